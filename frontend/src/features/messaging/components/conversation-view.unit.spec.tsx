import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationRoute, sendMessageRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { CLIENT_PROJECT_ID } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { draftStore } from '../stores/draft-store';
import { ConversationView } from './conversation-view';

const PARTNER = 'user-james';
const CONVERSATION = endpoint(conversationRoute, { partnerId: PARTNER });
const SEND = endpoint(sendMessageRoute);
const renderView = (projectId: string | null = null) =>
  renderWithApp(
    <ConversationView
      partnerId={PARTNER}
      meId="user-olivia"
      partnerName="Whitfield Electrical"
      businessName={null}
      partnerImageUrl={null}
      listUnread={0}
      projectId={projectId}
      onClearProject={() => {}}
      onBack={() => {}}
    />,
  );
const composer = () => screen.getByPlaceholderText('Type your message...');
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

beforeAll(() => {
  // jsdom has no media queries: a desktop with a mouse.
  window.matchMedia ??= ((query: string) => ({
    matches: query.includes('hover'),
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});
beforeEach(() => {
  resetToasts();
  draftStore.setState({ drafts: {} });
});
afterEach(() => vi.restoreAllMocks());

describe('the message composer', () => {
  it('ignores a blank message: Send stays disabled and Enter sends nothing', async () => {
    const api = mockApi({ [CONVERSATION]: [] });
    const { user } = renderView();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    await user.type(composer(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(composer(), '{Enter}');
    expect(writes(api)).toHaveLength(0);
  });

  it('sends the trimmed text with Enter, Shift+Enter adding a line, and empties the box', async () => {
    const api = mockApi({ [CONVERSATION]: [], [SEND]: () => commandResult() });
    const { user } = renderView(CLIENT_PROJECT_ID);
    await user.type(composer(), '  Hello James,{Shift>}{Enter}{/Shift}could you quote? ');
    expect(composer()).toHaveValue('  Hello James,\ncould you quote? ');
    await user.type(composer(), '{Enter}');

    await vi.waitFor(() =>
      expect(shownToast()).toEqual({ title: 'Message sent!', description: 'Your message has been sent successfully.' }),
    );
    expect(sentBodies(api, SEND)).toEqual([
      { receiverId: PARTNER, content: 'Hello James,\ncould you quote?', projectId: CLIENT_PROJECT_ID, commandId: COMMAND_ID },
    ]);
    expect(composer()).toHaveValue('');
  });

  it('puts the text back when sending fails, and the retry carries the same command id', async () => {
    let calls = 0;
    const api = mockApi({
      [CONVERSATION]: [],
      [SEND]: () => (++calls === 1 ? new Response('Internal Server Error', { status: 500 }) : commandResult()),
    });
    const { user } = renderView();
    await user.type(composer(), 'Thursday works.{Enter}');
    await vi.waitFor(() => expect(shownToast()).toEqual({ title: 'Error', description: 'Failed to send message. Please try again.' }));
    expect(composer()).toHaveValue('Thursday works.');
    await user.click(sendButton());
    await vi.waitFor(() => expect(composer()).toHaveValue(''));

    const [first, retry] = sentBodies(api, SEND) as { commandId: string }[];
    expect(retry?.commandId).toBe(first?.commandId);
  });

  it('starts from the draft kept for this partner', async () => {
    draftStore.getState().setDraft(PARTNER, "Hi, I'd like a quote for some work. ");
    mockApi({ [CONVERSATION]: [] });
    renderView();
    await vi.waitFor(() => expect(composer()).toHaveValue("Hi, I'd like a quote for some work. "));
  });
});

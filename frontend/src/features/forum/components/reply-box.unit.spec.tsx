import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideForumPostRoute, postForumReplyRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, mockApi, sentBodies, writes } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { HideButton } from './actions';
import { ReplyBox } from './reply-box';

const POST_ID = '8d4a3f6b-1a5e-4b92-8daf-4e5a6b7c8d9e';
const REPLIES = endpoint(postForumReplyRoute, { id: POST_ID });
const HIDE = endpoint(hideForumPostRoute, { id: POST_ID });

afterEach(() => vi.restoreAllMocks());

describe('the reply box', () => {
  it('needs content, then posts the trimmed reply and empties the box', async () => {
    const api = mockApi({ [REPLIES]: () => commandResult() });
    const { user } = renderWithApp(<ReplyBox postId={POST_ID} />);
    await user.type(screen.getByLabelText('Your reply'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Content is required', { exact: true })).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);

    await user.type(screen.getByLabelText('Your reply'), 'Type A is the safer choice. ');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Your reply')).toHaveValue(''));
    expect(sentBodies(api, REPLIES)).toEqual([{ content: 'Type A is the safer choice.', commandId: COMMAND_ID }]);
  });
});

describe('hiding a post', () => {
  it('needs a reason, then hides the post with it', async () => {
    const api = mockApi({ [HIDE]: () => commandResult() });
    const { user } = renderWithApp(<HideButton target={{ kind: 'posts', id: POST_ID }} />);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    const submit = screen.getAllByRole('button', { name: 'Hide' }).at(-1)!;
    await user.click(submit);
    expect(await screen.findByText('A reason is required')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason'), ' Spam ');
    await user.click(submit);
    await vi.waitFor(() => expect(sentBodies(api, HIDE)).toEqual([{ reason: 'Spam', commandId: COMMAND_ID }]));
  });
});

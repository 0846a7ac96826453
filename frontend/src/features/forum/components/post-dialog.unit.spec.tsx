import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createForumPostRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { PostDialog } from './post-dialog';

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

const tagButtons = () => screen.queryAllByRole('button', { name: /^Remove / });

describe('Create Post', () => {
  it('shows the three spec messages for an empty post and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderWithApp(<PostDialog open onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    for (const message of ['Title is required', 'Content is required', 'Category is required'])
      expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('ignores blank and repeated tags and says so past five; a removed tag makes room', async () => {
    const { user } = renderWithApp(<PostDialog open onClose={() => {}} />);
    const tags = screen.getByLabelText('Tags');
    for (const tag of ['rcbo', ' ', 'RCBO', 'outdoor', 'garden', 'sockets', 'regs']) await user.type(tags, `${tag}{Enter}`);
    expect(tagButtons().map((b) => b.textContent)).toEqual(['rcbo', 'outdoor', 'garden', 'sockets', 'regs']);
    expect(screen.queryByText('Maximum 5 tags allowed')).toBeNull();

    await user.type(tags, 'one-too-many{Enter}');
    expect(screen.getByText('Maximum 5 tags allowed')).toBeInTheDocument();
    expect(tagButtons()).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Remove regs' }));
    expect(tagButtons()).toHaveLength(4);
    expect(screen.queryByText('Maximum 5 tags allowed')).toBeNull();
  });

  it('creates the post with the trimmed fields and its tags, then says so and closes', async () => {
    const api = mockApi({ [endpoint(createForumPostRoute)]: () => commandResult() });
    const onClose = vi.fn();
    const { user } = renderWithApp(<PostDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Title'), ' Which RCBO for an outdoor socket? ');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'technical');
    await user.type(within(dialog).getByLabelText('Content'), 'Type A or Type AC?');
    await user.type(within(dialog).getByLabelText('Tags'), 'rcbo{Enter}outdoor{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(api, endpoint(createForumPostRoute))).toEqual([
      {
        title: 'Which RCBO for an outdoor socket?',
        content: 'Type A or Type AC?',
        category: 'technical',
        tags: ['rcbo', 'outdoor'],
        commandId: COMMAND_ID,
      },
    ]);
    expect(shownToast()).toEqual({ title: 'Success!', description: 'Your post has been created successfully.' });
  });
});

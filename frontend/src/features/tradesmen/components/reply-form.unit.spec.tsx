import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replyToReviewRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, json, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ReplyForm } from './reply-form';

const REVIEW_ID = '3e8cad2b-9f4a-4eb0-8c5d-6a7f8e9dab13';
const REPLY = endpoint(replyToReviewRoute, { id: REVIEW_ID });

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('Reply to a review', () => {
  it('needs some text: says so and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderWithApp(<ReplyForm reviewId={REVIEW_ID} initial={null} onDone={() => {}} />);
    await user.type(screen.getByLabelText('Your reply'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Reply is required')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
  });

  it('saves the edited reply, trimmed, and closes', async () => {
    const api = mockApi({ [REPLY]: () => commandResult() });
    const onDone = vi.fn();
    const { user } = renderWithApp(<ReplyForm reviewId={REVIEW_ID} initial="Thanks" onDone={onDone} />);
    await user.clear(screen.getByLabelText('Your reply'));
    await user.type(screen.getByLabelText('Your reply'), ' Thank you, Sarah! ');
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBodies(api, REPLY)).toEqual([{ text: 'Thank you, Sarah!', commandId: COMMAND_ID }]);
    expect(shownToast()).toEqual({ title: 'Reply updated', description: 'Your response now shows under the review.' });
  });

  it('shows the 7-day refusal beside the form', async () => {
    mockApi({ [REPLY]: () => json({ message: 'A reply can be edited for 7 days after it was posted', code: 'forbidden' }, 403) });
    const { user } = renderWithApp(<ReplyForm reviewId={REVIEW_ID} initial="Thanks" onDone={() => {}} />);
    await user.type(screen.getByLabelText('Your reply'), ' again');
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A reply can be edited for 7 days after it was posted');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitReviewRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { CLIENT_PROJECT_ID, TRADESMAN_ID } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ReviewJobDialog } from './review-job-dialog';

const REVIEWS = endpoint(submitReviewRoute, { id: TRADESMAN_ID });

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('the job review dialog', () => {
  it('needs a rating, then posts a verified review of the job', async () => {
    const api = mockApi({ [REVIEWS]: () => commandResult() });
    const onReviewed = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <ReviewJobDialog
        open
        onClose={onClose}
        onReviewed={onReviewed}
        projectId={CLIENT_PROJECT_ID}
        tradesmanId={TRADESMAN_ID}
        businessName="Pete the Plumber"
      />,
    );
    await user.type(screen.getByLabelText(/^Comment/), 'Spotless work, on time.');
    await user.click(screen.getByRole('button', { name: 'Post Review' }));
    expect(await screen.findByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 star: Poor' })).toHaveFocus();
    expect(writes(api)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '5 stars: Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Post Review' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onReviewed).toHaveBeenCalled();
    expect(sentBodies(api, REVIEWS)).toEqual([
      { projectId: CLIENT_PROJECT_ID, rating: 5, comment: 'Spotless work, on time.', commandId: COMMAND_ID },
    ]);
    expect(shownToast()).toEqual({ title: 'Review posted', description: 'Your review of Pete the Plumber shows as a verified job.' });
  });
});

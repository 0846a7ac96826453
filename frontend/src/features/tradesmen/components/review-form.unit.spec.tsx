import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitReviewRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, json, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { PORTFOLIO_PROJECT_ID, TRADESMAN_ID, portfolioProject, tradesmanProfile } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ReviewForm } from './review-form';

const REVIEWS = endpoint(submitReviewRoute, { id: TRADESMAN_ID });
const renderForm = () =>
  renderWithApp(<ReviewForm profile={tradesmanProfile()} projects={[portfolioProject()]} ownReviews={[]} onReviewed={async () => {}} />);

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('Write a review', () => {
  it('needs a rating: says so, focuses the stars and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Your review/), 'Tidy work.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 star: Poor' })).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('submits the rating, the trimmed comment and the work reviewed, then empties the form', async () => {
    const api = mockApi({ [REVIEWS]: () => commandResult() });
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: '5 stars: Excellent' }));
    await user.selectOptions(screen.getByLabelText(/^Which work/), PORTFOLIO_PROJECT_ID);
    await user.type(screen.getByLabelText(/^Your review/), '  Rewired without lifting a floorboard. ');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await vi.waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'Review submitted',
        description: 'Thank you! Your review of Whitfield Electrical is now live.',
      }),
    );
    expect(sentBodies(api, REVIEWS)).toEqual([
      { rating: 5, comment: 'Rewired without lifting a floorboard.', portfolioProjectId: PORTFOLIO_PROJECT_ID, commandId: COMMAND_ID },
    ]);
    expect(screen.getByLabelText(/^Your review/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: '5 stars: Excellent' })).not.toBeChecked();
  });

  it('shows a 409 beside the form until a value changes', async () => {
    mockApi({ [REVIEWS]: () => json({ message: 'You have already reviewed this tradesman', code: 'conflict' }, 409) });
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: '4 stars: Very good' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this tradesman');
    await user.click(screen.getByRole('radio', { name: '3 stars: Good' }));
    expect(screen.queryByText('You have already reviewed this tradesman')).toBeNull();
  });
});

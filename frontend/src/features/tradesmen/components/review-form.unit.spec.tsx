import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitReviewRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, json, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { PORTFOLIO_PROJECT_ID, TRADESMAN_ID, tradesmanProfile } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ReviewForm } from './review-form';

const REVIEWS = endpoint(submitReviewRoute, { id: TRADESMAN_ID });
const INVITATION_ID = '6b1fd05e-c27d-4be3-9f80-9dac1b2cde46';
const OTHER_INVITATION_ID = '7c20e16f-d38e-4cf4-8a91-aebd2c3def57';
const invitation = (id: string, title: string) => ({
  id,
  tradesmanId: TRADESMAN_ID,
  tradesmanBusinessName: 'Whitfield Electrical',
  portfolioProjectId: PORTFOLIO_PROJECT_ID,
  portfolioProjectTitle: title,
  sentAt: '2025-06-01T09:30:00.000Z',
});
const renderForm = () =>
  renderWithApp(
    <ReviewForm
      profile={tradesmanProfile()}
      invitations={[invitation(INVITATION_ID, 'Kitchen rewire'), invitation(OTHER_INVITATION_ID, 'Garden lighting')]}
      onReviewed={async () => {}}
    />,
  );

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

  it('submits the rating, the trimmed comment and the invitation it comes through, then empties the form', async () => {
    const api = mockApi({ [REVIEWS]: () => commandResult() });
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: '5 stars: Excellent' }));
    await user.selectOptions(screen.getByLabelText(/^Which work/), OTHER_INVITATION_ID);
    await user.type(screen.getByLabelText(/^Your review/), '  Rewired without lifting a floorboard. ');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await vi.waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'Review submitted',
        description: 'Thank you! Your review of Whitfield Electrical is now live.',
      }),
    );
    expect(sentBodies(api, REVIEWS)).toEqual([
      { rating: 5, comment: 'Rewired without lifting a floorboard.', invitationId: OTHER_INVITATION_ID, commandId: COMMAND_ID },
    ]);
    expect(screen.getByLabelText(/^Your review/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: '5 stars: Excellent' })).not.toBeChecked();
  });

  it('shows a refusal (403) beside the form until a value changes', async () => {
    mockApi({ [REVIEWS]: () => json({ message: 'You have already reviewed this tradesman', code: 'forbidden' }, 403) });
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: '4 stars: Very good' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this tradesman');
    await user.click(screen.getByRole('radio', { name: '3 stars: Good' }));
    expect(screen.queryByText('You have already reviewed this tradesman')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { SubjectHidden, SubjectRestored, TradesmanEvent, UserRegistered } from '@tradeguild/contracts';
import { created, PROJECT_ID, projectAdded, REVIEW_ID, TRADESMAN_ID, verified } from '../../../tests/fixtures/tradesmen-decide.ts';
import { projectionSpec } from '../../../tests/support/projection-spec.ts';
import { PRIOR_MEAN, PRIOR_WEIGHT } from './bayesian-score.ts';
import { tradesmenProjection } from './projection.ts';

const spec = projectionSpec(tradesmenProjection);

const AT3 = '2025-06-03T09:00:00.000Z';
const JOB_ID = '9e1a2b3c-4d5e-4f60-8a7b-0c1d2e3f4a5b';
const INVITATION_ID = '8d0f1a2b-3c4d-4e5f-9a6b-7c8d9e0f1a2b';
/** A verified job review (counted) unless `how` says it came through an invitation or is an old unverified one. */
const review = (reviewId: string, clientId: string, rating: number, how: 'job' | 'invited' | 'old' = 'job'): TradesmanEvent => ({
  type: 'ReviewSubmitted',
  data: {
    tradesmanId: TRADESMAN_ID,
    reviewId,
    clientId,
    portfolioProjectId: PROJECT_ID,
    projectId: how === 'job' ? JOB_ID : null,
    isVerified: how === 'job',
    invitationId: how === 'invited' ? INVITATION_ID : null,
    rating,
    comment: null,
    submittedAt: '2025-06-01T09:30:00.000Z',
  },
});
const client: UserRegistered = {
  type: 'UserRegistered',
  data: { userId: 'c1', email: 'c1@example.com', firstName: 'Priya', lastName: 'Shah', profileImageUrl: null, userType: 'client' },
};
const removed: TradesmanEvent = {
  type: 'PortfolioProjectRemoved',
  data: { tradesmanId: TRADESMAN_ID, projectId: PROJECT_ID, removedAt: '2025-06-02T09:00:00.000Z' },
};

describe('tradesmen projection', () => {
  const history = [
    client,
    created,
    projectAdded,
    review(REVIEW_ID, 'c1', 5),
    review('5a0ecf4d-b16c-40d2-8e7f-8c9b0aafcd35', 'c2', 4),
    verified,
  ];

  it('derives rating, counts, coordinates and search columns', async () => {
    const { rows, query } = await spec.given(history);
    const [tradesman] = rows('tradesmen');
    expect(tradesman).toMatchObject({
      rating: '4.50',
      total_reviews: 2,
      verified: true,
      project_count: 1,
      project_types: ['renovation'],
      outcode: 'LS6',
    });
    expect(tradesman!.latitude).toBeCloseTo(53.82, 2);
    expect(rows('portfolio_projects')[0]).toMatchObject({ average_rating: '4.50', review_count: 2 });
    const hit = await query(`SELECT count(*)::int AS n FROM {tradesmen} WHERE search @@ to_tsquery('english', 'rewir:* & leeds:*')`);
    expect(hit[0]!.n).toBe(1);
  });

  it('keeps the best-match score in step with the reviews, from the prior before the first one', async () => {
    const score = async (events: typeof history) => Number((await spec.given(events)).rows('tradesmen')[0]!.bayes_score);
    expect(await score([client, created])).toBe(PRIOR_MEAN);
    // one 5: (5 x 3.5 + 5 x 1) / 6 = 3.75
    expect(await score(history.slice(0, 4))).toBeCloseTo((PRIOR_WEIGHT * PRIOR_MEAN + 5) / (PRIOR_WEIGHT + 1), 12);
    expect(await score(history.slice(0, 4))).toBe(3.75);
    // a 5 and a 4: rating 4.50 from 2 reviews, (17.5 + 9) / 7
    expect(await score(history)).toBeCloseTo((PRIOR_WEIGHT * PRIOR_MEAN + 4.5 * 2) / (PRIOR_WEIGHT + 2), 12);
    // replaying a review changes nothing
    expect(await score([...history, history[3]!])).toBeCloseTo(26.5 / 7, 12);
  });

  it("names a review's author from their registration, kept in the projection itself", async () => {
    const { rows } = await spec.given(history);
    expect(rows('reviews').map((r) => [r.client_id, r.client_name])).toEqual(
      expect.arrayContaining([
        ['c1', 'Priya'],
        ['c2', null],
      ]),
    );
  });

  it('keeps the service radius of version 2 profile events', async () => {
    const { rows } = await spec.given([created]);
    expect(rows('tradesmen')[0]).toMatchObject({ service_radius_miles: 20 });
  });

  it('forgets a removed project in the summary but keeps its reviews', async () => {
    const { rows } = await spec.given([...history, removed]);
    const [tradesman] = rows('tradesmen');
    expect([tradesman!.project_count, tradesman!.project_types, rows('portfolio_projects').length, rows('reviews').length]).toEqual([
      0,
      [],
      0,
      2,
    ]);
  });

  it('counts only verified job reviews: invited and older unverified ones are kept but never counted (v5)', async () => {
    const invitation: TradesmanEvent = {
      type: 'ReviewInvitationSent',
      data: {
        tradesmanId: TRADESMAN_ID,
        invitationId: INVITATION_ID,
        email: 'c3@example.com',
        portfolioProjectId: PROJECT_ID,
        sentAt: AT3,
      },
    };
    const { rows } = await spec.given([
      ...history,
      invitation,
      review('6b1fd05e-c27d-4be3-9f80-9dac1b2cde46', 'c3', 1, 'invited'),
      review('7c20e16f-d38e-4cf4-8a91-aebd2c3def57', 'c4', 1, 'old'),
    ]);
    expect(rows('tradesmen')[0]).toMatchObject({ rating: '4.50', total_reviews: 2 });
    expect(rows('portfolio_projects')[0]).toMatchObject({ average_rating: '4.50', review_count: 2 });
    expect(rows('reviews')).toHaveLength(4);
    expect(rows('review_invitations')).toEqual([
      expect.objectContaining({ id: INVITATION_ID, email: 'c3@example.com', review_id: '6b1fd05e-c27d-4be3-9f80-9dac1b2cde46' }),
    ]);
    expect(rows('review_invitations')[0]!.used_at).not.toBeNull();
  });

  it('leaves a review hidden through moderation out of the figures (v6), and ignores other hidden subjects', async () => {
    const hidden = (subjectType: 'review' | 'forumPost', subjectId: string): SubjectHidden => ({
      type: 'SubjectHidden',
      data: {
        subjectType,
        subjectId,
        parentId: TRADESMAN_ID,
        excerpt: 'Five stars',
        subjectAuthorId: 'c1',
        reason: 'Not a real customer',
        by: 'admin',
        reporterIds: ['c9'],
        hiddenAt: AT3,
      },
    });
    const { rows } = await spec.given([...history, hidden('review', REVIEW_ID), hidden('forumPost', JOB_ID)]);
    expect(rows('tradesmen')[0]).toMatchObject({ rating: '4.00', total_reviews: 1 });
    expect(rows('portfolio_projects')[0]).toMatchObject({ average_rating: '4.00', review_count: 1 });
    expect(rows('reviews').find((r) => r.id === REVIEW_ID)).toMatchObject({ hidden: true });

    // An admin restores it: it counts again.
    const restored: SubjectRestored = {
      type: 'SubjectRestored',
      data: { subjectType: 'review', subjectId: REVIEW_ID, subjectAuthorId: 'c1', reason: 'Appeal upheld', by: 'admin', restoredAt: AT3 },
    };
    const after = await spec.given([...history, hidden('review', REVIEW_ID), restored]);
    expect(after.rows('tradesmen')[0]).toMatchObject({ rating: '4.50', total_reviews: 2 });
    expect(after.rows('reviews').find((r) => r.id === REVIEW_ID)).toMatchObject({ hidden: false });
  });

  it("keeps the tradesman's latest reply and the time of the first", async () => {
    const replied = (text: string, repliedAt: string): TradesmanEvent => ({
      type: 'ReviewReplied',
      data: { tradesmanId: TRADESMAN_ID, reviewId: REVIEW_ID, text, repliedAt },
    });
    const { rows } = await spec.given([...history, replied('Thanks!', AT3), replied('Thank you, Priya!', '2025-06-04T10:00:00.000Z')]);
    const reply = rows('reviews').find((r) => r.id === REVIEW_ID)!;
    expect(reply.reply).toBe('Thank you, Priya!');
    expect(new Date(reply.replied_at as string).toISOString()).toBe(AT3);
  });
});

import { describe, it } from 'vitest';
import { given } from '../../../tests/support/decider-spec.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import { tradesmanDecider as decider } from './decide.ts';
import {
  AT,
  OTHER_TRADESMAN_ID,
  OWNER,
  PROJECT_ID,
  REVIEW_ID,
  TRADESMAN_ID,
  created,
  details,
  projectAdded,
  reviewed,
  verified,
} from '../../../tests/fixtures/tradesmen-decide.ts';

const owner = { actorId: OWNER };

describe('tradesman profile', () => {
  it('creates a profile once', () => {
    given(decider)
      .when({ type: 'CreateTradesmanProfile', data: { tradesmanId: TRADESMAN_ID, userId: OWNER, details } }, owner)
      .then([created]);
    given(decider, [created])
      .when({ type: 'CreateTradesmanProfile', data: { tradesmanId: TRADESMAN_ID, userId: OWNER, details } }, owner)
      .thenThrows(ConflictError, /already have a business profile/);
  });

  it('lets only the owner update it', () => {
    const update = {
      type: 'UpdateTradesmanProfile' as const,
      data: { tradesmanId: TRADESMAN_ID, details: { ...details, hourlyRate: 52 } },
    };
    given(decider, [created])
      .when(update, owner)
      .then([
        { type: 'TradesmanProfileUpdated', data: { tradesmanId: TRADESMAN_ID, ...details, hourlyRate: 52, userId: OWNER, updatedAt: AT } },
      ]);
    given(decider, [created]).when(update, { actorId: 'someone-else' }).thenThrows(ForbiddenError);
    given(decider)
      .when(update, owner)
      .thenThrows(NotFoundError, /create it first/);
  });
});

describe('reviews', () => {
  const review = (clientId: string, portfolioProjectId: string | null) => ({
    type: 'SubmitReview' as const,
    data: {
      tradesmanId: TRADESMAN_ID,
      reviewId: REVIEW_ID,
      clientId,
      portfolioProjectId,
      projectId: null,
      isVerified: false,
      rating: 5,
      comment: 'Tidy and on time',
      invitationId: null,
      reviewerEmail: 'client@example.com',
    },
  });

  it('refuses a review with neither a job nor an invitation (403, saying why)', () => {
    given(decider, [created])
      .when(review('client-1', null))
      .thenThrows(ForbiddenError, 'You can review a tradesman for a completed job you hired them on, or when they invite you to');
    given(decider, [created, projectAdded])
      .when(review('client-1', PROJECT_ID))
      .thenThrows(ForbiddenError, /when they invite you to/);
  });

  it('refuses unknown tradesmen and the owner', () => {
    given(decider).when(review('client-1', null)).thenThrows(NotFoundError, 'Tradesman not found');
    given(decider, [created]).when(review(OWNER, null)).thenThrows(ForbiddenError, 'You cannot review your own business');
  });

  it('still folds the older unverified reviews (one per client per project)', () => {
    given(decider, [created, projectAdded, reviewed('client-1', PROJECT_ID)])
      .when(review('client-2', null))
      .thenThrows(ForbiddenError, /when they invite you to/);
  });
});

describe('endorsements', () => {
  const endorse = (endorserId: string, skill: string) => ({
    type: 'EndorseTradesman' as const,
    data: { tradesmanId: TRADESMAN_ID, endorsementId: PROJECT_ID, endorserId, skill, comment: null },
  });
  const endorsed = { type: 'TradesmanEndorsed' as const, data: { ...endorse(OTHER_TRADESMAN_ID, 'Rewiring').data, endorsedAt: AT } };

  it('records a peer endorsement once per skill', () => {
    given(decider, [created]).when(endorse(OTHER_TRADESMAN_ID, 'Rewiring')).then([endorsed]);
    given(decider, [created, endorsed]).when(endorse(OTHER_TRADESMAN_ID, ' rewiring ')).thenThrows(ConflictError);
  });

  it('refuses self-endorsement', () => {
    given(decider, [created]).when(endorse(TRADESMAN_ID, 'Rewiring')).thenThrows(ForbiddenError, 'You cannot endorse yourself');
  });
});

describe('verification', () => {
  const verify = { type: 'VerifyTradesman' as const, data: { tradesmanId: TRADESMAN_ID } };
  const unverify = { type: 'UnverifyTradesman' as const, data: { tradesmanId: TRADESMAN_ID } };
  const admin = { actorId: 'admin' };

  it('verifies and unverifies, and repeating changes nothing', () => {
    given(decider, [created]).when(verify, admin).then([verified]);
    given(decider, [created, verified]).when(verify, admin).then([]);
    given(decider, [created, verified])
      .when(unverify, admin)
      .then([{ type: 'TradesmanUnverified', data: { tradesmanId: TRADESMAN_ID, unverifiedBy: 'admin', unverifiedAt: AT } }]);
    given(decider, [created]).when(unverify, admin).then([]);
  });

  it('needs a profile and an actor', () => {
    given(decider).when(verify, admin).thenThrows(NotFoundError);
    given(decider, [created]).when(verify).thenThrows(ForbiddenError);
  });
});

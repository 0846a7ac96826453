import { tradesmanClosed, tradesmanReopened, tradesmenErased } from '../privacy/erasure.ts';
import type { Projection } from '../runtime/types.ts';
import {
  reviewerRegistered,
  reviewHidden,
  reviewRestored,
  reviewInvitationSent,
  reviewReplied,
  reviewSubmitted,
  tradesmanEndorsed,
} from './feedback-handlers.ts';
import { projectAdded, projectRemoved, projectUpdated } from './portfolio-handlers.ts';
import { profileCreated, profileUpdated, unverified, verified } from './profile-handlers.ts';
import {
  endorsementsTable,
  portfolioProjectsTable,
  reviewersTable,
  reviewInvitationsTable,
  reviewsTable,
  tradesmenTable,
} from './tables.ts';

/**
 * Profiles with their search columns, portfolio projects, reviews and endorsements.
 * v2: service_radius_miles (TradesmanProfile* events v2), reviewer names kept here instead of joining users.
 * v3: reviews keep their job (projectId) and isVerified (ReviewSubmitted v2).
 * v4: tradesmen.bayes_score (generated from rating and total_reviews) and its best-match index.
 * v5: ratings, review counts and so ranking from verified (job) reviews only; review invitations,
 *     reviews' invitation_id and the tradesman's reply (issue 23, ReviewSubmitted v3).
 * v6: reviews.hidden: a review hidden through moderation (SubjectHidden) leaves the figures.
 * v7: tradesmen.closed: a closed account's profile is out of search and public pages; erasure purges (decision 0061).
 */
export const tradesmenProjection: Projection = {
  name: 'tradesmen',
  version: 7,
  tables: {
    tradesmen: tradesmenTable,
    portfolio_projects: portfolioProjectsTable,
    reviews: reviewsTable,
    endorsements: endorsementsTable,
    reviewers: reviewersTable,
    review_invitations: reviewInvitationsTable,
  },
  handlers: {
    UserRegistered: reviewerRegistered,
    TradesmanProfileCreated: profileCreated,
    TradesmanProfileUpdated: profileUpdated,
    TradesmanVerified: verified,
    TradesmanUnverified: unverified,
    PortfolioProjectAdded: projectAdded,
    PortfolioProjectUpdated: projectUpdated,
    PortfolioProjectRemoved: projectRemoved,
    ReviewSubmitted: reviewSubmitted,
    TradesmanEndorsed: tradesmanEndorsed,
    ReviewInvitationSent: reviewInvitationSent,
    ReviewReplied: reviewReplied,
    SubjectHidden: reviewHidden,
    SubjectRestored: reviewRestored,
    AccountClosed: tradesmanClosed,
    AccountReopened: tradesmanReopened,
    AccountErased: tradesmenErased,
  },
};

import type { Projection } from '../runtime/types.ts';
import { reviewerRegistered, reviewSubmitted, tradesmanEndorsed } from './feedback-handlers.ts';
import { projectAdded, projectRemoved, projectUpdated } from './portfolio-handlers.ts';
import { profileCreated, profileUpdated, unverified, verified } from './profile-handlers.ts';
import { endorsementsTable, portfolioProjectsTable, reviewersTable, reviewsTable, tradesmenTable } from './tables.ts';

/**
 * Profiles with their search columns, portfolio projects, reviews and endorsements.
 * v2: service_radius_miles (TradesmanProfile* events v2), reviewer names kept here instead of joining users.
 * v3: reviews keep their job (projectId) and isVerified (ReviewSubmitted v2).
 * v4: tradesmen.bayes_score (generated from rating and total_reviews) and its best-match index.
 */
export const tradesmenProjection: Projection = {
  name: 'tradesmen',
  version: 4,
  tables: {
    tradesmen: tradesmenTable,
    portfolio_projects: portfolioProjectsTable,
    reviews: reviewsTable,
    endorsements: endorsementsTable,
    reviewers: reviewersTable,
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
  },
};

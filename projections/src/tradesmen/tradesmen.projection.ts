import type { Projection } from '../runtime/types.ts';
import { reviewSubmitted, tradesmanEndorsed } from './feedback-handlers.ts';
import { projectAdded, projectRemoved, projectUpdated } from './portfolio-handlers.ts';
import { profileCreated, profileUpdated, verificationChanged } from './profile-handlers.ts';
import { endorsementsTable, portfolioProjectsTable, reviewsTable, tradesmenTable } from './tables.ts';

/** Profiles with their search columns, portfolio projects, reviews and endorsements. */
export const tradesmenProjection: Projection = {
  name: 'tradesmen',
  version: 1,
  tables: {
    tradesmen: tradesmenTable,
    portfolio_projects: portfolioProjectsTable,
    reviews: reviewsTable,
    endorsements: endorsementsTable,
  },
  handlers: {
    TradesmanProfileCreated: profileCreated,
    TradesmanProfileUpdated: profileUpdated,
    TradesmanVerified: verificationChanged,
    TradesmanUnverified: verificationChanged,
    PortfolioProjectAdded: projectAdded,
    PortfolioProjectUpdated: projectUpdated,
    PortfolioProjectRemoved: projectRemoved,
    ReviewSubmitted: reviewSubmitted,
    TradesmanEndorsed: tradesmanEndorsed,
  },
};

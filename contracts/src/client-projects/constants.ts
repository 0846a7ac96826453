import type { PROJECT_TRADES, TradeCategory } from '../shared/constants.ts';

export type ProjectTrade = (typeof PROJECT_TRADES)[number];

/** Quote (project_applications) statuses: the spec's three, plus withdrawn by the tradesman. */
export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A client may have at most this many pending quotes shortlisted on one project at once. */
export const SHORTLIST_LIMIT = 5;
export const JOBS_PAGE_SIZE = 20;
/** proposedCost is decimal(10,2). */
export const MAX_PROPOSED_COST = 99_999_999.99;

/** The trade a search category stands for on the post-project form ('heating' -> 'Heating Engineer'). */
export const PROJECT_TRADE_OF_CATEGORY: Record<TradeCategory, ProjectTrade> = {
  electrician: 'Electrician',
  plumber: 'Plumber',
  carpenter: 'Carpenter',
  tiler: 'Tiler',
  painter: 'Painter',
  plasterer: 'Plasterer',
  roofer: 'Roofer',
  heating: 'Heating Engineer',
  glazier: 'Glazier',
  landscaper: 'Landscaper',
};

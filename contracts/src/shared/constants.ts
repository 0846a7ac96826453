/** Business constants from spec section 9. The UI and the server share one copy. */
export const PRODUCT_NAME = 'TradeGuild';

export const PROJECT_TYPES = ['residential', 'commercial', 'heritage', 'new_build', 'renovation'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  heritage: 'Heritage',
  new_build: 'New Build',
  renovation: 'Renovation',
};

export const TRADE_CATEGORIES = [
  'electrician',
  'plumber',
  'carpenter',
  'tiler',
  'painter',
  'plasterer',
  'roofer',
  'heating',
  'glazier',
  'landscaper',
] as const;
export type TradeCategory = (typeof TRADE_CATEGORIES)[number];

/** Trade choices on the post-project form, in the spec's order. */
export const PROJECT_TRADES = [
  'Electrician',
  'Plumber',
  'Carpenter',
  'Painter',
  'Tiler',
  'Plasterer',
  'Roofer',
  'Heating Engineer',
  'Glazier',
  'Landscaper',
] as const;

export const SPECIALIZATIONS = [
  'Smart Home Automation',
  'Solar Installation',
  'Heritage Restoration',
  'Bathroom Design',
  'Kitchen Renovation',
  'Underfloor Heating',
  'Eco-Friendly Systems',
  'Emergency Services',
  'Commercial Projects',
  'Bespoke Joinery',
  'Electrical Rewiring',
  'Plumbing Installation',
  'Tiling Specialist',
  'Plastering',
  'Roofing',
  'Landscaping',
  'Painting & Decorating',
  'Flooring',
  'Insulation',
  'HVAC Systems',
] as const;

export const AVAILABILITY = ['available', 'busy', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const RESPONSE_TIMES = ['1hour', '2hours', '24hours', '3days'] as const;

export const CLIENT_PROJECT_STATUSES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export type ClientProjectStatus = (typeof CLIENT_PROJECT_STATUSES)[number];

export const USER_TYPES = ['client', 'tradesman', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SEARCH_PAGE_SIZE = 20;

export const LIMITS = {
  featuredTradesmen: 4,
  featuredProjects: 3,
  dashboardProjects: 3,
  cardSpecializations: 3,
  cardMaterials: 3,
  adminSpecializations: 2,
  relatedArticles: 3,
  blogCardTags: 3,
  forumTags: 5,
  blogTitle: 200,
} as const;

export const TIMINGS = {
  adminRedirectMs: 2000,
  unauthorizedRedirectMs: 500,
  toastDurationMs: 5000,
  toastSwipeThresholdPx: 50,
  queryGcMs: 5 * 60 * 1000,
  /** A tooltip shows 700 ms after the pointer rests on its control; the next one within 300 ms shows at once. */
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

/** The header a client sends back so a read waits for its own write (see docs/decisions/0005-read-your-writes.md). */
export const MIN_POSITION_HEADER = 'X-Min-Position';

/** A paged list's response header: how many items there are in all (the body is one page). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

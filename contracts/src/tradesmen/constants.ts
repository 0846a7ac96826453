import { PROJECT_TRADE_OF_CATEGORY, type ProjectTrade } from '../client-projects/constants.ts';
import { AVAILABILITY, type RESPONSE_TIMES, type TradeCategory } from '../shared/constants.ts';

/**
 * Stored availability values. The spec's data has available/busy/unavailable, but its profile
 * screen also shows 'emergency' ("both readings are kept"), so a profile may say it too.
 */
export const TRADESMAN_AVAILABILITY = [...AVAILABILITY, 'emergency'] as const;
export type TradesmanAvailability = (typeof TRADESMAN_AVAILABILITY)[number];

export type ResponseTime = (typeof RESPONSE_TIMES)[number];

/**
 * How each trade category reads on a card; also indexed for free-text search ("plumber"). One trade,
 * one label: a category reads as the post-project form's trade (spec section 9), so the admin's trade
 * chart, which counts tradesmen by category and projects by trade, shows one bar per trade.
 */
export const TRADE_CATEGORY_LABELS: Record<TradeCategory, ProjectTrade> = PROJECT_TRADE_OF_CATEGORY;

export const RESPONSE_TIME_LABELS: Record<ResponseTime, string> = {
  '1hour': 'Within 1 hour',
  '2hours': 'Within 2 hours',
  '24hours': 'Within 24 hours',
  '3days': 'Within 3 days',
};

/** Search: the spec's default radius when a postcode is given without maxDistance. */
export const DEFAULT_MAX_DISTANCE_MILES = 25;

/** How far a tradesman travels for work: the search default unless they say otherwise. */
export const DEFAULT_SERVICE_RADIUS_MILES = DEFAULT_MAX_DISTANCE_MILES;
export const MAX_SERVICE_RADIUS_MILES = 100;

/** POST /api/upload/image limits. SVG is refused on purpose: it can carry script. */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** A tradesman has at most this many review invitations not yet used (issue 23). */
export const MAX_OPEN_REVIEW_INVITATIONS = 20;
/** The reviewed tradesman may edit their reply for this many days after first posting it. */
export const REVIEW_REPLY_EDIT_DAYS = 7;

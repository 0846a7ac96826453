import { z } from 'zod';
import { PROJECT_TYPES, RESPONSE_TIMES, SEARCH_PAGE_SIZE, SPECIALIZATIONS, TRADE_CATEGORIES } from '../shared/constants.ts';
import { TRADESMAN_AVAILABILITY } from './constants.ts';
import { tradesmanSearchResultSchema } from './tradesman.types.ts';
import { defineRoute } from '../shared/route.ts';

/**
 * The search's sort choices: best match (the default), distance (needs a postcode in `location`;
 * without one it falls back to best match), rating, most reviews. See
 * docs/decisions/0030-tradesmen-search-ranking.md.
 */
export const SEARCH_SORTS = ['best', 'distance', 'rating', 'reviews'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** '', 'all' and a missing value all mean "no filter" (the screen's 'all' choices). */
const noFilter = (v: unknown) => (v === undefined || v === '' || v === 'all' ? undefined : v);
const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

const queryBool = z.preprocess(
  (v) => {
    if (v === 'true' || v === '1' || v === true) return true;
    if (v === 'false' || v === '0' || v === '' || v === false) return false;
    return v;
  },
  z.boolean({ invalid_type_error: 'Use true or false' }).optional(),
);

const number = (min: number, max: number, name: string) =>
  z.preprocess(
    noFilter,
    z.coerce
      .number({ invalid_type_error: `${name} must be a number` })
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max}`)
      .optional(),
  );

/** 'A,B' or ?specializations=A&specializations=B. */
const commaList = (v: unknown) => {
  const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => (typeof s === 'string' ? s.split(',') : []));
  const list = parts.map((s) => s.trim()).filter(Boolean);
  return list.length ? list : undefined;
};

/**
 * GET /api/tradesmen: every filter the /search screen collects (bounds of spec section 5).
 * - `location`: a UK postcode or outcode ('SW1A 2AA', 'sw1a2aa', 'LS6', also after a place name:
 *   'Leeds LS6') searches by distance,
 *   within `maxDistance` miles (default 25) of the outcode's centre, and every result carries
 *   `distanceMiles`; an unknown postcode is a 400. Any other text ('Leeds') matches whole words of the profile's location.
 *   `maxDistance` without a postcode is ignored (there is nothing to measure from).
 * - `search`: free text over business name, trades, specializations, description and location;
 *   every word must match (prefixes count: 'plumb' finds 'plumbing').
 * - `specializations`: all listed must match. `responseTime`: that fast or faster.
 * - `minHourlyRate`/`maxHourlyRate`: profiles without a rate are left out when either is given.
 * - `sort`: 'best' (default) ranks by text relevance (with `search`), then a Bayesian average of the
 *   rating that weighs the review count, then distance; 'distance', 'rating' and 'reviews' as named.
 * - The total number of matches comes back in the X-Total-Count header.
 */
export const searchTradesmenQuerySchema = z
  .object({
    search: z.preprocess(noFilter, z.string().trim().max(200, 'Search text must be at most 200 characters').optional()),
    category: z.preprocess((v) => noFilter(lower(v)), z.enum(TRADE_CATEGORIES).optional()),
    location: z.preprocess(noFilter, z.string().trim().max(100, 'Location must be at most 100 characters').optional()),
    maxDistance: number(1, 50, 'Maximum distance'),
    specializations: z.preprocess(commaList, z.array(z.enum(SPECIALIZATIONS)).max(20).optional()),
    availability: z.preprocess((v) => noFilter(lower(v)), z.enum(TRADESMAN_AVAILABILITY).optional()),
    minRating: number(0, 5, 'Minimum rating'),
    minHourlyRate: number(0, 200, 'Minimum hourly rate'),
    maxHourlyRate: number(0, 200, 'Maximum hourly rate'),
    verified: queryBool,
    hasReviews: queryBool,
    responseTime: z.preprocess(noFilter, z.enum(RESPONSE_TIMES).optional()),
    projectType: z.preprocess((v) => noFilter(lower(v)), z.enum(PROJECT_TYPES).optional()),
    sort: z.preprocess(
      (v) => (v === undefined || v === '' ? undefined : lower(v)),
      z.enum(SEARCH_SORTS, { errorMap: () => ({ message: 'sort must be best, distance, rating or reviews' }) }).default('best'),
    ),
    limit: z.preprocess(
      noFilter,
      z.coerce.number().int().min(1, 'limit must be 1 to 50').max(50, 'limit must be 1 to 50').default(SEARCH_PAGE_SIZE),
    ),
    offset: z.preprocess(noFilter, z.coerce.number().int().min(0, 'offset cannot be negative').max(10_000).default(0)),
  })
  .refine((q) => q.minHourlyRate === undefined || q.maxHourlyRate === undefined || q.minHourlyRate <= q.maxHourlyRate, {
    message: 'Minimum hourly rate must not exceed the maximum',
    path: ['minHourlyRate'],
  });
export type SearchTradesmenQueryInput = z.input<typeof searchTradesmenQuerySchema>;
export type SearchTradesmenQuery = z.output<typeof searchTradesmenQuerySchema>;

/** The answer: an array (spec section 7), best match first; Next is off when fewer than `limit` came back. */
export const searchTradesmenResponseSchema = z.array(tradesmanSearchResultSchema);

/** GET /api/tradesmen: a page of the search; the total is in the X-Total-Count header. */
export const searchTradesmenRoute = defineRoute({
  method: 'GET',
  path: '/api/tradesmen',
  query: searchTradesmenQuerySchema,
  response: searchTradesmenResponseSchema,
});

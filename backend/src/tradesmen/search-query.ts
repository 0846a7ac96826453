import { DEFAULT_MAX_DISTANCE_MILES, RESPONSE_TIMES, postcodeInLocation, type SearchTradesmenQuery } from '@tradeguild/contracts';
import type { Origin } from './postcodes.ts';
import { PROFILE_COLUMNS } from './profile-rows.ts';

export interface SqlQuery {
  text: string;
  values: unknown[];
}

const EARTH_RADIUS_MILES = 3958.8;
// A degree of latitude is 68.7 to 69.4 miles; the smaller figure makes the box a little too big, never too small.
const MILES_PER_DEGREE = 68.7;

/** 'kitchen refit' -> 'kitchen:* & refit:*': every word must match, as a prefix, after stemming. */
export function prefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * 'Headingley, Leeds' -> 'headingley:D & leeds:D': whole words of the location part of the document
 * (weight D, see search-vector.ts). Whole words, not prefixes: the planner estimates them from the
 * column statistics, so an area nobody is in is answered from the index instead of a full walk.
 */
export function areaTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:D`).join(' & ') : null;
}

/** 1hour ... 3days: a filter of 24hours also takes the faster 1hour and 2hours. */
const asFastAs = (rt: (typeof RESPONSE_TIMES)[number]) => RESPONSE_TIMES.slice(0, RESPONSE_TIMES.indexOf(rt) + 1);

type Param = (v: unknown) => string;

/** Every filter except text and distance, as WHERE clauses. */
function filterClauses(q: SearchTradesmenQuery, origin: Origin | null, p: Param): string[] {
  const where: string[] = [];
  const area = q.location && !origin && !postcodeInLocation(q.location) ? areaTsQuery(q.location) : null;
  if (area) where.push(`t.search @@ to_tsquery('english', ${p(area)})`);
  if (q.category) where.push(`t.trade_categories @> ARRAY[${p(q.category)}]::text[]`);
  if (q.specializations?.length) where.push(`t.specializations @> ${p(q.specializations)}::text[]`);
  if (q.availability) where.push(`t.availability = ${p(q.availability)}`);
  if (q.minRating) where.push(`t.rating >= ${p(q.minRating)}`);
  if (q.minHourlyRate !== undefined) where.push(`t.hourly_rate >= ${p(q.minHourlyRate)}`);
  if (q.maxHourlyRate !== undefined) where.push(`t.hourly_rate <= ${p(q.maxHourlyRate)}`);
  if (q.verified) where.push('t.verified');
  if (q.hasReviews) where.push('t.total_reviews > 0');
  if (q.responseTime) where.push(`t.response_time = ANY(${p(asFastAs(q.responseTime))}::text[])`);
  if (q.projectType) where.push(`t.project_types @> ARRAY[${p(q.projectType)}]::text[]`);
  return where;
}

/**
 * The one SQL for GET /api/tradesmen (the benchmark runs it too). Ranked by text relevance (with
 * `search`), rating, distance (with a postcode), number of reviews, then id for stable pages.
 */
export function buildSearchQuery(q: SearchTradesmenQuery, origin: Origin | null, table = 'tradesmen'): SqlQuery {
  const values: unknown[] = [];
  const p: Param = (v) => `$${values.push(v)}`;
  const from = [`${table} t`];
  const select = [PROFILE_COLUMNS];
  const order: string[] = [];
  const words = q.search ? prefixTsQuery(q.search) : null;
  // ts_rank, not ts_rank_cd: a third cheaper on broad words, and the weights are what rank here (decision note).
  if (words) from.push(`to_tsquery('english', ${p(words)}) query`);
  if (words) order.push('ts_rank(t.search, query) DESC');
  const where = [...(words ? ['t.search @@ query'] : []), ...filterClauses(q, origin, p)];
  order.push('t.rating DESC');
  if (origin) {
    select.push(`${distanceFilter(origin, q.maxDistance ?? DEFAULT_MAX_DISTANCE_MILES, p, where)} AS distance_miles`);
    order.push('distance_miles ASC');
  }
  order.push('t.total_reviews DESC', 't.id');
  const text = `SELECT ${select.join(', ')} FROM ${from.join(', ')}
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY ${order.join(', ')} LIMIT ${p(q.limit)} OFFSET ${p(q.offset)}`;
  return { text, values };
}

/**
 * Distance: a latitude/longitude box the (latitude, longitude) index can serve, then the exact
 * haversine on what is left. Adds both to `where`; returns the distance expression in miles.
 */
function distanceFilter(o: Origin, miles: number, p: Param, where: string[]): string {
  const dLat = miles / MILES_PER_DEGREE;
  const widestLat = Math.min(89, Math.abs(o.latitude) + dLat);
  const dLng = miles / (MILES_PER_DEGREE * Math.cos((widestLat * Math.PI) / 180));
  const lat = p(o.latitude);
  const lng = p(o.longitude);
  const distance = `(${EARTH_RADIUS_MILES} * 2 * asin(least(1, sqrt(
      power(sin(radians(t.latitude - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(t.latitude)) * power(sin(radians(t.longitude - ${lng}::float8) / 2), 2)))))`;
  where.push(
    `t.latitude BETWEEN ${p(o.latitude - dLat)} AND ${p(o.latitude + dLat)}`,
    `t.longitude BETWEEN ${p(o.longitude - dLng)} AND ${p(o.longitude + dLng)}`,
    `${distance} <= ${p(miles)}`,
  );
  return distance;
}

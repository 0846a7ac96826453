import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import {
  DEFAULT_MAX_DISTANCE_MILES,
  RESPONSE_TIMES,
  postcodeInLocation,
  tradesmanSearchResultSchema,
  type SearchTradesmenQuery,
} from '@tradeguild/contracts';
import type { Origin } from './postcodes.ts';
import { DISTANCE_HALF_MILES, DISTANCE_PENALTY } from './bayesian-score.ts';
import { PROFILE_COLUMNS } from './columns.ts';
import { notHidden } from '../moderation/hidden.ts';

const EARTH_RADIUS_MILES = 3958.8;
// A degree of latitude is 68.7 to 69.4 miles; the smaller figure makes the box a little too big, never too small.
const MILES_PER_DEGREE = 68.7;

const words = (text: string) =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8) ?? [];

/** 'kitchen refit' -> 'kitchen:* & refit:*': every word must match, as a prefix, after stemming. */
export function prefixTsQuery(text: string): string | null {
  const w = words(text);
  return w.length ? w.map((x) => `${x}:*`).join(' & ') : null;
}

/**
 * 'Headingley, Leeds' -> 'headingley:D & leeds:D': whole words of the location part of the document
 * (weight D, see search-vector.ts). Whole words, not prefixes: the planner estimates them from the
 * column statistics, so an area nobody is in is answered from the index instead of a full walk.
 */
export function areaTsQuery(text: string): string | null {
  const w = words(text);
  return w.length ? w.map((x) => `${x}:D`).join(' & ') : null;
}

/** 1hour ... 3days: a filter of 24hours also takes the faster 1hour and 2hours. */
const asFastAs = (rt: (typeof RESPONSE_TIMES)[number]) => RESPONSE_TIMES.slice(0, RESPONSE_TIMES.indexOf(rt) + 1);

/** Every filter except text and distance, as WHERE clauses. */
function filterClauses(q: SearchTradesmenQuery, origin: Origin | null): FragmentSqlToken[] {
  // A profile hidden through a report is left out of every search (moderation, decision 0051).
  const where: FragmentSqlToken[] = [notHidden('profile', sql.fragment`t.id`, null), sql.fragment`NOT t.closed`];
  const area = q.location && !origin && !postcodeInLocation(q.location) ? areaTsQuery(q.location) : null;
  if (area) where.push(sql.fragment`t.search @@ to_tsquery('english', ${area})`);
  if (q.category) where.push(sql.fragment`t.trade_categories @> ARRAY[${q.category}]::text[]`);
  if (q.specializations?.length) where.push(sql.fragment`t.specializations @> ${sql.array(q.specializations, 'text')}`);
  if (q.availability) where.push(sql.fragment`t.availability = ${q.availability}`);
  if (q.minRating) where.push(sql.fragment`t.rating >= ${q.minRating}`);
  if (q.minHourlyRate !== undefined) where.push(sql.fragment`t.hourly_rate >= ${q.minHourlyRate}`);
  if (q.maxHourlyRate !== undefined) where.push(sql.fragment`t.hourly_rate <= ${q.maxHourlyRate}`);
  if (q.verified) where.push(sql.fragment`t.verified`);
  if (q.hasReviews) where.push(sql.fragment`t.total_reviews > 0`);
  if (q.responseTime) where.push(sql.fragment`t.response_time = ANY(${sql.array(asFastAs(q.responseTime), 'text')})`);
  if (q.projectType) where.push(sql.fragment`t.project_types @> ARRAY[${q.projectType}]::text[]`);
  return where;
}

/**
 * Distance: a latitude/longitude box the (latitude, longitude) index can serve, then the exact
 * haversine on what is left. Adds both to `where`; returns the distance expression in miles.
 */
function distanceFilter(o: Origin, miles: number, where: FragmentSqlToken[]): FragmentSqlToken {
  const dLat = miles / MILES_PER_DEGREE;
  const widestLat = Math.min(89, Math.abs(o.latitude) + dLat);
  const dLng = miles / (MILES_PER_DEGREE * Math.cos((widestLat * Math.PI) / 180));
  const distance = sql.fragment`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
      power(sin(radians(t.latitude - ${o.latitude}::float8) / 2), 2)
      + cos(radians(${o.latitude}::float8)) * cos(radians(t.latitude)) * power(sin(radians(t.longitude - ${o.longitude}::float8) / 2), 2)))))`;
  where.push(
    sql.fragment`t.latitude BETWEEN ${o.latitude - dLat} AND ${o.latitude + dLat}`,
    sql.fragment`t.longitude BETWEEN ${o.longitude - dLng} AND ${o.longitude + dLng}`,
    sql.fragment`${distance} <= ${miles}`,
  );
  return distance;
}

/** FROM and WHERE of a search, shared by the page and its count. */
function searchParts(q: SearchTradesmenQuery, origin: Origin | null, table: string) {
  const from = [sql.fragment`${sql.identifier([table])} t`];
  const text = q.search ? prefixTsQuery(q.search) : null;
  if (text) from.push(sql.fragment`to_tsquery('english', ${text}) query`);
  const where = [...(text ? [sql.fragment`t.search @@ query`] : []), ...filterClauses(q, origin)];
  const distance = origin ? distanceFilter(origin, q.maxDistance ?? DEFAULT_MAX_DISTANCE_MILES, where) : null;
  const whereSql = where.length ? sql.fragment`WHERE ${sql.join(where, sql.fragment` AND `)}` : sql.fragment``;
  return { fromSql: sql.join(from, sql.fragment`, `), whereSql, text, distance };
}

/** Whether the order starts with text relevance: best match (and distance without a postcode, which falls back to it) with a search text. */
const ranksByText = (q: SearchTradesmenQuery, text: string | null, hasDistance: boolean) =>
  text !== null && (q.sort === 'best' || q.sort === undefined || (q.sort === 'distance' && !hasDistance));

/** Best match with a postcode: the Bayesian score less a levelling distance penalty (bayesian-score.ts, decision 0053). */
const bestNear = (distance: FragmentSqlToken) =>
  sql.fragment`(t.bayes_score::float8 - ${DISTANCE_PENALTY}::float8 * ${distance} / (${distance} + ${DISTANCE_HALF_MILES}::float8)) DESC`;

/** ORDER BY for each sort choice without a text relevance step; every one ends on id so pages never overlap. */
function orderOf(q: SearchTradesmenQuery, distance: FragmentSqlToken | null): FragmentSqlToken[] {
  const hasDistance = distance !== null;
  const byDistance = hasDistance ? [sql.fragment`distance_miles ASC`] : [];
  // The Bayesian score (bayesian-score.ts), a stored column so best match can walk the tradesmen_best index.
  const bayes = sql.fragment`t.bayes_score DESC`;
  const id = sql.fragment`t.id`;
  switch (q.sort) {
    case 'distance':
      return hasDistance ? [...byDistance, bayes, id] : [bayes, id];
    case 'rating':
      return [sql.fragment`t.rating DESC`, sql.fragment`t.total_reviews DESC`, id];
    case 'reviews':
      return [sql.fragment`t.total_reviews DESC`, bayes, ...byDistance, id];
    case 'best':
    default:
      return [...(distance ? [bestNear(distance)] : []), bayes, ...byDistance, sql.fragment`t.total_reviews DESC`, id];
  }
}

/**
 * How many matches text relevance orders: the best-rated ones by the Bayesian score. A broad word
 * matches thousands of profiles and `ts_rank` had to score each of them before the first page
 * (docs/decisions/0030-tradesmen-search-ranking.md); the candidates are found by walking tradesmen_best.
 */
export const RANKED_CANDIDATES = 500;

/**
 * Best match with a search text: the RANKED_CANDIDATES best-scored matches ordered by `ts_rank`
 * (then score, distance, reviews, id), then every further match by score, distance, reviews, id.
 * The second part is only read for pages that reach past the candidates. ts_rank, not ts_rank_cd:
 * a third cheaper on broad words, and the weights are what rank here
 * (docs/decisions/0030-tradesmen-search-ranking.md, alternatives).
 */
function rankedSearchSql(q: SearchTradesmenQuery, parts: ReturnType<typeof searchParts>, table: string) {
  const { fromSql, whereSql, distance } = parts;
  const dist = distance ? sql.fragment`round(${distance}::numeric, 1)` : sql.fragment`NULL::numeric`;
  const keys = sql.fragment`t.bayes_score AS bayes, ${dist} AS dist, t.total_reviews AS reviews`;
  const candidates = sql.fragment`
    SELECT t.id, ts_rank(t.search, query) AS relevance, ${keys} FROM ${fromSql} ${whereSql}
     ORDER BY t.bayes_score DESC, t.total_reviews DESC, t.id LIMIT ${RANKED_CANDIDATES}`;
  const branches = [sql.fragment`(SELECT c.id, 0 AS part, c.relevance, c.bayes, c.dist, c.reviews FROM candidates c)`];
  if (q.offset + q.limit > RANKED_CANDIDATES) {
    branches.push(sql.fragment`(
      SELECT t.id, 1 AS part, 0::real AS relevance, ${keys} FROM ${fromSql} ${whereSql} AND t.id NOT IN (SELECT id FROM candidates)
       ORDER BY t.bayes_score DESC, dist ASC, t.total_reviews DESC, t.id LIMIT ${q.offset + q.limit})`);
  }
  const select = [PROFILE_COLUMNS];
  if (distance) select.push(sql.fragment`page.dist::float8 AS distance_miles`);
  return sql.type(tradesmanSearchResultSchema)`
    WITH candidates AS (${candidates}),
    page AS (
      SELECT * FROM (${sql.join(branches, sql.fragment` UNION ALL `)}) u
       ORDER BY part, relevance DESC, bayes DESC, dist ASC, reviews DESC, id LIMIT ${q.limit} OFFSET ${q.offset})
    SELECT ${sql.join(select, sql.fragment`, `)} FROM page JOIN ${sql.identifier([table])} t ON t.id = page.id
     ORDER BY page.part, page.relevance DESC, page.bayes DESC, page.dist ASC, page.reviews DESC, page.id`;
}

/**
 * The one SQL for GET /api/tradesmen (the benchmark runs it too, on its own copy of the table).
 * Ordered by `q.sort` (best match by default: text relevance among the best-scored matches, Bayesian rating, distance).
 */
export function searchTradesmenSql(q: SearchTradesmenQuery, origin: Origin | null, table = 'tradesmen') {
  const parts = searchParts(q, origin, table);
  const { fromSql, whereSql, text, distance } = parts;
  if (ranksByText(q, text, distance !== null)) return rankedSearchSql(q, parts, table);
  const select = [PROFILE_COLUMNS];
  if (distance) select.push(sql.fragment`round(${distance}::numeric, 1) AS distance_miles`);
  const order = orderOf(q, distance);
  return sql.type(tradesmanSearchResultSchema)`
    SELECT ${sql.join(select, sql.fragment`, `)} FROM ${fromSql} ${whereSql}
    ORDER BY ${sql.join(order, sql.fragment`, `)} LIMIT ${q.limit} OFFSET ${q.offset}`;
}

/** How many tradesmen the same search matches in all (the X-Total-Count header). */
export function countTradesmenSql(q: SearchTradesmenQuery, origin: Origin | null, table = 'tradesmen') {
  const { fromSql, whereSql } = searchParts(q, origin, table);
  return sql.type(z.object({ total: z.number() }))`SELECT count(*)::int AS total FROM ${fromSql} ${whereSql}`;
}

/**
 * Search latency over 100,000 tradesmen: p50/p95 of typical /search queries, read side only.
 * Rows go straight into a copy of the read-model table (the projection's own DDL) in the bench
 * database; each query is built by the API's buildSearchQuery with its postcode resolved by the
 * API's searchOrigin, so the figures are the endpoint's minus HTTP and JSON.
 *   BENCH_ONLY=search make bench     BENCH_SEARCH_ROWS / BENCH_SEARCH_RUNS to change the size.
 */
import { searchTradesmenQuerySchema, type SearchTradesmenQueryInput } from '@tradeguild/contracts';
import { searchOrigin } from '../backend/src/tradesmen/postcodes.ts';
import type { ReadDb } from '../projections/src/runtime/read-db.ts';
import { searchTradesmenSql } from '../projections/src/tradesmen/search-query.ts';
import { tradesmenTable } from '../projections/src/tradesmen/tables.ts';
import { moderationTables } from '../projections/src/moderation/tables.ts';
import type { BenchContext } from './lib/context.ts';
import { check, percentile, type Check, type Table } from './lib/stats.ts';
import { BENCH_ROWS_SQL } from './search-rows.ts';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 200);
const WARM_UP = 20;
const TARGET_P95_MS = 50;
const TABLE = 'bench_tradesmen';

export const SEARCH_BENCH_QUERIES: [name: string, query: SearchTradesmenQueryInput][] = [
  ['trade + postcode + 25 miles', { category: 'plumber', location: 'M1 1AE', maxDistance: '25' }],
  ['free text', { search: 'bathroom design' }],
  ['minRating + verified', { minRating: '4.5', verified: 'true' }],
  ['specializations + availability', { specializations: 'Underfloor Heating,Eco-Friendly Systems', availability: 'available' }],
  ['hourly rate + has reviews + page 3', { minHourlyRate: '30', maxHourlyRate: '60', hasReviews: 'true', offset: '40' }],
  ['text + trade + postcode + 10 miles', { search: 'heritage', category: 'carpenter', location: 'bs1 4dj', maxDistance: '10' }],
];

async function timeQuery(db: ReadDb, input: SearchTradesmenQueryInput): Promise<{ ms: number; results: number }> {
  const started = performance.now();
  const q = searchTradesmenQuerySchema.parse(input);
  const origin = await searchOrigin(db, q.location);
  const rows = await db.any(searchTradesmenSql(q, origin, TABLE));
  return { ms: performance.now() - started, results: rows.length };
}

async function measure(db: ReadDb, input: SearchTradesmenQueryInput): Promise<{ times: number[]; results: number }> {
  for (let i = 0; i < WARM_UP; i++) await timeQuery(db, input);
  const times: number[] = [];
  let results = 0;
  for (let i = 0; i < RUNS; i++) {
    const run = await timeQuery(db, input);
    times.push(run.ms);
    results = run.results;
  }
  return { times, results };
}

export async function benchSearch(ctx: BenchContext): Promise<Table> {
  const { pool } = ctx;
  await pool.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await pool.query(tradesmenTable(TABLE));
  // Searches leave out profiles hidden through a report (an empty table here).
  await pool.query(`DROP TABLE IF EXISTS hidden_subjects`);
  await pool.query(moderationTables.hidden_subjects!('hidden_subjects'));
  try {
    const seeding = performance.now();
    await pool.query(BENCH_ROWS_SQL(TABLE), [ROWS]);
    await pool.query(`VACUUM ANALYZE ${TABLE}`);
    ctx.log(`search: ${ROWS} tradesmen seeded in ${Math.round(performance.now() - seeding)} ms`);
    const rows: (string | number)[][] = [];
    const checks: Check[] = [];
    for (const [name, input] of SEARCH_BENCH_QUERIES) {
      const { times, results } = await measure(ctx.db, input);
      const p95 = percentile(times, 95);
      rows.push([name, results, percentile(times, 50), p95, Math.max(...times)]);
      checks.push(check(`search p95: ${name}`, p95, '<', TARGET_P95_MS, ' ms'));
    }
    return {
      title: `Search over ${ROWS.toLocaleString('en-GB')} tradesmen (ms, ${RUNS} runs each after ${WARM_UP} warm-up)`,
      headers: ['query', 'results', 'p50', 'p95', 'max'],
      rows,
      checks,
      notes: ['Read side only: schema parse + postcode lookup + the API query through slonik (rows parsed with the DTO schema), no HTTP.'],
    };
  } finally {
    await pool.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await pool.query(`DROP TABLE IF EXISTS hidden_subjects`);
  }
}

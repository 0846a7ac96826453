/**
 * Find Jobs latency over 50,000 open projects: p50/p95 of typical /api/jobs queries, read side only.
 * Rows go straight into the client_projects and project_invitations tables (the projection's own
 * DDL, under the names the query reads) in the bench database; each query is the API's findJobs
 * with the tradesman's trades and outcode centre as jobSeeker resolves them.
 *   BENCH_ONLY=jobs make bench     BENCH_JOBS_ROWS / BENCH_JOBS_RUNS to change the size.
 */
import {
  findJobsQuerySchema,
  MAX_SERVICE_RADIUS_MILES,
  PROJECT_TRADES,
  PROJECT_TYPES,
  type FindJobsQueryInput,
} from '@tradeguild/contracts';
import { findJobs, type JobSeeker } from '../projections/src/client-projects/queries.ts';
import { clientProjectsTable, projectInvitationsTable } from '../projections/src/client-projects/tables.ts';
import { findOutcode } from '../projections/src/tradesmen/postcodes.ts';
import type { BenchContext } from './lib/context.ts';
import { check, percentile, type Check, type Table } from './lib/stats.ts';

const ROWS = Number(process.env.BENCH_JOBS_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_JOBS_RUNS ?? 200);
const WARM_UP = 20;
const TARGET_P95_MS = 50;

const arr = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;
const draw = (salt: string) => `abs(('x' || substr(md5('${salt}' || i), 1, 8))::bit(32)::int)`;

/** $1 open projects (a tenth of them with two trades), each at a real outcode centre but every twentieth unplaced. */
export const JOBS_SEED_SQL = `
  WITH oc AS (SELECT outcode, latitude, longitude, row_number() OVER (ORDER BY outcode) AS rn FROM uk_outcodes),
  d AS (SELECT i, ${draw('oc')} AS r_oc, ${draw('t1')} AS r_t1, ${draw('t2')} AS r_t2, ${draw('ty')} AS r_ty, ${draw('n')} AS r_n
          FROM generate_series(1::bigint, $1::bigint) i),
  w AS (SELECT ${arr(PROJECT_TRADES)} AS trades, ${arr(PROJECT_TYPES)} AS types,
               ARRAY['Kitchen refit', 'Bathroom renovation', 'Loft conversion', 'Boiler replacement', 'Garden wall', 'Rewire a flat',
                     'New roof tiles', 'Extension groundwork', 'Shop fit-out', 'Sash window repair'] AS titles)
  INSERT INTO client_projects (id, client_id, title, description, project_type, location, budget, required_trades, status, is_multi_trade,
    outcode, latitude, longitude, applicant_count, search, created_at, updated_at)
  SELECT md5('job-' || i)::uuid, 'bench-client-' || (i % 5000), title, title || ' for a family home.', w.types[1 + r_ty % cardinality(w.types)],
         CASE WHEN i % 20 = 0 THEN 'Somewhere' ELSE oc.outcode END, '£' || (1 + r_n % 30) || ',000',
         CASE WHEN i % 10 = 0 THEN ARRAY[w.trades[1 + r_t1 % cardinality(w.trades)], w.trades[1 + (r_t1 + 1 + r_t2 % 3) % cardinality(w.trades)]]
              ELSE ARRAY[w.trades[1 + r_t1 % cardinality(w.trades)]] END,
         'open', i % 10 = 0,
         CASE WHEN i % 20 = 0 THEN NULL ELSE oc.outcode END, CASE WHEN i % 20 = 0 THEN NULL ELSE oc.latitude END, CASE WHEN i % 20 = 0 THEN NULL ELSE oc.longitude END,
         r_n % 7, setweight(to_tsvector('english', title), 'A') || to_tsvector('english', title || ' for a family home. ' || oc.outcode),
         now() - (i % 90) * interval '1 day', now()
    FROM d CROSS JOIN w CROSS JOIN LATERAL (SELECT w.titles[1 + d.r_n % 10] AS title) t
    JOIN oc ON oc.rn = 1 + d.r_oc % (SELECT count(*) FROM uk_outcodes)`;

const SEEKERS: [name: string, trades: string[], outcode: string | null, query: FindJobsQueryInput][] = [
  ['plumber in Manchester, first page', ['Plumber'], 'M1', {}],
  ['electrician in Leeds, 25 miles', ['Electrician'], 'LS6', { maxDistance: '25' }],
  ['three trades in Bristol, page 5', ['Carpenter', 'Plasterer', 'Painter'], 'BS1', { offset: '80' }],
  ['plumber + heating engineer, text "boiler"', ['Plumber', 'Heating Engineer'], 'B1', { search: 'boiler' }],
  ['roofer, renovation only, no postcode', ['Roofer'], null, { projectType: 'renovation' }],
];

export async function benchJobs(ctx: BenchContext): Promise<Table> {
  const { pool } = ctx;
  await pool.query('DROP TABLE IF EXISTS client_projects, project_invitations');
  await pool.query(clientProjectsTable('client_projects'));
  await pool.query(projectInvitationsTable('project_invitations'));
  try {
    const seeding = performance.now();
    await pool.query(JOBS_SEED_SQL, [ROWS]);
    await pool.query('VACUUM ANALYZE client_projects');
    ctx.log(`jobs: ${ROWS} open projects seeded in ${Math.round(performance.now() - seeding)} ms`);
    const rows: (string | number)[][] = [];
    const checks: Check[] = [];
    for (const [name, trades, outcode, input] of SEEKERS) {
      const origin = outcode ? await findOutcode(ctx.db, outcode) : null;
      // The widest travel radius a profile may set: the most matches a seeker can have.
      const seeker: JobSeeker = { userId: 'bench-tradesman', trades, origin, radiusMiles: MAX_SERVICE_RADIUS_MILES };
      const q = findJobsQuerySchema.parse(input);
      const run = async () => {
        const started = performance.now();
        const page = await findJobs(ctx.db, seeker, q);
        return { ms: performance.now() - started, total: page.totalCapped ? `${page.total}+` : page.total };
      };
      for (let i = 0; i < WARM_UP; i++) await run();
      const times: number[] = [];
      let total: number | string = 0;
      for (let i = 0; i < RUNS; i++) {
        const r = await run();
        times.push(r.ms);
        total = r.total;
      }
      const p95 = percentile(times, 95);
      rows.push([name, total, percentile(times, 50), p95, Math.max(...times)]);
      checks.push(check(`jobs p95: ${name}`, p95, '<', TARGET_P95_MS, ' ms'));
    }
    return {
      title: `Find Jobs over ${ROWS.toLocaleString('en-GB')} open projects (ms, ${RUNS} runs each after ${WARM_UP} warm-up)`,
      headers: ['query', 'matches', 'p50', 'p95', 'max'],
      rows,
      checks,
      notes: [
        'Read side only: the API findJobs query through slonik (rows parsed with the DTO schema), no HTTP; outcode centres resolved once per seeker.',
      ],
    };
  } finally {
    await pool.query('DROP TABLE IF EXISTS client_projects, project_invitations');
  }
}

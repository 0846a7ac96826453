/**
 * Find Jobs reads nearest first within growing radii and counts up to a cap (queries.ts findJobs).
 * Every page must be exactly the page of the plain query that measures and sorts every match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJobsQuerySchema, type FindJobsQueryInput } from '@tradeguild/contracts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { createReadDb, type ReadDb } from '../runtime/read-db.ts';
import { findOutcode } from '../tradesmen/postcodes.ts';
import { findJobs, JOBS_COUNT_CAP, jobsRadii, type JobSeeker } from './queries.ts';
import { clientProjectsTable, projectInvitationsTable } from './tables.ts';

let db: TestDatabase;
let read: ReadDb;
const ROWS = 2400;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(clientProjectsTable('client_projects'));
  await db.pool.query(projectInvitationsTable('project_invitations'));
  // Projects at pseudo-random outcode centres, every tenth unplaced, a third of them for plumbers, some created at the same moment;
  // some two-trade ones and some with a trade hired already (Find Jobs hides a project once my trades on it are hired).
  await db.pool.query(
    `
    WITH oc AS (SELECT latitude, longitude, row_number() OVER (ORDER BY outcode) AS rn FROM uk_outcodes)
    INSERT INTO client_projects (id, client_id, title, description, project_type, required_trades, hired_trades, status, latitude, longitude, created_at, updated_at)
    SELECT md5('fj' || i)::uuid, 'c', 'Job ' || i, 'd', CASE WHEN i % 4 = 0 THEN 'renovation' ELSE 'residential' END,
           CASE WHEN i % 3 = 0 THEN ARRAY['Plumber'] WHEN i % 5 = 0 THEN ARRAY['Roofer', 'Plumber'] ELSE ARRAY['Roofer'] END,
           CASE WHEN i % 9 = 0 THEN ARRAY['Plumber'] WHEN i % 10 = 5 THEN ARRAY['Roofer'] WHEN i % 5 = 0 AND i % 7 = 0 THEN ARRAY['Plumber'] ELSE '{}' END, CASE WHEN i % 17 = 0 THEN 'completed' ELSE 'open' END,
           CASE WHEN i % 10 = 0 THEN NULL ELSE oc.latitude END, CASE WHEN i % 10 = 0 THEN NULL ELSE oc.longitude END,
           timestamptz '2026-01-01' + (i % 50) * interval '1 hour', now()
      FROM generate_series(1, $1::int) i JOIN oc ON oc.rn = 1 + abs(('x' || substr(md5('o' || i), 1, 8))::bit(32)::int) % (SELECT count(*) FROM uk_outcodes)`,
    [ROWS],
  );
  await db.pool.query(`INSERT INTO project_invitations (project_id, tradesman_user_id, tradesman_id, created_at)
    SELECT md5('fj' || i)::uuid, 'u-1', md5('t')::uuid, now() FROM generate_series(2, 200, 3) i`);
  await db.pool.query('ANALYZE client_projects');
  read = await createReadDb(db.url, 4);
}, 120_000);
afterAll(async () => {
  await read?.end();
  await db?.drop();
});

/** Every match measured and sorted: what findJobs must agree with. */
async function reference(seeker: JobSeeker, input: FindJobsQueryInput) {
  const asked = findJobsQuerySchema.parse(input);
  // The travel radius caps the distance, with an origin.
  const radius = seeker.origin ? seeker.radiusMiles : null;
  const q = { ...asked, maxDistance: radius === null ? asked.maxDistance : Math.min(asked.maxDistance ?? radius, radius) };
  const o = seeker.origin;
  const { rows } = await db.pool.query<{ id: string; d: number | null }>(
    `SELECT p.id, CASE WHEN $1::float8 IS NULL OR p.latitude IS NULL THEN NULL ELSE round((3958.8::float8 * 2 * asin(least(1, sqrt(
              power(sin(radians(p.latitude - $1) / 2), 2) + cos(radians($1)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - $2) / 2), 2)))))::numeric, 1)::float8 END AS d,
            p.created_at
       FROM client_projects p
      WHERE p.status = 'open'
        AND (EXISTS (SELECT 1 FROM unnest(p.required_trades) t WHERE t = ANY($3) AND t <> ALL(p.hired_trades)) OR p.id IN (SELECT project_id FROM project_invitations WHERE tradesman_user_id = $4))
        AND ($5::text IS NULL OR p.project_type = $5)
      ORDER BY d ASC NULLS LAST, p.created_at DESC, p.id`,
    [o?.latitude ?? null, o?.longitude ?? null, seeker.trades, seeker.userId, q.projectType ?? null],
  );
  // Within the travel radius alone, unplaced projects stay (last).
  const keepUnplaced = asked.maxDistance === undefined && q.maxDistance !== undefined;
  const all = q.maxDistance === undefined ? rows : rows.filter((r) => (r.d === null ? keepUnplaced : r.d <= q.maxDistance!));
  return {
    ids: all.slice(q.offset, q.offset + q.limit).map((r) => r.id),
    distances: all.slice(q.offset, q.offset + q.limit).map((r) => r.d),
    n: all.length,
  };
}

describe('findJobs', () => {
  it('grows the radius with the page and keeps the asked maximum as its last step', () => {
    expect(jobsRadii(20, undefined)).toEqual([15, 38, 94, 234]);
    expect(jobsRadii(20, 30)).toEqual([15, 30]);
    expect(jobsRadii(20, 5)).toEqual([5]);
    expect(jobsRadii(800, undefined)[0]).toBeGreaterThan(90);
  });

  const seekers: [string, string[], string | null, number | null][] = [
    ['M1', ['Plumber'], 'M1', null],
    ['M1 within 60 miles', ['Plumber'], 'M1', 60],
    ['IV1 (remote)', ['Plumber'], 'IV1', null],
    ['IV1 (remote) within 100 miles', ['Plumber'], 'IV1', 100],
    ['BS1 roofer', ['Roofer'], 'BS1', null],
    ['BS1 roofer within 25 miles', ['Roofer'], 'BS1', 25],
    ['no postcode (the radius cannot apply)', ['Plumber'], null, 25],
  ];
  const queries: FindJobsQueryInput[] = [
    {},
    { offset: '20' },
    { offset: '300' },
    { offset: '700', limit: '50' },
    { maxDistance: '25' },
    { maxDistance: '60', offset: '20' },
    { projectType: 'renovation', offset: '40' },
  ];
  for (const [name, trades, outcode, radiusMiles] of seekers) {
    it(`gives exactly the pages of the full sort: ${name}`, async () => {
      const origin = outcode ? await findOutcode(read, outcode) : null;
      const seeker: JobSeeker = { userId: 'u-1', trades, origin, radiusMiles };
      for (const input of queries) {
        const want = await reference(seeker, input);
        const got = await findJobs(read, seeker, findJobsQuerySchema.parse(input));
        const label = JSON.stringify(input);
        expect(
          got.jobs.map((j) => j.id),
          label,
        ).toEqual(want.ids);
        expect(
          got.jobs.map((j) => j.distanceMiles ?? null),
          label,
        ).toEqual(want.distances);
        const q = findJobsQuerySchema.parse(input);
        if (radiusMiles !== null && origin)
          expect(got.jobs.every((j) => j.distanceMiles === null || j.distanceMiles <= radiusMiles)).toBe(true);
        const capAt = Math.max(JOBS_COUNT_CAP, q.offset + q.limit);
        expect({ total: got.total, capped: got.totalCapped }, label).toEqual({ total: Math.min(want.n, capAt), capped: want.n > capAt });
      }
    });
  }

  it('marks invitations and finds invited projects outside my trades', async () => {
    const seeker: JobSeeker = { userId: 'u-1', trades: ['Electrician'], origin: await findOutcode(read, 'LS6'), radiusMiles: null };
    const got = await findJobs(read, seeker, findJobsQuerySchema.parse({ limit: '50' }));
    const want = await reference(seeker, { limit: '50' });
    expect(got.jobs.map((j) => j.id)).toEqual(want.ids);
    expect(got.jobs.length).toBeGreaterThan(0);
    expect(got.jobs.every((j) => j.invited)).toBe(true);
  });
});

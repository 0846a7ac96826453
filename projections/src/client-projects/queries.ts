/** Typed queries over the client_projects read models for Find Jobs, quotes and the client's view. */
import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import {
  applicationSchema,
  PROJECT_TRADES,
  jobDetailSchema,
  jobSchema,
  myApplicationSchema,
  projectApplicationSchema,
  type Application,
  type FindJobsQuery,
  type FindJobsResponse,
  type JobDetail,
  type MyApplication,
  type ProjectApplication,
} from '@tradeguild/contracts';
import type { ReadDb } from '../runtime/read-db.ts';

export { getClientProject, listClientProjects } from './client-project-queries.ts';

/**
 * Who is looking: their user id, the project trades their categories stand for, their outcode centre
 * and how far they travel (the profile's serviceRadiusMiles; null: no limit).
 */
export interface JobSeeker {
  userId: string;
  trades: string[];
  origin: { latitude: number; longitude: number } | null;
  radiusMiles: number | null;
}

/** The distance limit of a search: the one asked for, never past the seeker's travel radius (with an origin). */
export const jobsMaxDistance = (seeker: JobSeeker, asked: number | undefined): number | undefined =>
  seeker.origin && seeker.radiusMiles !== null ? Math.min(asked ?? seeker.radiusMiles, seeker.radiusMiles) : asked;

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle miles between two (latitude, longitude) pairs, rounded to 0.1; null when either is unknown (least() skips nulls). */
const miles = (aLat: FragmentSqlToken, aLng: FragmentSqlToken, bLat: FragmentSqlToken, bLng: FragmentSqlToken) => sql.fragment`
  CASE WHEN ${aLat} IS NULL OR ${bLat} IS NULL THEN NULL ELSE round((${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
    power(sin(radians(${bLat} - ${aLat}) / 2), 2)
    + cos(radians(${aLat})) * cos(radians(${bLat})) * power(sin(radians(${bLng} - ${aLng}) / 2), 2)))))::numeric, 1)::float8 END`;

const distanceFrom = (o: JobSeeker['origin']) =>
  o
    ? miles(sql.fragment`${o.latitude}::float8`, sql.fragment`${o.longitude}::float8`, sql.fragment`p.latitude`, sql.fragment`p.longitude`)
    : sql.fragment`NULL::float8`;

const JOB_COLUMNS = sql.fragment`p.id, p.title, p.description, p.category, p.project_type, p.location, p.budget, p.timeline,
  p.required_trades, p.status, p.is_multi_trade, p.photos, p.created_at, p.updated_at, p.applicant_count, p.hired_trades`;

const tsQuery = (text: string) => {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
};

// A degree of latitude is 68.7 to 69.4 miles; the smaller figure makes the box a little too big, never too small.
const MILES_PER_DEGREE = 68.7;

/** Find Jobs counts matches up to this many (or up to the page asked for) and then says "N+" (`totalCapped`). */
export const JOBS_COUNT_CAP = 1000;

/**
 * Nearest first reads within a radius (miles) that grows until it holds the page: it starts at
 * 15 miles for page 1 (wider for deeper pages, as the area needed grows with the rows) and grows
 * 2.5 times a step; past 250 miles it reads every match.
 */
export function jobsRadii(rowsNeeded: number, maxDistance: number | undefined): number[] {
  const radii: number[] = [];
  for (let r = Math.min(250, 15 * Math.sqrt(rowsNeeded / 20)); r <= 250; r *= 2.5) radii.push(Math.round(r));
  if (maxDistance === undefined) return radii;
  return [...radii.filter((r) => r < maxDistance), maxDistance];
}

/**
 * A latitude/longitude box around the origin, a little larger than `miles` (distances are rounded to
 * 0.1 mile), that the client_projects geo index serves; the exact distance is filtered after it.
 */
function box(o: NonNullable<JobSeeker['origin']>, miles: number): FragmentSqlToken {
  const dLat = (miles + 0.1) / MILES_PER_DEGREE;
  const widestLat = Math.min(89, Math.abs(o.latitude) + dLat);
  const dLng = (miles + 0.1) / (MILES_PER_DEGREE * Math.cos((widestLat * Math.PI) / 180));
  return sql.fragment`p.latitude BETWEEN ${o.latitude - dLat} AND ${o.latitude + dLat}
    AND p.longitude BETWEEN ${o.longitude - dLng} AND ${o.longitude + dLng}`;
}

const jobPageSchema = jobSchema.extend({ withinRadius: z.number().int() });

/**
 * GET /api/jobs: open projects for the seeker's trades or invitations, nearest first, unplaced last.
 * With an origin, the page is read within a growing radius (jobsRadii, up to the asked maximum):
 * once a radius holds offset + limit matches, nothing outside it can be on the page, so only the
 * matches inside are measured and sorted. The total is counted up to JOBS_COUNT_CAP.
 */
export async function findJobs(db: ReadDb, seeker: JobSeeker, query: FindJobsQuery): Promise<FindJobsResponse> {
  const o = seeker.origin;
  const q = { ...query, maxDistance: jobsMaxDistance(seeker, query.maxDistance) };
  // Within the travel radius alone, projects of unknown place (no postcode) stay, last; a distance asked for leaves them out.
  const keepUnplaced = query.maxDistance === undefined && q.maxDistance !== undefined;
  const distance = distanceFrom(o);
  const invited = sql.fragment`EXISTS (SELECT 1 FROM project_invitations i WHERE i.project_id = p.id AND i.tradesman_user_id = ${seeker.userId})`;
  const where: FragmentSqlToken[] = [
    sql.fragment`p.status = 'open'`,
    // Invitations as an id list rather than EXISTS: both sides of the OR are then index conditions.
    // One of my trades not hired yet (the overlap is the index condition), or an invitation.
    sql.fragment`((p.required_trades && ${sql.array(seeker.trades, 'text')}
        AND EXISTS (SELECT 1 FROM unnest(p.required_trades) t WHERE t = ANY(${sql.array(seeker.trades, 'text')}) AND NOT t = ANY(p.hired_trades)))
      OR p.id = ANY(ARRAY(SELECT i.project_id FROM project_invitations i WHERE i.tradesman_user_id = ${seeker.userId})))`,
  ];
  if (q.trade) where.push(sql.fragment`p.required_trades @> ARRAY[${q.trade}]::text[] AND NOT p.hired_trades @> ARRAY[${q.trade}]::text[]`);
  if (q.projectType) where.push(sql.fragment`p.project_type = ${q.projectType}`);
  const text = q.search ? tsQuery(q.search) : null;
  if (text) where.push(sql.fragment`p.search @@ to_tsquery('english', ${text})`);
  const within = (miles: number) => (o ? [box(o, miles), sql.fragment`${distance} <= ${miles}`] : []);
  const withinOrUnplaced = (miles: number) =>
    o ? [sql.fragment`((${box(o, miles)} AND ${distance} <= ${miles}) OR p.latitude IS NULL)`] : [];
  const atMost = (miles: number) => (keepUnplaced && miles === q.maxDistance ? withinOrUnplaced(miles) : within(miles));
  const matches = q.maxDistance === undefined ? where : [...where, ...atMost(q.maxDistance)];

  if (q.maxDistance !== undefined && !o) return { jobs: [], total: 0, totalCapped: false };
  const capAt = Math.max(JOBS_COUNT_CAP, q.offset + q.limit);
  const counting = db.oneFirst(sql.type(z.object({ n: z.number().int() }))`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM client_projects p WHERE ${sql.join(matches, sql.fragment` AND `)} LIMIT ${capAt + 1}) m`);

  const page = (conditions: FragmentSqlToken[]) =>
    db.any(sql.type(jobPageSchema)`
    SELECT ${JOB_COLUMNS}, ${distance} AS distance_miles, ${invited} AS invited,
           count(*) FILTER (WHERE p.latitude IS NOT NULL) OVER ()::int AS within_radius
      FROM client_projects p
     WHERE ${sql.join(conditions, sql.fragment` AND `)}
     ORDER BY distance_miles ASC NULLS LAST, p.created_at DESC, p.id
     LIMIT ${q.limit} OFFSET ${q.offset}`);
  const readPage = async () => {
    if (o) {
      const radii = jobsRadii(q.offset + q.limit, q.maxDistance);
      for (const [i, r] of radii.entries()) {
        // Only the last step (the travel radius) may hold unplaced projects: they sort after every placed one.
        const rows = await page([...where, ...atMost(r)]);
        const last = i === radii.length - 1 && q.maxDistance !== undefined;
        // Enough inside this radius for the page? (An offset past every match inside reads no row: too few as well.)
        if (last || (rows[0]?.withinRadius ?? 0) >= q.offset + q.limit) return rows;
      }
    }
    // No origin (newest first, an index walk), or matches spread too wide: every match.
    return o
      ? page(where)
      : db.any(sql.type(jobPageSchema)`
      SELECT ${JOB_COLUMNS}, NULL::float8 AS distance_miles, ${invited} AS invited, 0 AS within_radius
        FROM client_projects p WHERE ${sql.join(matches, sql.fragment` AND `)}
       ORDER BY p.created_at DESC, p.id LIMIT ${q.limit} OFFSET ${q.offset}`);
  };
  const [rows, n] = await Promise.all([readPage(), counting]);
  return {
    jobs: rows.map(({ withinRadius: _within, ...job }) => job),
    total: Math.min(n, capAt),
    totalCapped: n > capAt,
    ...(o && seeker.radiusMiles !== null ? { radiusMiles: seeker.radiusMiles } : {}),
  };
}

const APPLICATION_COLUMNS = sql.fragment`a.id, a.project_id, a.tradesman_id, a.message, a.proposed_cost, a.estimated_duration, a.trades,
  a.status, a.shortlisted, a.response_message, a.created_at, a.updated_at`;

/**
 * GET /api/jobs/{id}: the project for a tradesman while it is open, or whenever they have quoted
 * on it or were invited; with their latest quote. Null otherwise.
 */
export async function getJob(db: ReadDb, seeker: JobSeeker, projectId: string): Promise<JobDetail | null> {
  const job = await db.maybeOne(sql.type(jobSchema)`
    SELECT ${JOB_COLUMNS}, ${distanceFrom(seeker.origin)} AS distance_miles,
           EXISTS (SELECT 1 FROM project_invitations i WHERE i.project_id = p.id AND i.tradesman_user_id = ${seeker.userId}) AS invited
      FROM client_projects p WHERE p.id = ${projectId}`);
  if (!job) return null;
  const mine = await db.maybeOne(sql.type(applicationSchema)`
    SELECT ${APPLICATION_COLUMNS} FROM project_applications a
     WHERE a.project_id = ${projectId} AND a.tradesman_user_id = ${seeker.userId} ORDER BY a.created_at DESC, a.id LIMIT 1`);
  if (job.status !== 'open' && !mine && !job.invited) return null;
  const myTrades = PROJECT_TRADES.filter((t) => seeker.trades.includes(t));
  return jobDetailSchema.parse({ ...job, myApplication: mine, myTrades });
}

/** Whether this tradesman was hired on the project (may see it in any status). */
export const isHiredOn = async (db: ReadDb, projectId: string, userId: string): Promise<boolean> =>
  (await db.maybeOne(sql.type(z.object({ one: z.number() }))`
    SELECT 1 AS one FROM project_applications WHERE project_id = ${projectId} AND tradesman_user_id = ${userId} AND status = 'accepted' LIMIT 1`)) !==
  null;

/** Whether the tradesman (profile id) was hired on the project: a verified review needs it. */
export const isTradesmanHiredOn = async (db: ReadDb, projectId: string, tradesmanId: string): Promise<boolean> =>
  (await db.maybeOne(sql.type(z.object({ one: z.number() }))`
    SELECT 1 AS one FROM project_applications WHERE project_id = ${projectId} AND tradesman_id = ${tradesmanId} AND status = 'accepted' LIMIT 1`)) !==
  null;

/** A quote and who is on each side of it, for the command routes. */
export const applicationPartiesSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  tradesmanUserId: z.string(),
  clientId: z.string(),
});
export const getApplicationParties = (db: ReadDb, applicationId: string) =>
  db.maybeOne(sql.type(applicationPartiesSchema)`
    SELECT a.id, a.project_id, a.tradesman_user_id, p.client_id
      FROM project_applications a JOIN client_projects p ON p.id = a.project_id WHERE a.id = ${applicationId}`);

/** GET /api/client-projects/{id}/applications: shortlisted first, then pending, accepted, the rest; oldest first. */
export const listProjectApplications = (db: ReadDb, projectId: string): Promise<readonly ProjectApplication[]> =>
  db.any(sql.type(projectApplicationSchema)`
    SELECT ${APPLICATION_COLUMNS},
           extract(epoch FROM a.created_at - coalesce(
             (SELECT i.created_at FROM project_invitations i WHERE i.project_id = a.project_id AND i.tradesman_user_id = a.tradesman_user_id),
             p.created_at))::float8 AS response_seconds,
           json_build_object(
             'id', a.tradesman_id, 'userId', a.tradesman_user_id,
             'verifiedJobs', (SELECT count(*)::int FROM project_applications h JOIN client_projects hp ON hp.id = h.project_id
                               WHERE h.tradesman_user_id = a.tradesman_user_id AND h.status = 'accepted' AND hp.status = 'completed'),
             'businessName', coalesce(t.business_name, 'Business ' || a.tradesman_id),
             'rating', coalesce(t.rating, 0), 'totalReviews', coalesce(t.total_reviews, 0), 'verified', coalesce(t.verified, false),
             'location', t.location,
             'distanceMiles', ${miles(sql.fragment`p.latitude`, sql.fragment`p.longitude`, sql.fragment`t.latitude`, sql.fragment`t.longitude`)}
           ) AS tradesman
      FROM project_applications a
      JOIN client_projects p ON p.id = a.project_id
      LEFT JOIN tradesmen t ON t.id = a.tradesman_id
     WHERE a.project_id = ${projectId}
     ORDER BY a.shortlisted DESC, array_position(ARRAY['pending', 'accepted', 'rejected', 'withdrawn'], a.status), a.created_at, a.id`);

/** GET /api/applications/me: newest first. */
export const listMyApplications = (db: ReadDb, userId: string): Promise<readonly MyApplication[]> =>
  db.any(sql.type(myApplicationSchema)`
    SELECT ${APPLICATION_COLUMNS}, p.title AS project_title, p.status AS project_status
      FROM project_applications a JOIN client_projects p ON p.id = a.project_id
     WHERE a.tradesman_user_id = ${userId} ORDER BY a.created_at DESC, a.id`);

export type { Application };
export { getProjectRoom, getRoomMessagesBefore, listRoomUnread } from './room-queries.ts';

import { z } from 'zod';
import { CLIENT_PROJECT_STATUSES, PROJECT_TRADES, PROJECT_TYPES } from '../shared/constants.ts';
import { APPLICATION_STATUSES, JOBS_PAGE_SIZE } from './constants.ts';
import { clientProjectSchema } from './client-project.types.ts';
import { defineRoute, idParam } from '../shared/route.ts';

const noFilter = (v: unknown) => (v === undefined || v === '' || v === 'all' ? undefined : v);

/**
 * GET /api/jobs (tradesmen): open projects needing one of the caller's trades (or that the caller
 * was invited to quote for), nearest first from the caller's postcode; projects without a known
 * place come last. `trade` narrows to one trade, `maxDistance` (miles) drops farther and unplaced
 * projects, `search` matches words of the title, description, budget and location.
 */
export const findJobsQuerySchema = z.object({
  trade: z.preprocess(noFilter, z.enum(PROJECT_TRADES, { invalid_type_error: 'Unknown trade' }).optional()),
  projectType: z.preprocess(noFilter, z.enum(PROJECT_TYPES).optional()),
  maxDistance: z.preprocess(
    noFilter,
    z.coerce
      .number({ invalid_type_error: 'Maximum distance must be a number' })
      .min(1, 'Maximum distance must be 1 to 500 miles')
      .max(500, 'Maximum distance must be 1 to 500 miles')
      .optional(),
  ),
  search: z.preprocess(noFilter, z.string().trim().max(200, 'Search text must be at most 200 characters').optional()),
  limit: z.preprocess(
    noFilter,
    z.coerce.number().int().min(1, 'limit must be 1 to 50').max(50, 'limit must be 1 to 50').default(JOBS_PAGE_SIZE),
  ),
  offset: z.preprocess(
    noFilter,
    z.coerce.number().int().min(0, 'offset cannot be negative').max(10_000, 'offset must be at most 10000').default(0),
  ),
});
export type FindJobsQueryInput = z.input<typeof findJobsQuerySchema>;
export type FindJobsQuery = z.output<typeof findJobsQuerySchema>;

const money = z.union([z.string(), z.number()]).transform((v) => Number(v).toFixed(2));

/** A project as a tradesman sees it: no client id, with how many have quoted and the distance. */
export const jobSchema = clientProjectSchema.omit({ clientId: true, startDate: true }).extend({
  applicantCount: z.number().int(),
  hiredTrades: z.array(z.enum(PROJECT_TRADES)),
  distanceMiles: z.number().nullable(),
  invited: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;
/** `total` is exact up to 1,000 matches (or the page asked for); past that `totalCapped` is true and the screen says "1000+". */
export const findJobsResponseSchema = z.object({
  jobs: z.array(jobSchema),
  total: z.number().int(),
  totalCapped: z.boolean(),
  /** The seeker's travel distance that limited the search (decision 0052); absent without a postcode. */
  radiusMiles: z.number().int().optional(),
});
export type FindJobsResponse = z.infer<typeof findJobsResponseSchema>;

/** A quote. `responseMessage` is the client's optional note on rejecting. */
export const applicationSchema = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  tradesmanId: z.string().uuid(),
  message: z.string(),
  proposedCost: money,
  estimatedDuration: z.string(),
  trades: z.array(z.enum(PROJECT_TRADES)),
  status: z.enum(APPLICATION_STATUSES),
  shortlisted: z.boolean(),
  responseMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * GET /api/client-projects/{id}/applications: each quote with the tradesman's card, for comparing:
 * `responseSeconds` is the time from the project being posted (or the tradesman being invited) to
 * the quote; `verifiedJobs` the tradesman's hires on TradeGuild projects since completed.
 */
export const projectApplicationSchema = applicationSchema.extend({
  responseSeconds: z.number().nonnegative().nullable().default(null),
  tradesman: z.object({
    id: z.string().uuid(),
    userId: z.string(),
    verifiedJobs: z.number().int().default(0),
    businessName: z.string(),
    rating: z.union([z.string(), z.number()]).transform(Number),
    totalReviews: z.number().int(),
    verified: z.boolean(),
    location: z.string().nullable(),
    distanceMiles: z.number().nullable(),
  }),
});
export type ProjectApplication = z.infer<typeof projectApplicationSchema>;
export const projectApplicationListSchema = z.array(projectApplicationSchema);

/** GET /api/applications/me: the tradesman's quotes with their project's title and status. */
export const myApplicationSchema = applicationSchema.extend({
  projectTitle: z.string(),
  projectStatus: z.enum(CLIENT_PROJECT_STATUSES),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationListSchema = z.array(myApplicationSchema);

/**
 * GET /api/jobs/{id}: the job, with the caller's own latest quote on it (null if none) and the project
 * trades the caller's profile offers (`myTrades`: a quote may cover only those, and only trades not hired).
 */
export const jobDetailSchema = jobSchema.extend({
  myApplication: applicationSchema.nullable(),
  myTrades: z.array(z.enum(PROJECT_TRADES)),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const findJobsRoute = defineRoute({
  method: 'GET',
  path: '/api/jobs',
  query: findJobsQuerySchema,
  response: findJobsResponseSchema,
});
export const jobRoute = defineRoute({ method: 'GET', path: '/api/jobs/:id', params: { id: idParam('Job') }, response: jobDetailSchema });
/** The quotes on a project, for its client. */
export const projectApplicationsRoute = defineRoute({
  method: 'GET',
  path: '/api/client-projects/:id/applications',
  params: { id: idParam('Project') },
  response: projectApplicationListSchema,
});
/** The tradesman's own quotes. */
export const myApplicationsRoute = defineRoute({ method: 'GET', path: '/api/applications/me', response: myApplicationListSchema });

import { PROJECT_TRADE_OF_CATEGORY } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { findJobs, findOutcode, getJob, getTradesman, getTradesmanOfUser, type JobSeeker } from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import { requireUserType, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import { onProject } from './decide.ts';

const routes = apiRoutes.clientProjects;

/** The tradesman as Find Jobs sees them: the trades of their profile, its outcode centre and travel radius. */
async function jobSeeker(deps: AppDeps, userId: string): Promise<JobSeeker> {
  const profile = await getTradesmanOfUser(deps.db, userId);
  if (!profile) return { userId, trades: [], origin: null, radiusMiles: null };
  const outcode = profile.postcode ? profile.postcode.split(' ')[0]! : null;
  const origin = outcode ? await findOutcode(deps.db, outcode) : null;
  const trades = profile.tradeCategories.map((c) => PROJECT_TRADE_OF_CATEGORY[c]);
  return { userId, trades, origin, radiusMiles: profile.serviceRadiusMiles };
}

/** /api/jobs: Find Jobs and a job's page, for tradesmen. */
export function jobRoutes(api: ApiRouter, deps: AppDeps): void {
  // A job is seen as the seeker's profile says (trades, outcode): a profile just saved must count.
  api.use(freshReads(deps, 'client_projects', 'tradesmen'));

  api.on(routes.findJobs, requireUserType('tradesman'), async ({ query }, req, res) => {
    res.json(await findJobs(deps.db, await jobSeeker(deps, user(req).id), query));
  });

  api.on(routes.job, requireUserType('tradesman'), async ({ params }, req, res) => {
    const job = await getJob(deps.db, await jobSeeker(deps, user(req).id), params.id);
    if (!job) throw new NotFoundError('Job not found');
    res.json(job);
  });
}

/** POST /api/tradesmen/{id}/quote-requests: 'Get Quote' on a profile (mounted beside the tradesmen routes). */
export function quoteRequestRoutes(api: ApiRouter, deps: AppDeps): void {
  commandRoutes(api, deps)(routes.requestQuote, requireUserType('client'), async ({ params, body: { projectId } }) => {
    const tradesman = await getTradesman(deps.db, params.id);
    if (!tradesman) throw new NotFoundError('Tradesman not found');
    const command = { type: 'RequestQuote' as const, data: { projectId, tradesmanId: params.id, tradesmanUserId: tradesman.userId } };
    return { ...onProject(projectId, command), id: projectId, status: 201 };
  });
}

import { Router } from 'express';
import { clientProjectStreamId, findJobsQuerySchema, PROJECT_TRADE_OF_CATEGORY, requestQuoteRequestSchema } from '@tradeguild/contracts';
import { findJobs, findOutcode, getJob, getTradesman, getTradesmanOfUser, type JobSeeker } from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import { requireUserType, user } from '../http/auth.ts';
import { runCommand } from '../http/command-route.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { clientProjectDecider } from './decide.ts';

/** The tradesman as Find Jobs sees them: the trades of their profile and its outcode centre. */
async function jobSeeker(deps: AppDeps, userId: string): Promise<JobSeeker> {
  const profile = await getTradesmanOfUser(deps.db, userId);
  if (!profile) return { userId, trades: [], origin: null };
  const outcode = profile.postcode ? profile.postcode.split(' ')[0]! : null;
  const origin = outcode ? await findOutcode(deps.db, outcode) : null;
  return { userId, trades: profile.tradeCategories.map((c) => PROJECT_TRADE_OF_CATEGORY[c]), origin };
}

/** /api/jobs: Find Jobs and a job's page, for tradesmen. */
export function jobRoutes(deps: AppDeps): Router {
  const router = Router();
  // A job is seen as the seeker's profile says (trades, outcode): a profile just saved must count.
  router.use(freshReads(deps, 'client_projects', 'tradesmen'));

  router.get('/', requireUserType('tradesman'), async (req, res) => {
    const query = parseInput(findJobsQuerySchema, req.query);
    res.json(await findJobs(deps.db, await jobSeeker(deps, user(req).id), query));
  });

  router.get('/:id', requireUserType('tradesman'), async (req, res) => {
    const job = await getJob(deps.db, await jobSeeker(deps, user(req).id), pathId(req.params.id, 'Job'));
    if (!job) throw new NotFoundError('Job not found');
    res.json(job);
  });

  return router;
}

/** POST /api/tradesmen/{id}/quote-requests: 'Get Quote' on a profile (mounted beside the tradesmen routes). */
export function quoteRequestRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/:id/quote-requests', requireUserType('client'), async (req, res) => {
    const tradesmanId = pathId(req.params.id, 'Tradesman');
    const { projectId } = parseInput(requestQuoteRequestSchema, req.body);
    const tradesman = await getTradesman(deps.db, tradesmanId);
    if (!tradesman) throw new NotFoundError('Tradesman not found');
    const command = { type: 'RequestQuote' as const, data: { projectId, tradesmanId, tradesmanUserId: tradesman.userId } };
    await runCommand(deps, req, res, {
      streamId: clientProjectStreamId(projectId),
      decider: clientProjectDecider,
      command,
      id: projectId,
      status: 201,
    });
  });
  return router;
}

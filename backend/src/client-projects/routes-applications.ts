import { Router } from 'express';
import { clientProjectStreamId, rejectApplicationRequestSchema } from '@tradeguild/contracts';
import { getApplicationParties, listMyApplications } from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import { requireUser, requireUserType, user } from '../http/auth.ts';
import { runCommand } from '../http/command-route.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { clientProjectDecider } from './decide.ts';

/** /api/applications: the tradesman's quotes, and the steps a quote goes through (the decider says who may). */
export function applicationRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(freshReads(deps, 'client_projects'));

  router.get('/me', requireUserType('tradesman'), async (req, res) => {
    res.json(await listMyApplications(deps.db, user(req).id));
  });

  const steps = [
    ['shortlist', 'ShortlistApplication'],
    ['accept', 'AcceptApplication'],
    ['withdraw', 'WithdrawApplication'],
  ] as const;
  for (const [path, type] of steps) {
    router.post(`/:id/${path}`, requireUser, async (req, res) => {
      const { projectId, applicationId } = await parties(deps, req.params.id);
      const command = { type, data: { projectId, applicationId } };
      await runCommand(deps, req, res, {
        streamId: clientProjectStreamId(projectId),
        decider: clientProjectDecider,
        command,
        id: applicationId,
      });
    });
  }

  router.post('/:id/reject', requireUser, async (req, res) => {
    const { message } = parseInput(rejectApplicationRequestSchema, req.body ?? {});
    const { projectId, applicationId } = await parties(deps, req.params.id);
    const command = { type: 'RejectApplication' as const, data: { projectId, applicationId, message } };
    await runCommand(deps, req, res, {
      streamId: clientProjectStreamId(projectId),
      decider: clientProjectDecider,
      command,
      id: applicationId,
    });
  });

  return router;
}

async function parties(deps: AppDeps, id: string | string[] | undefined) {
  const found = await getApplicationParties(deps.db, pathId(id, 'Quote'));
  if (!found) throw new NotFoundError('Quote not found');
  return { projectId: found.projectId, applicationId: found.id };
}

import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { getApplicationParties, listMyApplications } from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import { requireUser, requireUserType, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import { onProject } from './decide.ts';

const routes = apiRoutes.clientProjects;

/** /api/applications: the tradesman's quotes, and the steps a quote goes through (the decider says who may). */
export function applicationRoutes(api: ApiRouter, deps: AppDeps): void {
  api.use(freshReads(deps, 'client_projects'));
  const command = commandRoutes(api, deps);

  /** The project a quote was sent on: its stream decides every step. */
  const parties = async (id: string) => {
    const found = await getApplicationParties(deps.db, id);
    if (!found) throw new NotFoundError('Quote not found');
    return { projectId: found.projectId, applicationId: found.id };
  };

  api.on(routes.myApplications, requireUserType('tradesman'), async (_input, req, res) => {
    res.json(await listMyApplications(deps.db, user(req).id));
  });

  for (const [route, type] of [
    [routes.shortlist, 'ShortlistApplication'],
    [routes.withdraw, 'WithdrawApplication'],
  ] as const) {
    command(route, requireUser, async ({ params }) => {
      const ids = await parties(params.id);
      return { ...onProject(ids.projectId, { type, data: ids }), id: ids.applicationId };
    });
  }

  command(routes.accept, requireUser, async ({ params, body: { start } }) => {
    const ids = await parties(params.id);
    return { ...onProject(ids.projectId, { type: 'AcceptApplication', data: { ...ids, start } }), id: ids.applicationId };
  });

  command(routes.reject, requireUser, async ({ params, body: { message } }) => {
    const ids = await parties(params.id);
    return { ...onProject(ids.projectId, { type: 'RejectApplication', data: { ...ids, message } }), id: ids.applicationId };
  });
}

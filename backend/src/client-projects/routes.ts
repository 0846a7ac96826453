import { PROJECT_TRADE_OF_CATEGORY, tradesmanStreamId, type ClientProject } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { getClientProject, getTradesmanOfUser, isHiredOn, listClientProjects, listProjectApplications } from '@tradeguild/projections';
import { profileIdOfUser } from '../commands/ids.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { requireUser, requireUserType, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import { onProject } from './decide.ts';
import { mountEditRoutes } from './routes-edit.ts';
import { mountRoomRoutes } from './routes-room.ts';

const routes = apiRoutes.clientProjects;

/** /api/client-projects: a client's projects, the quotes on them and (routes-room.ts) their rooms. */
export function clientProjectRoutes(api: ApiRouter, deps: AppDeps): void {
  // A quote is checked against the tradesman's trades (the tradesmen read model): a profile just saved must count.
  api.use(freshReads(deps, 'client_projects', 'tradesmen'));
  const command = commandRoutes(api, deps);

  command(routes.post, requireUserType('client'), ({ body: { commandId, status: _status, ...fields } }, req) => {
    const projectId = newEntityId(req, commandId, 'clientProject');
    const command = { type: 'PostProject' as const, data: { ...fields, projectId, clientId: user(req).id } };
    return { ...onProject(projectId, command), commandId, creates: true, id: projectId, status: 201 };
  });

  api.on(routes.list, requireUserType('client'), async (_input, req, res) => {
    const projects: readonly ClientProject[] = await listClientProjects(deps.db, user(req).id);
    res.json(projects);
  });

  // The rooms' unread counts (routes-room.ts) are declared before '/:id'.
  mountRoomRoutes(api, deps);

  /** The owner; tradesmen while it is open or once hired on it. */
  api.on(routes.get, requireUser, async ({ params }, req, res) => {
    const project = await getClientProject(deps.db, params.id);
    if (!project) throw new NotFoundError('Project not found');
    const me = user(req);
    const mayRead =
      project.clientId === me.id ||
      (me.userType === 'tradesman' && (project.status === 'open' || (await isHiredOn(deps.db, project.id, me.id))));
    if (!mayRead) throw new ForbiddenError("You don't have permission to see this project");
    res.json(project);
  });

  api.on(routes.applications, requireUser, async ({ params }, req, res) => {
    const project = await getClientProject(deps.db, params.id);
    if (!project) throw new NotFoundError('Project not found');
    if (project.clientId !== user(req).id) throw new ForbiddenError("Only the project's client can see its quotes");
    res.json(await listProjectApplications(deps.db, project.id));
  });

  command(routes.apply, requireUserType('tradesman'), async ({ params, body: { commandId, ...quote } }, req) => {
    const projectId = params.id;
    const tradesmanUserId = user(req).id;
    const tradesmanId = profileIdOfUser(tradesmanUserId);
    // The profile's own stream is the truth about whether it exists (the read model may lag).
    if ((await deps.store.readStream(tradesmanStreamId(tradesmanId))).version === 0) {
      throw new ForbiddenError('Create your business profile before sending a quote');
    }
    const profile = await getTradesmanOfUser(deps.db, tradesmanUserId);
    const tradesmanTrades = (profile?.tradeCategories ?? []).map((c) => PROJECT_TRADE_OF_CATEGORY[c]);
    const applicationId = newEntityId(req, commandId, 'application');
    const data = { ...quote, projectId, applicationId, tradesmanId, tradesmanUserId, tradesmanTrades };
    const command = { type: 'SubmitApplication' as const, data };
    return { ...onProject(projectId, command), commandId, id: applicationId, status: 201 };
  });

  command(routes.changeStatus, requireUserType('client'), ({ params, body }) => ({
    ...onProject(params.id, { type: 'ChangeProjectStatus', data: { projectId: params.id, to: body.status } }),
    id: params.id,
  }));

  mountEditRoutes(command);
}

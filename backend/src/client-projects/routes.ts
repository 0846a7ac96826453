import { Router } from 'express';
import {
  changeProjectStatusRequestSchema,
  clientProjectStreamId,
  postProjectRequestSchema,
  submitApplicationRequestSchema,
  tradesmanStreamId,
  type ClientProject,
} from '@tradeguild/contracts';
import { getClientProject, isHiredOn, listClientProjects, listProjectApplications, listRoomUnread } from '@tradeguild/projections';
import { profileIdOfUser } from '../commands/ids.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { requireUser, requireUserType, user } from '../http/auth.ts';
import { runCommand } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { clientProjectDecider } from './decide.ts';
import { mountRoomRoutes } from './routes-room.ts';

/** /api/client-projects: a client's projects, the quotes on them and (routes-room.ts) their rooms. */
export function clientProjectRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(freshReads(deps, 'client_projects'));
  const onProject = (projectId: string) => ({ streamId: clientProjectStreamId(projectId), decider: clientProjectDecider });

  router.post('/', requireUserType('client'), async (req, res) => {
    const { commandId, status: _status, ...fields } = parseInput(postProjectRequestSchema, req.body);
    const projectId = newEntityId(req, commandId, 'clientProject');
    const command = { type: 'PostProject' as const, data: { ...fields, projectId, clientId: user(req).id } };
    await runCommand(deps, req, res, { ...onProject(projectId), command, commandId, creates: true, id: projectId, status: 201 });
  });

  router.get('/', requireUserType('client'), async (req, res) => {
    const projects: readonly ClientProject[] = await listClientProjects(deps.db, user(req).id);
    res.json(projects);
  });

  /** The caller's project rooms with their unread counts (declared before '/:id'). */
  router.get('/rooms/unread', requireUser, async (req, res) => {
    res.json(await listRoomUnread(deps.db, user(req).id));
  });

  /** The owner; tradesmen while it is open or once hired on it. */
  router.get('/:id', requireUser, async (req, res) => {
    const project = await getClientProject(deps.db, pathId(req.params.id, 'Project'));
    if (!project) throw new NotFoundError('Project not found');
    const me = user(req);
    const mayRead =
      project.clientId === me.id ||
      (me.userType === 'tradesman' && (project.status === 'open' || (await isHiredOn(deps.db, project.id, me.id))));
    if (!mayRead) throw new ForbiddenError("You don't have permission to see this project");
    res.json(project);
  });

  router.get('/:id/applications', requireUser, async (req, res) => {
    const project = await getClientProject(deps.db, pathId(req.params.id, 'Project'));
    if (!project) throw new NotFoundError('Project not found');
    if (project.clientId !== user(req).id) throw new ForbiddenError("Only the project's client can see its quotes");
    res.json(await listProjectApplications(deps.db, project.id));
  });

  router.post('/:id/applications', requireUserType('tradesman'), async (req, res) => {
    const projectId = pathId(req.params.id, 'Project');
    const { commandId, ...quote } = parseInput(submitApplicationRequestSchema, req.body);
    const tradesmanUserId = user(req).id;
    const tradesmanId = profileIdOfUser(tradesmanUserId);
    // The profile's own stream is the truth about whether it exists (the read model may lag).
    if ((await deps.store.readStream(tradesmanStreamId(tradesmanId))).version === 0) {
      throw new ForbiddenError('Create your business profile before sending a quote');
    }
    const applicationId = newEntityId(req, commandId, 'application');
    const command = { type: 'SubmitApplication' as const, data: { ...quote, projectId, applicationId, tradesmanId, tradesmanUserId } };
    await runCommand(deps, req, res, { ...onProject(projectId), command, commandId, id: applicationId, status: 201 });
  });

  router.put('/:id/status', requireUserType('client'), async (req, res) => {
    const projectId = pathId(req.params.id, 'Project');
    const { status } = parseInput(changeProjectStatusRequestSchema, req.body);
    const command = { type: 'ChangeProjectStatus' as const, data: { projectId, to: status } };
    await runCommand(deps, req, res, { ...onProject(projectId), command, id: projectId });
  });

  mountRoomRoutes(router, deps);
  return router;
}

import { Router } from 'express';
import type { Request } from 'express';
import {
  changeProjectStatusRequestSchema,
  markPartDoneRequestSchema,
  markRoomReadRequestSchema,
  postProjectRequestSchema,
  postRoomMessageRequestSchema,
  roomMessagesQuerySchema,
  submitApplicationRequestSchema,
  type ClientProject,
  type CommandResult,
} from '@tradeguild/contracts';
import {
  getClientProject,
  getProjectRoom,
  getRoomMessagesBefore,
  isHiredOn,
  listClientProjects,
  listProjectApplications,
  listRoomUnread,
} from '@tradeguild/projections/client-projects/queries';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { requireUser, requireUserType, user } from '../http/auth.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { execute } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { profileIdOfUser, tradesmanStream } from '../tradesmen/command.ts';
import { clientProjectStream, runProjectCommand } from './command.ts';
import { clientProjectDecider } from './decide.ts';

export function clientProjectRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(freshReads(deps, 'client_projects'));

  router.post('/', requireUserType('client'), async (req, res) => {
    const input = parseInput(postProjectRequestSchema, req.body);
    const { commandId, status: _status, ...fields } = input;
    const projectId = newEntityId(req, commandId, 'clientProject');
    const { position } = await execute(deps, req, {
      streamId: clientProjectStream(projectId),
      decider: clientProjectDecider,
      command: { type: 'PostProject', data: { ...fields, projectId, clientId: user(req).id } },
      commandId,
      creates: true,
    });
    const body: CommandResult = { id: projectId, position: position ?? '' };
    res.status(201).json(body);
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
    if ((await deps.store.readStream(tradesmanStream(tradesmanId))).version === 0) {
      throw new ForbiddenError('Create your business profile before sending a quote');
    }
    const applicationId = newEntityId(req, commandId, 'application');
    const command = { type: 'SubmitApplication' as const, data: { ...quote, projectId, applicationId, tradesmanId, tradesmanUserId } };
    await runProjectCommand(deps, req, res, { projectId, command, commandId, id: applicationId, status: 201 });
  });

  router.put('/:id/status', requireUserType('client'), async (req, res) => {
    const projectId = pathId(req.params.id, 'Project');
    const { status } = parseInput(changeProjectStatusRequestSchema, req.body);
    await runProjectCommand(deps, req, res, { projectId, command: { type: 'ChangeProjectStatus', data: { projectId, to: status } } });
  });

  /** The project room: the client and the hired tradesmen only. */
  /** The project of a room the caller may read (its client, or a tradesman hired on it). */
  async function roomProject(req: Request) {
    const project = await getClientProject(deps.db, pathId(req.params.id, 'Project'));
    if (!project) throw new NotFoundError('Project not found');
    const me = user(req);
    if (project.clientId !== me.id && !(await isHiredOn(deps.db, project.id, me.id))) {
      throw new ForbiddenError('Only the client and the hired tradespeople can see this project room');
    }
    return project;
  }

  router.get('/:id/room', requireUser, async (req, res) => {
    const project = await roomProject(req);
    const room = await getProjectRoom(deps.db, project.id, user(req).id);
    if (!room) throw new NotFoundError('Project not found');
    res.json(room);
  });

  /** 'Load earlier messages': keyset by the message's place in the room. */
  router.get('/:id/room/messages', requireUser, async (req, res) => {
    const project = await roomProject(req);
    const { before, limit } = parseInput(roomMessagesQuerySchema, req.query);
    res.json(await getRoomMessagesBefore(deps.db, project.id, project.clientId, before, limit));
  });

  /** Opening the room reads it (nothing unread: nothing recorded). */
  router.post('/:id/room/read', requireUser, async (req, res) => {
    const projectId = pathId(req.params.id, 'Project');
    const { commandId } = parseInput(markRoomReadRequestSchema, req.body ?? {});
    await runProjectCommand(deps, req, res, { projectId, command: { type: 'MarkRoomRead', data: { projectId } }, commandId });
  });

  /** A hired tradesman marks (some of) their trades done while the work is in progress. */
  router.post('/:id/part-done', requireUserType('tradesman'), async (req, res) => {
    const projectId = pathId(req.params.id, 'Project');
    const { commandId, trades } = parseInput(markPartDoneRequestSchema, req.body);
    await runProjectCommand(deps, req, res, { projectId, command: { type: 'MarkTradePartDone', data: { projectId, trades } }, commandId });
  });

  router.post('/:id/room/messages', requireUser, async (req, res) => {
    const projectId = pathId(req.params.id, 'Project');
    const { commandId, content } = parseInput(postRoomMessageRequestSchema, req.body);
    const messageId = newEntityId(req, commandId, 'roomMessage');
    const command = { type: 'PostRoomMessage' as const, data: { projectId, messageId, content } };
    await runProjectCommand(deps, req, res, { projectId, command, commandId, id: messageId, status: 201 });
  });

  return router;
}

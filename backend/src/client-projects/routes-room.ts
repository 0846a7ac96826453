import type { Request, Router } from 'express';
import {
  clientProjectStreamId,
  markPartDoneRequestSchema,
  markRoomReadRequestSchema,
  postRoomMessageRequestSchema,
  roomMessagesQuerySchema,
} from '@tradeguild/contracts';
import { getClientProject, getProjectRoom, getRoomMessagesBefore, isHiredOn } from '@tradeguild/projections';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { requireUser, requireUserType, user } from '../http/auth.ts';
import { runCommand } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { clientProjectDecider } from './decide.ts';

/** The project room: the client and the hired tradesmen only. */
export function mountRoomRoutes(router: Router, deps: AppDeps) {
  const onProject = (projectId: string) => ({ streamId: clientProjectStreamId(projectId), decider: clientProjectDecider });

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
    const command = { type: 'MarkRoomRead' as const, data: { projectId } };
    await runCommand(deps, req, res, { ...onProject(projectId), command, commandId, id: projectId });
  });

  /** A hired tradesman marks (some of) their trades done while the work is in progress. */
  router.post('/:id/part-done', requireUserType('tradesman'), async (req, res) => {
    const projectId = pathId(req.params.id, 'Project');
    const { commandId, trades } = parseInput(markPartDoneRequestSchema, req.body);
    const command = { type: 'MarkTradePartDone' as const, data: { projectId, trades } };
    await runCommand(deps, req, res, { ...onProject(projectId), command, commandId, id: projectId });
  });

  router.post('/:id/room/messages', requireUser, async (req, res) => {
    const projectId = pathId(req.params.id, 'Project');
    const { commandId, content } = parseInput(postRoomMessageRequestSchema, req.body);
    const messageId = newEntityId(req, commandId, 'roomMessage');
    const command = { type: 'PostRoomMessage' as const, data: { projectId, messageId, content } };
    await runCommand(deps, req, res, { ...onProject(projectId), command, commandId, id: messageId, status: 201 });
  });
}

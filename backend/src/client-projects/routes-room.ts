import type { Request } from 'express';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { getClientProject, getProjectRoom, getRoomMessagesBefore, isHiredOn, listRoomUnread } from '@tradeguild/projections';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { requireUser, requireUserType, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import type { ApiRouter } from '../http/route.ts';
import { onProject } from './decide.ts';

const routes = apiRoutes.projectRooms;

/** The project room: the client and the hired tradesmen only. */
export function mountRoomRoutes(api: ApiRouter, deps: AppDeps) {
  const command = commandRoutes(api, deps);

  /** The project of a room the caller may read (its client, or a tradesman hired on it). */
  async function roomProject(projectId: string, req: Request) {
    const project = await getClientProject(deps.db, projectId);
    if (!project) throw new NotFoundError('Project not found');
    const me = user(req);
    if (project.clientId !== me.id && !(await isHiredOn(deps.db, project.id, me.id))) {
      throw new ForbiddenError('Only the client and the hired tradespeople can see this project room');
    }
    return project;
  }

  /** The caller's project rooms with their unread counts. */
  api.on(routes.unread, requireUser, async (_input, req, res) => {
    res.json(await listRoomUnread(deps.db, user(req).id));
  });

  /** A room's reads refuse a stranger (403) before they look at anything else the stranger sent. */
  const member = { guards: requireUser, authorize: ({ id }: { id: string }, req: Request) => roomProject(id, req) };

  api.on(routes.get, member, async ({ auth: project }, req, res) => {
    const room = await getProjectRoom(deps.db, project.id, user(req).id);
    if (!room) throw new NotFoundError('Project not found');
    res.json(room);
  });

  /** 'Load earlier messages': keyset by the message's place in the room. */
  api.on(routes.messages, member, async ({ auth: project, query }, _req, res) => {
    res.json(await getRoomMessagesBefore(deps.db, project.id, project.clientId, query.before, query.limit));
  });

  /** Opening the room reads it (nothing unread: nothing recorded). */
  command(routes.markRead, requireUser, ({ params, body }) => ({
    ...onProject(params.id, { type: 'MarkRoomRead', data: { projectId: params.id } }),
    commandId: body.commandId,
    id: params.id,
  }));

  /** A hired tradesman marks (some of) their trades done while the work is in progress. */
  command(routes.markPartDone, requireUserType('tradesman'), ({ params, body: { commandId, trades } }) => ({
    ...onProject(params.id, { type: 'MarkTradePartDone', data: { projectId: params.id, trades } }),
    commandId,
    id: params.id,
  }));

  command(routes.postMessage, requireUser, ({ params, body: { commandId, content } }, req) => {
    const messageId = newEntityId(req, commandId, 'roomMessage');
    return {
      ...onProject(params.id, { type: 'PostRoomMessage', data: { projectId: params.id, messageId, content } }),
      commandId,
      id: messageId,
      status: 201,
    };
  });
}

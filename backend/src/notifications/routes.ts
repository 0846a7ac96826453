import { Router } from 'express';
import {
  listNotificationsQuerySchema,
  markNotificationsReadRequestSchema,
  notificationStreamId,
  TOTAL_COUNT_HEADER,
} from '@tradeguild/contracts';
import { listNotifications, ownedAmong, unreadAmong, unreadNotificationCount } from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import { requireUser, user } from '../http/auth.ts';
import { runCommand } from '../http/command-route.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput } from '../http/validate.ts';
import { notificationsDecider } from './decide.ts';

/** /api/notifications: the signed-in person's own notifications, never anyone else's (401 logged out). */
export function notificationRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(requireUser, freshReads(deps, 'notifications'));

  router.get('/', async (req, res) => {
    const q = parseInput(listNotificationsQuerySchema, req.query);
    const { rows, total } = await listNotifications(deps.db, user(req).id, q);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(rows);
  });

  router.get('/unread-count', async (req, res) => {
    res.json({ total: await unreadNotificationCount(deps.db, user(req).id) });
  });

  router.post('/read', async (req, res) => {
    const input = parseInput(markNotificationsReadRequestSchema, req.body);
    const userId = user(req).id;
    let command;
    if (input.ids) {
      const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
      // Someone else's id, or one that never was: the same 404, so ids cannot be probed.
      if ((await ownedAmong(deps.db, userId, ids)).length !== ids.length) throw new NotFoundError('Notification not found');
      command = { type: 'MarkNotificationsRead' as const, data: { userId, unreadIds: await unreadAmong(deps.db, userId, ids) } };
    } else {
      command = {
        type: 'MarkAllNotificationsRead' as const,
        data: { userId, unreadCount: await unreadNotificationCount(deps.db, userId) },
      };
    }
    const streamId = notificationStreamId(userId);
    await runCommand(deps, req, res, { streamId, decider: notificationsDecider, command, commandId: input.commandId, id: streamId });
  });

  return router;
}

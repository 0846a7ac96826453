import { notificationStreamId, TOTAL_COUNT_HEADER } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { listNotifications, ownedAmong, unreadAmong, unreadNotificationCount } from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import { requireUser, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import type { NotificationCommand } from './commands.ts';
import { notificationsDecider } from './decide.ts';

const routes = apiRoutes.notifications;

/** /api/notifications: the signed-in person's own notifications, never anyone else's (401 logged out). */
export function notificationRoutes(api: ApiRouter, deps: AppDeps): void {
  api.use(requireUser, freshReads(deps, 'notifications'));

  api.on(routes.list, async ({ query }, req, res) => {
    const { rows, total } = await listNotifications(deps.db, user(req).id, query);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(rows);
  });

  api.on(routes.unreadCount, async (_input, req, res) => {
    res.json({ total: await unreadNotificationCount(deps.db, user(req).id) });
  });

  commandRoutes(api, deps)(routes.markRead, async ({ body: input }, req) => {
    const userId = user(req).id;
    let command: NotificationCommand;
    if (input.ids) {
      const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
      // Someone else's id, or one that never was: the same 404, so ids cannot be probed.
      if ((await ownedAmong(deps.db, userId, ids)).length !== ids.length) throw new NotFoundError('Notification not found');
      command = { type: 'MarkNotificationsRead', data: { userId, unreadIds: await unreadAmong(deps.db, userId, ids) } };
    } else {
      command = { type: 'MarkAllNotificationsRead', data: { userId, unreadCount: await unreadNotificationCount(deps.db, userId) } };
    }
    const streamId = notificationStreamId(userId);
    return { streamId, decider: notificationsDecider, command, commandId: input.commandId, id: streamId };
  });
}

import type { Redis } from 'ioredis';
import { ADMIN_QUEUES_PATH } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import {
  adminCharts,
  adminMessageById,
  adminMessages,
  adminProjects,
  adminStats,
  adminTradesmen,
  adminUsers,
  recentActivity,
} from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import { requireAdmin, user } from '../http/auth.ts';
import { execute, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import { inspectDecider } from './decide.ts';
import { projectionStatuses, rebuildProjection } from './operations.ts';
import { createQueueBoard } from './queues.ts';
import { createStatusBroadcast } from './status-broadcast.ts';

const routes = apiRoutes.admin;

/** /api/admin: the admin dashboard's reads and actions; every call is the admins' only (401 / 403). */
export function adminRoutes(api: ApiRouter, deps: AppDeps, redis: Redis): { close: () => Promise<void> } {
  api.use(requireAdmin(deps.policy));
  const queues = createQueueBoard(deps);
  api.useAt(ADMIN_QUEUES_PATH, queues.handler);
  api.use(freshReads(deps, 'admin'));
  const broadcast = createStatusBroadcast(deps, redis);

  api.on(routes.stats, async (_input, _req, res) => {
    res.json(await adminStats(deps.db));
  });
  api.on(routes.activity, async ({ query }, _req, res) => {
    res.json(await recentActivity(deps.db, query));
  });
  api.on(routes.charts, async (_input, _req, res) => {
    res.json(await adminCharts(deps.db));
  });

  api.on(routes.tradesmen, async ({ query }, _req, res) => res.json(await adminTradesmen(deps.db, query)));
  api.on(routes.projects, async ({ query }, _req, res) => res.json(await adminProjects(deps.db, query)));
  api.on(routes.messages, async ({ query }, _req, res) => res.json(await adminMessages(deps.db, query)));
  api.on(routes.users, async ({ query }, _req, res) => res.json(await adminUsers(deps.db, query)));

  // Opening a message's content is recorded in its conversation (who looked, when): a POST, not a GET.
  api.on(routes.inspectMessage, async ({ params }, req, res) => {
    const message = await adminMessageById(deps.db, params.id);
    if (!message) throw new NotFoundError('Message not found');
    const { position } = await execute(deps, req, {
      streamId: message.streamId,
      decider: inspectDecider,
      command: { type: 'InspectConversation', data: { messageId: message.id } },
    });
    user(req);
    res.json({ ...message, position: position ?? '' });
  });

  api.on(routes.projections, async (_input, _req, res) => {
    res.json(await projectionStatuses(deps));
  });
  api.on(routes.rebuildProjection, async ({ params }, _req, res) => {
    const started = await rebuildProjection(deps, params.name);
    broadcast.follow();
    res.status(202).json(started);
  });

  return {
    close: async () => {
      broadcast.stop();
      await queues.close();
    },
  };
}

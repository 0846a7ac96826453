import { Router } from 'express';
import type { Redis } from 'ioredis';
import { activityQuerySchema, directoryQuerySchema, type DirectoryFilter, type InspectedMessage } from '@tradeguild/contracts';
import {
  adminCharts,
  adminMessageById,
  adminMessages,
  adminProjects,
  adminStats,
  adminTradesmen,
  adminUsers,
  recentActivity,
  type Page,
} from '@tradeguild/projections';

import { NotFoundError } from '../errors.ts';
import { requireAdmin, user } from '../http/auth.ts';
import { execute, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { inspectDecider } from './decide.ts';
import { projectionStatuses, rebuildProjection } from './operations.ts';
import { createQueueBoard } from './queues.ts';
import { createStatusBroadcast } from './status-broadcast.ts';

type Directory<T> = (db: AppDeps['db'], f: DirectoryFilter) => Promise<Page<T>>;

const PROJECTION_NAME = /^[a-z][a-z0-9_-]{0,62}$/;

/** /api/admin: the admin dashboard's reads and actions; every call is the admins' only (401 / 403). */
export function adminRoutes(deps: AppDeps, redis: Redis): { router: Router; close: () => Promise<void> } {
  const router = Router();
  router.use(requireAdmin(deps.policy));
  const queues = createQueueBoard(deps);
  router.use('/queues', queues.handler);
  router.use(freshReads(deps, 'admin'));
  const broadcast = createStatusBroadcast(deps, redis);

  router.get('/stats', async (_req, res) => {
    res.json(await adminStats(deps.db));
  });
  router.get('/activity', async (req, res) => {
    res.json(await recentActivity(deps.db, parseInput(activityQuerySchema, req.query)));
  });
  router.get('/charts', async (_req, res) => {
    res.json(await adminCharts(deps.db));
  });

  const directory = <T>(path: string, list: Directory<T>) =>
    router.get(path, async (req, res) => {
      res.json(await list(deps.db, parseInput(directoryQuerySchema, req.query)));
    });
  directory('/tradesmen', adminTradesmen);
  directory('/projects', adminProjects);
  directory('/messages', adminMessages);
  directory('/users', adminUsers);

  // Opening a message's content is recorded in its conversation (who looked, when): a POST, not a GET.
  router.post('/messages/:id/inspect', async (req, res) => {
    const message = await adminMessageById(deps.db, pathId(req.params.id, 'Message'));
    if (!message) throw new NotFoundError('Message not found');
    const { position } = await execute(deps, req, {
      streamId: message.streamId,
      decider: inspectDecider,
      command: { type: 'InspectConversation', data: { messageId: message.id } },
    });
    user(req);
    const body: InspectedMessage = { ...message, position: position ?? '' };
    res.json(body);
  });

  router.get('/projections', async (_req, res) => {
    res.json(await projectionStatuses(deps));
  });
  router.post('/projections/:name/rebuild', async (req, res) => {
    const name = String(req.params.name);
    if (!PROJECTION_NAME.test(name)) throw new NotFoundError('Projection not found');
    const started = await rebuildProjection(deps, name);
    broadcast.follow();
    res.status(202).json(started);
  });

  return {
    router,
    close: async () => {
      broadcast.stop();
      await queues.close();
    },
  };
}

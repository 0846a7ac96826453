/**
 * The BullMQ queues (projection wake-ups and push delivery) in bull-board, mounted behind the
 * admin check. Its own express app, so the route listing of the security tests does not walk it.
 */
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import type { RequestHandler } from 'express';
import { ADMIN_QUEUES_PATH } from '@tradeguild/contracts';
import { DELIVERY_QUEUE, projections, wakeQueueName } from '@tradeguild/projections';
import type { AppDeps } from '../http/deps.ts';

export function createQueueBoard(deps: Pick<AppDeps, 'config'>): { handler: RequestHandler; close: () => Promise<void> } {
  const connection = { url: deps.config.REDIS_URL, maxRetriesPerRequest: null, lazyConnect: true };
  const names = [...projections.map((p) => wakeQueueName(p.name)), DELIVERY_QUEUE];
  const queues = names.map((name) => new Queue(name, { connection, prefix: deps.config.QUEUE_PREFIX }));
  const serverAdapter = new ExpressAdapter().setBasePath(ADMIN_QUEUES_PATH);
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'TradeGuild queues' } },
  });
  return {
    handler: serverAdapter.getRouter() as RequestHandler,
    close: async () => {
      await Promise.all(queues.map((q) => q.close()));
    },
  };
}

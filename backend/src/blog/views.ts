import type { Redis } from 'ioredis';
import { storeRunner } from '../commands/runner.ts';
import type { AppDeps } from '../http/deps.ts';
import { recordBlogPostViews } from './operations-post.ts';
import { ViewCounter } from './view-counter.ts';

/** The server's view counter: each flush appends one BlogPostViewsRecorded per post read since the last. */
export function createViewCounter(deps: Pick<AppDeps, 'store' | 'waker' | 'logger' | 'config'>, redis: Redis): ViewCounter {
  const runner = storeRunner(deps.store);
  const counter = new ViewCounter(
    redis,
    deps.config.QUEUE_PREFIX,
    async (postId, count, commandId) => {
      await recordBlogPostViews(runner, { postId, count, commandId });
      await deps.waker.wakeAll().catch(() => undefined);
    },
    deps.logger,
  );
  counter.start();
  return counter;
}

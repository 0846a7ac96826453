import { storeRunner } from '../commands/runner.ts';
import type { AppDeps } from '../http/deps.ts';
import { recordBlogPostViews } from './operations-post.ts';
import { ViewBuffer } from './view-buffer.ts';

/** The server's one view buffer: each flush appends one BlogPostViewsRecorded per post read since the last. */
export function createViewBuffer(deps: Pick<AppDeps, 'store' | 'waker' | 'logger'>): ViewBuffer {
  const runner = storeRunner(deps.store);
  const buffer = new ViewBuffer(async (postId, count) => {
    await recordBlogPostViews(runner, { postId, count });
    await deps.waker.wakeAll().catch(() => undefined);
  }, deps.logger);
  buffer.start();
  return buffer;
}

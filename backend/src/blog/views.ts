import { formatCheckpoint } from '@tradeguild/contracts';
import { handleCommand } from '../commands/handle-command.ts';
import type { AppDeps } from '../http/deps.ts';
import { recordBlogPostViews } from './post-commands.ts';
import type { BlogCommandRunner } from './runner.ts';
import { ViewBuffer } from './view-buffer.ts';

/** Appends outside any request: no actor, no correlation but the command's own. */
export const storeRunner = (store: AppDeps['store'], actorId: string | null = null, now?: () => Date): BlogCommandRunner => ({
  store,
  run: async (r) => {
    const outcome = await handleCommand(store, { ...r, actorId, now });
    return { position: outcome.position ? formatCheckpoint(outcome.position) : null };
  },
});

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

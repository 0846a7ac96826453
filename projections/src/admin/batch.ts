/**
 * Set-based application of a batch of events to the admin read models (a rebuild runs 10,000 at a
 * time). The same handlers run, in commit order, against a store (`BatchStore`) that:
 *  1. loads once, in one statement, every row the batch's events name (users, tradesmen, projects,
 *     quotes, forum threads and replies, blog posts) and which of the events already have their
 *     activity item, the idempotency guard (batch-preload.ts);
 *  2. answers the handlers' reads from those rows as the earlier events of the batch changed them,
 *     and keeps their writes in memory, counter and per-day deltas summed (batch-store.ts, over
 *     batch-rows.ts);
 *  3. flushes: one multi-row statement per table (inserts, updates of the rows that changed, the
 *     activity items in commit order, counters, per-day figures and trade mix added once), sent
 *     with the checkpoint (batch-flush.ts).
 * It must end with exactly the rows, and queue exactly the pushes in the same order, as the
 * one-by-one handlers on `sqlStore` (the projection specs compare them on every event type).
 */
import type { RecordedEvent } from '@tradeguild/contracts';
import type { BatchContext } from '../runtime/types.ts';
import type { AdminHandler } from './activity.ts';
import { BatchStore } from './batch-store.ts';

/** The runtime's batch entry point for the admin projection. */
export function adminBatch(handlers: Record<string, AdminHandler | undefined>) {
  return async (events: RecordedEvent[], ctx: BatchContext): Promise<void> => {
    const handled = events.filter((e) => handlers[e.type]);
    if (handled.length === 0) return;
    const store = new BatchStore(ctx);
    await store.preload(handled);
    for (const event of handled) await handlers[event.type]!(event, store);
    // Only writes remain: a rebuild reads and decodes its next batch while the database takes them.
    ctx.writing();
    await store.flush();
  };
}

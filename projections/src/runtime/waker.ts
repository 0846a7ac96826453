/**
 * The producer side of wake-ups, for each projection's owner in whichever process: owned here, a
 * direct kick; owned elsewhere, one PostgreSQL NOTIFY naming them all when the waker has a pool
 * (WakeListener; docs/decisions/0045-wake-ups-by-notify.md), else one deduplicated BullMQ job each.
 */
import { Queue } from 'bullmq';
import type pg from 'pg';
import { WAKE_CHANNEL, wakePayload } from './wake-listener.ts';

export const wakeQueueName = (projection: string) => `projection-${projection}`;

export class ProjectionWaker {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly projections: string[],
    redisUrl: string,
    prefix: string,
    /** Wakes a projection owned in this process directly (ProjectionRunner.kickLocal); true when it did. */
    private readonly local: (projection: string) => boolean = () => false,
    /** Notify through PostgreSQL instead of BullMQ: one statement for all, delivered in under a millisecond. */
    private readonly pool?: pg.Pool,
  ) {
    if (pool) return;
    for (const name of projections) {
      this.queues.set(name, new Queue(wakeQueueName(name), { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix }));
    }
  }

  async wakeAll(): Promise<void> {
    const remote = this.projections.filter((name) => !this.local(name));
    if (remote.length === 0) return;
    if (this.pool) {
      await this.pool.query('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, wakePayload(remote)]);
      return;
    }
    await Promise.all(
      remote.map((name) =>
        this.queues.get(name)!.add('wake', {}, { deduplication: { id: name }, removeOnComplete: true, removeOnFail: 100 }),
      ),
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}

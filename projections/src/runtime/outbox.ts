/**
 * Durable pushes. A handler's pushes are written to `push_outbox` in the same transaction as the
 * read model, so they exist exactly when the rows they announce do.
 *
 * Fast path (`deliverNow`, right after the batch commits): the batch's pushes are published in
 * order from memory, and the rows of those Redis confirmed (the PUBLISH reply: at least one
 * socket.io server subscribed received it) are deleted in one statement. Everything else stays:
 * a push is trusted only on that reply, never on `emit` having been called. (Publishing into a
 * connection that is down queues the command; ioredis sends it on reconnect, possibly before the
 * socket.io adapter's subscriber has subscribed again, and Redis drops it: that is how an earlier
 * fast path lost pushes around an outage.)
 *
 * Durable path: each push not confirmed becomes a BullMQ job whose id is the effect's own id
 * (event id + projection + index: enqueued twice, run once), which publishes it, requires the same
 * confirmation (else it fails and BullMQ retries) and then deletes the row. A process that dies
 * between commit and delivery, or mid-delivery, leaves the row; the sweeper enqueues it again.
 * Delivery is at least once; every payload carries its effect id, by which clients drop a repeat.
 */
import { Queue, Worker } from 'bullmq';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Push } from './types.ts';

export const DELIVERY_QUEUE = 'push-delivery';
const SWEEP_MS = 2_000;
/** Older than this and not delivered: the job that should have delivered it is presumed lost. */
const STRANDED_MS = 3_000;

export interface OutboxPush extends Push {
  effectId: string;
}

export function outboxRows(pushes: OutboxPush[]): [string[], string[], string[], string[]] {
  return [
    pushes.map((p) => p.effectId),
    pushes.map((p) => p.room),
    pushes.map((p) => p.event),
    pushes.map((p) => JSON.stringify(p.payload)),
  ];
}

/** The outbox insert, as a CTE of the batch's checkpoint statement; its four parameters are outboxRows' arrays. */
export const outboxInsertCte = (first: number) =>
  `outbox AS (INSERT INTO push_outbox (effect_id, room, event, payload)
     SELECT * FROM unnest($${first}::text[], $${first + 1}::text[], $${first + 2}::text[], $${first + 3}::jsonb[]) ON CONFLICT (effect_id) DO NOTHING)`;

/** Payloads that are objects carry the effect id, so a client can drop a second delivery. */
const withEffectId = (payload: unknown, effectId: string) =>
  payload && typeof payload === 'object' && !Array.isArray(payload) ? { ...payload, effectId } : payload;

/**
 * Publishes one push; resolves with the number of socket.io servers that received it (the PUBLISH
 * reply), rejects when it could not be sent now (Redis not connected: never queued for later).
 */
export type EmitPush = (push: Push) => Promise<number>;

export class PushDelivery {
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly o: { pool: pg.Pool; redisUrl: string; queuePrefix: string; logger: Logger; emit: EmitPush }) {
    this.queue = new Queue(DELIVERY_QUEUE, { connection: { url: o.redisUrl, maxRetriesPerRequest: null }, prefix: o.queuePrefix });
  }

  /** Runs deliveries and the sweeper in this process. */
  start(): void {
    this.worker = new Worker(
      DELIVERY_QUEUE,
      async (job) => this.deliver(String(job.data.effectId), job.attemptsMade + 1 >= (job.opts.attempts ?? 1)),
      {
        connection: { url: this.o.redisUrl, maxRetriesPerRequest: null },
        prefix: this.o.queuePrefix,
        concurrency: 16,
      },
    );
    this.worker.on('error', (err) => this.o.logger.warn({ err }, 'push delivery worker error'));
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    void this.sweep();
  }

  /**
   * The fast path, right after the batch commits. Publishes the batch's pushes in order (one
   * pipeline on the emitter's connection) and waits for Redis' replies; deletes the rows of those
   * at least one socket.io server received, in one statement; hands the rest to BullMQ (and if that
   * fails too, the sweeper finds them). Until the delete commits every row stays, so a process that
   * dies in between leaves them to the sweeper (delivered again, same effect id: at least once).
   */
  async deliverNow(pushes: OutboxPush[]): Promise<void> {
    if (pushes.length === 0) return;
    const replies = await Promise.allSettled(
      pushes.map((p) => this.o.emit({ room: p.room, event: p.event, payload: withEffectId(p.payload, p.effectId) })),
    );
    const delivered: string[] = [];
    const left: string[] = [];
    replies.forEach((r, i) => (r.status === 'fulfilled' && r.value > 0 ? delivered : left).push(pushes[i]!.effectId));
    if (delivered.length) await this.o.pool.query('DELETE FROM push_outbox WHERE effect_id = ANY($1::text[])', [delivered]);
    if (left.length) await this.enqueue(left);
  }

  async enqueue(effectIds: string[]): Promise<void> {
    await this.queue.addBulk(
      effectIds.map((effectId) => ({
        name: 'push',
        data: { effectId },
        opts: { jobId: effectId, attempts: 10, backoff: { type: 'exponential', delay: 200 }, removeOnComplete: true, removeOnFail: 1000 },
      })),
    );
  }

  private async deliver(effectId: string, lastAttempt: boolean): Promise<void> {
    const { rows } = await this.o.pool.query<{ room: string; event: string; payload: unknown }>(
      'SELECT room, event, payload FROM push_outbox WHERE effect_id = $1',
      [effectId],
    );
    const row = rows[0];
    if (!row) return; // delivered already
    const received = await this.o.emit({ room: row.room, event: row.event, payload: withEffectId(row.payload, effectId) });
    // No socket.io server subscribed (one resubscribing after a Redis outage, or none running):
    // try again later. The last attempt lets it go, so a deployment without a socket server does
    // not keep its pushes for ever (a page that connects later loads its data anyway).
    if (received === 0 && !lastAttempt) throw new Error('no socket.io server received the push; retrying');
    if (received === 0) this.o.logger.warn({ effectId }, 'push published to no socket.io server; dropped after its last attempt');
    await this.o.pool.query('DELETE FROM push_outbox WHERE effect_id = $1', [effectId]);
  }

  private async sweep(): Promise<void> {
    try {
      const { rows } = await this.o.pool.query<{ effect_id: string }>(
        `SELECT effect_id FROM push_outbox WHERE created_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT 500`,
        [STRANDED_MS / 1000],
      );
      if (rows.length) await this.enqueue(rows.map((r) => r.effect_id));
    } catch (err) {
      this.o.logger.warn({ err }, 'push outbox sweep failed; will retry');
    }
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.worker?.close();
    await this.queue.close();
  }
}

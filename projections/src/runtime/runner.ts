/**
 * Runs the projections: claims the ones no process owns (ownership.ts) and, for each it owns, runs
 * a catch-up loop (catch-up-loop.ts) woken by PostgreSQL notifications (wake-listener.ts), by
 * deduplicated BullMQ jobs (waker.ts), by this process directly, and by a poll after silence as a
 * safety net. Ordered events never travel through Redis or NOTIFY; Postgres is the log.
 */
import { Worker } from 'bullmq';
import type pg from 'pg';
import type { EventStore } from '@tradeguild/contracts';
import { CatchUpLoop, type KickReason, type LoopOptions } from './catch-up-loop.ts';
import { readAllSource, type EventSource } from './event-source.ts';
import { PushDelivery, type EmitPush } from './outbox.ts';
import { OwnerLocks } from './ownership.ts';
import { ensureGenerations } from './registry.ts';
import type { AnyProjection as Projection } from './types.ts';
import { WakeListener } from './wake-listener.ts';
import { wakeQueueName } from './waker.ts';

export interface RunnerOptions extends LoopOptions {
  store: EventStore;
  /** How the runner reads events; defaults to paged `store.readAll` (EventStoreDB passes its catch-up subscription). */
  source?: EventSource;
  projections: Projection[];
  redisUrl: string;
  queuePrefix: string;
  /** Publishes pushes (socket.io redis emitter, see EmitPush); delivered from the outbox after commit, at least once. */
  emit?: EmitPush;
  /** Safety net: an owned projection looks for work after this long without a wake-up (ms). */
  pollMs?: number;
  /** Take wake-ups by PostgreSQL LISTEN (WakeListener; default true) besides BullMQ jobs. */
  listen?: boolean;
  /** How often a non-owner tries to take over (ms). */
  ownershipRetryMs?: number;
}

export class ProjectionRunner {
  private readonly locks: OwnerLocks;
  private readonly owned = new Map<string, { worker: Worker; loop: CatchUpLoop }>();
  private readonly listener: WakeListener | null;
  private ownershipTimer: NodeJS.Timeout | null = null;
  private claiming: Promise<void> | null = null;
  private stopped = false;

  private readonly delivery: PushDelivery | null;
  private readonly source: EventSource;

  constructor(private readonly o: RunnerOptions) {
    this.source = o.source ?? readAllSource(o.store);
    this.delivery = o.emit
      ? new PushDelivery({ pool: o.pool, redisUrl: o.redisUrl, queuePrefix: o.queuePrefix, logger: o.logger, emit: o.emit })
      : null;
    this.locks = new OwnerLocks(o.pool, o.logger, () => void this.releaseAll());
    this.listener = o.listen === false ? null : new WakeListener(o.pool, o.logger, (names) => this.wake(names));
  }

  /** A notification (WakeListener): the named projections this process owns, or all of them. */
  private wake(names: string[] | null) {
    for (const [name, { loop }] of this.owned) if (!names || names.includes(name)) void loop.kick('wake');
  }

  async start(): Promise<void> {
    for (const p of this.o.projections) await ensureGenerations(this.o.pool, p);
    this.delivery?.start();
    await this.listener?.start();
    await this.claimOwnership();
    this.ownershipTimer = setInterval(() => void this.claimOwnership(), this.o.ownershipRetryMs ?? 2000);
  }

  ownedProjections(): string[] {
    return [...this.owned.keys()];
  }

  /**
   * Wakes a projection this process owns without a trip through BullMQ (the job, its dedupe key and
   * its completion cost several Redis scripts per projection per command); false when another
   * process owns it, which the waker then reaches through BullMQ.
   */
  kickLocal(name: string): boolean {
    const owned = this.owned.get(name);
    if (!owned) return false;
    void owned.loop.kick();
    return true;
  }

  /**
   * One claim at a time: a session advisory lock is re-entrant, so two overlapping claims would
   * both win it and start two loops, one of which nobody could stop.
   */
  private claimOwnership(): Promise<void> {
    this.claiming ??= this.claimFreeProjections().finally(() => {
      this.claiming = null;
    });
    return this.claiming;
  }

  private async claimFreeProjections() {
    if (this.stopped) return;
    let session: pg.PoolClient;
    try {
      session = await this.locks.connect();
    } catch (err) {
      this.o.logger.warn({ err }, 'no connection for the projection locks; will retry');
      return;
    }
    for (const p of this.o.projections) {
      if (this.owned.has(p.name)) continue;
      try {
        // Stopped meanwhile: stop() waits for this claim, then unlocks everything the session holds.
        if ((await this.locks.tryTake(session, p.name)) && !this.stopped) this.own(p);
      } catch (err) {
        this.o.logger.warn({ err, projection: p.name }, 'could not claim projection');
      }
    }
  }

  private own(p: Projection) {
    const loop = new CatchUpLoop(p, this.o, this.source, this.delivery);
    const connection = { url: this.o.redisUrl, maxRetriesPerRequest: null };
    const worker = new Worker(
      wakeQueueName(p.name),
      async (job) => {
        // Let wake-ups that arrive from now on queue a new job: this run may not see their events.
        await job.removeDeduplicationKey();
        await loop.kick();
      },
      { connection, prefix: this.o.queuePrefix, concurrency: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } },
    );
    worker.on('error', (err) => this.o.logger.warn({ err, projection: p.name }, 'wake worker error'));
    loop.startPolling(this.o.pollMs ?? 500);
    this.owned.set(p.name, { worker, loop });
    this.o.logger.info({ projection: p.name }, 'owning projection');
    void loop.kick('start');
  }

  /** Batches that applied events, by what started their pass, summed over the projections this process owns. */
  batchesBy(): Record<KickReason, number> {
    const sum: Record<KickReason, number> = { wake: 0, heldBack: 0, poll: 0, start: 0 };
    for (const { loop } of this.owned.values()) for (const k of Object.keys(sum) as KickReason[]) sum[k] += loop.batchesBy[k];
    return sum;
  }

  private async releaseAll() {
    const owned = [...this.owned.values()];
    this.owned.clear();
    await Promise.all(
      owned.map(async ({ worker, loop }) => {
        loop.stop();
        // The job only kicks the loop, which is stopped and awaited here: no need to wait for it in BullMQ
        // too (after a Redis outage, on a loaded machine, that wait could last a minute).
        await worker.close(true);
        await loop.idle();
        await loop.releaseSource();
      }),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.ownershipTimer) clearInterval(this.ownershipTimer);
    await this.claiming;
    await this.listener?.stop();
    await this.releaseAll();
    await this.locks.releaseAll();
    await this.delivery?.stop();
  }
}

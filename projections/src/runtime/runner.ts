import { Queue, Worker } from 'bullmq';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { EventStore } from '@tradeguild/contracts';
import { applyBatch, CheckpointMovedError } from './apply-batch.ts';
import { readAllSource, type EventSource } from './event-source.ts';
import { PushDelivery, type EmitPush } from './outbox.ts';
import { ensureGenerations, liveGenerations, switchTo, type Generation } from './registry.ts';
import type { AnyProjection as Projection } from './types.ts';

export interface RunnerOptions {
  pool: pg.Pool;
  store: EventStore;
  /** How the runner reads events; defaults to paged `store.readAll` (EventStoreDB passes its catch-up subscription). */
  source?: EventSource;
  projections: Projection[];
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
  /** Publishes pushes (socket.io redis emitter, see EmitPush); delivered from the outbox after commit, at least once. */
  emit?: EmitPush;
  /** Test hook: runs after a batch commits, before its pushes are delivered (a crash there must lose nothing). */
  afterCommit?: (effectIds: string[]) => void;
  batchSize?: number;
  rebuildBatchSize?: number;
  /** Safety net: how often an owner looks for work without a wake-up (ms). */
  pollMs?: number;
  /** How often a non-owner tries to take over (ms). */
  ownershipRetryMs?: number;
}

/** Events per batch: live (a small transaction, pushes soon) and rebuilding (set-based batch handlers gain from big ones). */
export const DEFAULT_BATCH_SIZE = 500;
export const DEFAULT_REBUILD_BATCH_SIZE = 10_000;
/** How long a loop trusts the live generations it read (see CatchUpLoop.liveGenerations). */
const GENERATIONS_TTL_MS = 250;

export const wakeQueueName = (projection: string) => `projection-${projection}`;

/** The session advisory lock that makes a runner the one owner of a projection. */
const OWNER_LOCK_SQL = "hashtextextended('projection-owner:' || $1, 0)";

/** Whether some runner (in any process) owns the projection now. */
export async function projectionHasOwner(pool: pg.Pool, name: string): Promise<boolean> {
  const { rows } = await pool.query<{ owned: boolean }>(
    `WITH k AS (SELECT ${OWNER_LOCK_SQL} AS h)
     SELECT EXISTS (SELECT 1 FROM pg_locks l, k
       WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND l.classid::bigint = (k.h >> 32) & 4294967295 AND l.objid::bigint = k.h & 4294967295) AS owned`,
    [name],
  );
  return rows[0]!.owned;
}

/**
 * Runs the projections: one owner per projection (a session advisory lock), woken by
 * deduplicated BullMQ jobs. Ordered events never travel through Redis; Postgres is the log.
 */
export class ProjectionRunner {
  private lockClient: pg.PoolClient | null = null;
  private readonly owned = new Map<string, { worker: Worker; timer: NodeJS.Timeout; loop: CatchUpLoop }>();
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
  }

  async start(): Promise<void> {
    for (const p of this.o.projections) await ensureGenerations(this.o.pool, p);
    this.delivery?.start();
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
      session = await this.lockSession();
    } catch (err) {
      this.o.logger.warn({ err }, 'no connection for the projection locks; will retry');
      return;
    }
    for (const p of this.o.projections) {
      if (this.owned.has(p.name)) continue;
      try {
        const { rows } = await session.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(${OWNER_LOCK_SQL}) AS ok`, [p.name]);
        // Stopped meanwhile: stop() waits for this claim, then unlocks everything the session holds.
        if (rows[0]?.ok && !this.stopped && this.lockClient === session) this.own(p);
      } catch (err) {
        this.o.logger.warn({ err, projection: p.name }, 'could not claim projection');
      }
    }
  }

  /** The session holding the ownership locks. When it dies its locks go with it: stop, and win them back on a new one. */
  private async lockSession(): Promise<pg.PoolClient> {
    if (this.lockClient) return this.lockClient;
    const session = await this.o.pool.connect();
    session.on('error', (err) => {
      if (this.lockClient !== session) return;
      this.lockClient = null;
      session.release(err); // discards the broken connection instead of pooling it
      this.o.logger.error({ err }, 'projection lock connection lost; giving up ownership until it is won back');
      void this.releaseAll();
    });
    this.lockClient = session;
    return session;
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
    const timer = setInterval(() => void loop.kick(), this.o.pollMs ?? 500);
    this.owned.set(p.name, { worker, timer, loop });
    this.o.logger.info({ projection: p.name }, 'owning projection');
    void loop.kick();
  }

  private async releaseAll() {
    const owned = [...this.owned.values()];
    this.owned.clear();
    await Promise.all(
      owned.map(async ({ worker, timer, loop }) => {
        clearInterval(timer);
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
    await this.releaseAll();
    const session = this.lockClient;
    this.lockClient = null;
    if (session) {
      await session.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      session.release();
    }
    await this.delivery?.stop();
  }
}

/** Runs batches until every live generation of one projection has caught up. */
class CatchUpLoop {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly p: Projection,
    private readonly o: RunnerOptions,
    private readonly source: EventSource,
    private readonly delivery: PushDelivery | null,
  ) {}

  /** The generations this loop has read for: their source state is dropped when it stops. */
  private readonly consumers = new Set<string>();

  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  stop() {
    this.stopped = true;
    if (this.recheckTimer) clearTimeout(this.recheckTimer);
  }

  /** After the last batch: let the source drop what it keeps for this projection's generations. */
  async releaseSource() {
    await Promise.all([...this.consumers].map((id) => this.source.release?.(id).catch(() => undefined)));
    this.consumers.clear();
  }

  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /**
   * The live generations as this loop last read them, their checkpoints moved by its own batches.
   * Read again after GENERATIONS_TTL_MS (a rebuild requested elsewhere starts within that), after
   * this loop switches generations, and after any failure; a stale one cannot do harm, since every
   * batch moves the checkpoint by compare-and-swap (CheckpointMovedError). Saves a registry query per
   * batch: about one in six of the API's queries under a steady stream of commands.
   */
  private generations: { readAt: number; live: Generation[] } | null = null;

  private async liveGenerations(): Promise<Generation[]> {
    if (this.generations && Date.now() - this.generations.readAt < GENERATIONS_TTL_MS) return this.generations.live;
    const live = await liveGenerations(this.o.pool, this.p.name);
    this.generations = { readAt: Date.now(), live };
    return live;
  }

  private async run() {
    do {
      this.again = false;
      try {
        await this.catchUp();
      } catch (err) {
        this.generations = null;
        if (!(err instanceof CheckpointMovedError)) {
          this.o.logger.error({ err, projection: this.p.name }, 'projection batch failed');
          await this.o.pool
            .query("UPDATE projection_registry SET last_error = $2 WHERE projection = $1 AND state <> 'retired'", [
              this.p.name,
              String((err as Error).message).slice(0, 500),
            ])
            .catch(() => undefined);
          return;
        }
      }
    } while (this.again && !this.stopped);
  }

  private async catchUp() {
    let busy = true;
    while (busy && !this.stopped) {
      busy = false;
      // One batch per live generation in turn, so a rebuild never holds up the serving one.
      const live = await this.liveGenerations();
      await this.releaseRetired(live.map((g) => `${this.p.name}:g${g.generation}`));
      for (const gen of live) {
        // A generation of another version has tables this code's handlers do not fit (a version
        // bump): it keeps serving as it is until the new one replaces it.
        if (gen.version !== this.p.version) continue;
        const rebuilding = gen.state === 'building';
        const size = rebuilding ? (this.o.rebuildBatchSize ?? DEFAULT_REBUILD_BATCH_SIZE) : (this.o.batchSize ?? DEFAULT_BATCH_SIZE);
        const consumer = { id: `${this.p.name}:g${gen.generation}`, wake: () => void this.kick() };
        this.consumers.add(consumer.id);
        const { applied, effectIds, pushes, checkpoint, state, heldBack } = await applyBatch(
          this.o.pool,
          this.source,
          this.p,
          gen.generation,
          size,
          consumer,
          gen,
        );
        if (checkpoint) Object.assign(gen, { checkpointTx: checkpoint.tx, checkpointPos: checkpoint.pos });
        if (state !== gen.state) this.generations = null;
        this.o.afterCommit?.(effectIds);
        // Published at once, in order, from memory; a push Redis did not confirm is not a lost push:
        // its row stays in the outbox for BullMQ or the sweeper. Not awaited: with Redis away the read
        // models keep up and the pushes follow when it is back.
        if (pushes.length)
          void this.delivery?.deliverNow(pushes).catch((err) => this.o.logger.warn({ err }, 'delivering pushes failed; the sweeper will'));
        if (applied > 0 && (rebuilding || applied === size)) {
          busy = true;
          this.heldRechecks = 0;
        } else if (applied > 0) {
          // A short batch: everything visible when it was read is applied. Events committed since
          // then have woken (or will wake) the loop again; events held behind the horizon are looked
          // for as after an empty read. Saves a second read and registry query per wake-up.
          this.heldRechecks = 0;
          if (checkpoint && heldBack !== false)
            await this.recheckIfHeldBack({ checkpointTx: checkpoint.tx, checkpointPos: checkpoint.pos });
        } else if (rebuilding) {
          this.generations = null;
          await switchTo(this.o.pool, this.p, gen.generation);
        } else if (heldBack === false) this.heldRechecks = 0;
        else await this.recheckIfHeldBack(gen);
      }
    }
  }

  private async releaseRetired(liveIds: string[]) {
    for (const id of this.consumers) {
      if (liveIds.includes(id)) continue;
      this.consumers.delete(id);
      await this.source.release?.(id).catch(() => undefined);
    }
  }

  /**
   * Committed events can sit behind the horizon while an older append is still open. Its commit
   * wakes us, but a rollback (or a crash before the wake-up) does not. When the read says an append
   * was open, look again a little later, backing off (to 50 ms at most: a longer wait showed up as
   * p99 lag) while the horizon stays put; the poll timer remains the last resort.
   * A timer rather than a spin: the open append's own wake-up usually comes first.
   */
  private heldRechecks = 0;
  private recheckTimer: NodeJS.Timeout | null = null;

  private async recheckIfHeldBack(gen: { checkpointTx: bigint; checkpointPos: bigint }) {
    if (!this.source.hasCommittedAfter || this.recheckTimer || this.stopped) return;
    if (!(await this.source.hasCommittedAfter({ tx: gen.checkpointTx, pos: gen.checkpointPos }))) {
      this.heldRechecks = 0;
      return;
    }
    const delay = Math.min(5 * 2 ** this.heldRechecks++, 50);
    this.recheckTimer = setTimeout(() => {
      this.recheckTimer = null;
      void this.kick();
    }, delay);
  }
}

/** The producer side: one deduplicated wake-up per projection. */
export class ProjectionWaker {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly projections: string[],
    redisUrl: string,
    prefix: string,
    /** Wakes a projection owned in this process directly (ProjectionRunner.kickLocal); true when it did. */
    private readonly local: (projection: string) => boolean = () => false,
  ) {
    for (const name of projections) {
      this.queues.set(name, new Queue(wakeQueueName(name), { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix }));
    }
  }

  async wakeAll(): Promise<void> {
    const remote = [...this.queues.entries()].filter(([name]) => !this.local(name));
    await Promise.all(
      remote.map(([name, q]) => q.add('wake', {}, { deduplication: { id: name }, removeOnComplete: true, removeOnFail: 100 })),
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}

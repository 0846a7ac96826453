/**
 * The catch-up loop of one owned projection: woken (a kick), it runs batches until every live
 * generation has caught up, a rebuild switching over when it has; one run at a time, a kick during
 * a run asks for another.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { applyBatch, CheckpointMovedError } from './apply-batch.ts';
import type { EventSource } from './event-source.ts';
import { GenerationsCache } from './generations-cache.ts';
import { HeldBackRecheck } from './held-back.ts';
import type { OutboxPush, PushDelivery } from './outbox.ts';
import { switchTo, type Generation } from './registry.ts';
import type { AnyProjection as Projection } from './types.ts';

/** Events per batch: live (a small transaction, pushes soon) and rebuilding (set-based batch handlers gain from big ones). */
const DEFAULT_BATCH_SIZE = 500;
export const DEFAULT_REBUILD_BATCH_SIZE = 10_000;

/** What a loop takes from the runner's options (RunnerOptions). */
export interface LoopOptions {
  pool: pg.Pool;
  logger: Logger;
  /** Test hook: runs after a batch commits, before its pushes are delivered (a crash there must lose nothing). */
  afterCommit?: (effectIds: string[]) => void;
  batchSize?: number;
  rebuildBatchSize?: number;
  /** Bench/test hook: every batch that applied events, with what started the pass it ran in. */
  onBatch?: (b: BatchTrace) => void;
}

/**
 * What made the loop look: a wake-up (BullMQ job or a local kick), the held-back re-check, the
 * fallback poll, or the runner taking ownership. A batch that follows a full one in the same pass is
 * counted under the reason of the pass.
 */
export type KickReason = 'wake' | 'heldBack' | 'poll' | 'start';

export interface BatchTrace {
  reason: KickReason;
  applied: number;
  heldBack: boolean | undefined;
  startedAt: number;
  ms: number;
}

/** Runs batches until every live generation of one projection has caught up. */
export class CatchUpLoop {
  private running: Promise<void> | null = null;
  private again: KickReason | null = null;
  private stopped = false;
  /** Batches that applied events, by what started the pass they ran in. */
  readonly batchesBy: Record<KickReason, number> = { wake: 0, heldBack: 0, poll: 0, start: 0 };

  constructor(
    private readonly p: Projection,
    private readonly o: LoopOptions,
    private readonly source: EventSource,
    private readonly delivery: PushDelivery | null,
  ) {
    this.generations = new GenerationsCache(o.pool, p.name);
    this.heldBack = new HeldBackRecheck(source, () => void this.kick('heldBack'));
  }

  /** The generations this loop has read for: their source state is dropped when it stops. */
  private readonly consumers = new Set<string>();
  private readonly generations: GenerationsCache;
  private readonly heldBack: HeldBackRecheck;
  private poll: NodeJS.Timeout | null = null;

  kick(reason: KickReason = 'wake'): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.poll?.refresh();
    if (this.running) {
      // A wake-up outranks a poll or re-check asked for meanwhile: count what really woke it.
      if (this.again === null || reason === 'wake') this.again = reason;
      return this.running;
    }
    this.running = this.run(reason).finally(() => {
      this.running = null;
      this.poll?.refresh();
    });
    return this.running;
  }

  /**
   * The fallback: looks for work when nothing has kicked the loop, nor has it run, for `ms`. Under
   * a steady stream of wake-ups it never fires; when it finds work, a wake-up was lost.
   */
  startPolling(ms: number) {
    this.poll ??= setTimeout(() => {
      void this.kick('poll');
      this.poll?.refresh();
    }, ms);
  }

  stop() {
    this.stopped = true;
    this.heldBack.stop();
    if (this.poll) clearTimeout(this.poll);
  }

  /** After the last batch: let the source drop what it keeps for this projection's generations. */
  async releaseSource() {
    await Promise.all([...this.consumers].map((id) => this.source.release?.(id).catch(() => undefined)));
    this.consumers.clear();
  }

  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async run(first: KickReason) {
    let reason: KickReason | null = first;
    do {
      this.again = null;
      try {
        await this.catchUp(reason);
      } catch (err) {
        this.generations.forget();
        if (!(err instanceof CheckpointMovedError)) return this.failed(err as Error);
      }
      reason = this.again;
    } while (reason && !this.stopped);
  }

  /** A batch failed (not a lost compare-and-swap): the loop stops until the next kick, its error shown in the registry. */
  private async failed(err: Error) {
    this.o.logger.error({ err, projection: this.p.name }, 'projection batch failed');
    await this.o.pool
      .query("UPDATE projection_registry SET last_error = $2 WHERE projection = $1 AND state <> 'retired'", [
        this.p.name,
        String(err.message).slice(0, 500),
      ])
      .catch(() => undefined);
  }

  private async catchUp(reason: KickReason) {
    let busy = true;
    while (busy && !this.stopped) {
      busy = false;
      // One batch per live generation in turn, so a rebuild never holds up the serving one.
      const live = await this.generations.live();
      await this.releaseRetired(live.map((g) => this.consumerId(g)));
      for (const gen of live) {
        // A generation of another version has tables this code's handlers do not fit (a version
        // bump): it keeps serving as it is until the new one replaces it.
        if (gen.version !== this.p.version) continue;
        if (await this.batch(gen, reason)) busy = true;
      }
    }
  }

  private consumerId = (gen: Generation) => `${this.p.name}:g${gen.generation}`;

  /** One batch of one generation; true when a full one (or a rebuild's) says more is waiting. */
  private async batch(gen: Generation, reason: KickReason): Promise<boolean> {
    const startedAt = performance.now();
    const rebuilding = gen.state === 'building';
    const size = rebuilding ? (this.o.rebuildBatchSize ?? DEFAULT_REBUILD_BATCH_SIZE) : (this.o.batchSize ?? DEFAULT_BATCH_SIZE);
    const consumer = { id: this.consumerId(gen), wake: () => void this.kick() };
    this.consumers.add(consumer.id);
    const batch = await applyBatch(this.o.pool, this.source, this.p, gen.generation, size, consumer, gen);
    const { applied, checkpoint, heldBack } = batch;
    if (applied > 0) {
      this.batchesBy[reason]++;
      this.o.onBatch?.({ reason, applied, heldBack, startedAt, ms: performance.now() - startedAt });
    }
    if (checkpoint) Object.assign(gen, { checkpointTx: checkpoint.tx, checkpointPos: checkpoint.pos });
    if (batch.state !== gen.state) this.generations.forget();
    this.o.afterCommit?.(batch.effectIds);
    this.deliver(batch.pushes);
    if (applied > 0 && (rebuilding || applied === size)) {
      this.heldBack.reset();
      return true;
    }
    if (applied > 0) {
      // A short batch: everything visible when it was read is applied. Events committed since
      // then have woken (or will wake) the loop again; events held behind the horizon are looked
      // for as after an empty read. Saves a second read and registry query per wake-up.
      this.heldBack.reset();
      if (checkpoint && heldBack !== false) await this.heldBack.after({ checkpointTx: checkpoint.tx, checkpointPos: checkpoint.pos });
    } else if (rebuilding) {
      this.generations.forget();
      await switchTo(this.o.pool, this.p, gen.generation);
    } else if (heldBack === false) this.heldBack.reset();
    else await this.heldBack.after(gen);
    return false;
  }

  /**
   * Published at once, in order, from memory; a push Redis did not confirm is not a lost push: its
   * row stays in the outbox for BullMQ or the sweeper. Not awaited: with Redis away the read models
   * keep up and the pushes follow when it is back.
   */
  private deliver(pushes: OutboxPush[]) {
    if (pushes.length)
      void this.delivery?.deliverNow(pushes).catch((err) => this.o.logger.warn({ err }, 'delivering pushes failed; the sweeper will'));
  }

  private async releaseRetired(liveIds: string[]) {
    for (const id of this.consumers) {
      if (liveIds.includes(id)) continue;
      this.consumers.delete(id);
      await this.source.release?.(id).catch(() => undefined);
    }
  }
}

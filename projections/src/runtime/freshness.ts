import type pg from 'pg';
import { compareCheckpoints, type Checkpoint } from '@tradeguild/contracts';

/** Every committed batch NOTIFYs this channel (apply-batch.ts), with the projection's name. */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

async function passed(db: Pick<pg.Pool, 'query'>, projections: string[], position: Checkpoint): Promise<boolean> {
  const { rows } = await db.query<{ tx: string; pos: string }>(
    `SELECT checkpoint_tx::text AS tx, checkpoint_pos AS pos FROM projection_registry
      WHERE projection = ANY($1) AND state = 'active'`,
    [projections],
  );
  return rows.length === projections.length && rows.every((r) => compareCheckpoints({ tx: BigInt(r.tx), pos: BigInt(r.pos) }, position) >= 0);
}

/**
 * Waits (bounded) until the serving generation of every named projection has passed `position`,
 * polling. Returns false when it gave up: the answer may then be a little stale, never wrong.
 * Long-lived processes use CheckpointWatcher instead, which waits on notifications.
 */
export async function waitForProjections(pool: pg.Pool, projections: string[], position: Checkpoint | null, timeoutMs: number, pollMs = 10): Promise<boolean> {
  if (!position) return true;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await passed(pool, projections, position)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * Read-your-writes waits without polling: one LISTEN connection per process hears every committed
 * batch, and each waiter re-checks only when a projection it waits for has moved. A slow poll
 * remains as a safety net (a dropped connection, a missed notification).
 */
export class CheckpointWatcher {
  private client: pg.PoolClient | null = null;
  private connecting: Promise<void> | null = null;
  private releaseListener: (() => void) | null = null;
  private readonly waiters = new Set<{ names: Set<string>; wake: () => void }>();
  /** Notifications heard so far, and the checkpoint read in flight with the count it started at. */
  private heard = 0;
  private reading: { heard: number; rows: Promise<{ projection: string; tx: string; pos: string }[]> } | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly safetyPollMs = 250,
  ) {}

  async wait(projections: string[], position: Checkpoint | null, timeoutMs: number): Promise<boolean> {
    if (!position) return true;
    await this.listen().catch(() => undefined); // without a listener the safety poll still answers
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await this.passed(projections, position)) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await this.nextMove(projections, Math.min(left, this.safetyPollMs));
    }
  }

  /**
   * One read of the serving checkpoints answers every waiter that asks while it runs, as long as no
   * notification came in since it started (then the next asker starts a fresh one). Under load,
   * hundreds of requests wait at once; one query per notification instead of one per waiter.
   */
  private async passed(projections: string[], position: Checkpoint): Promise<boolean> {
    if (!this.reading || this.reading.heard !== this.heard) {
      const reading = {
        heard: this.heard,
        rows: this.pool
          .query<{ projection: string; tx: string; pos: string }>(
            `SELECT projection, checkpoint_tx::text AS tx, checkpoint_pos AS pos FROM projection_registry WHERE state = 'active'`,
          )
          .then((r) => r.rows),
      };
      const forget = () => {
        if (this.reading === reading) this.reading = null;
      };
      reading.rows.then(forget, forget);
      this.reading = reading;
    }
    const rows = (await this.reading.rows).filter((r) => projections.includes(r.projection));
    return rows.length === projections.length && rows.every((r) => compareCheckpoints({ tx: BigInt(r.tx), pos: BigInt(r.pos) }, position) >= 0);
  }

  private nextMove(projections: string[], ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiter = { names: new Set(projections), wake: () => done() };
      const timer = setTimeout(() => done(), ms);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve();
      };
      this.waiters.add(waiter);
    });
  }

  private listen(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = await this.pool.connect();
      client.on('notification', (n) => {
        this.heard++;
        for (const w of [...this.waiters]) if (!n.payload || w.names.has(n.payload)) w.wake();
      });
      let released = false;
      const discard = () => {
        if (this.client === client) this.client = null;
        if (!released) client.release(true);
        released = true;
      };
      // Stays attached after close(): a late error on the released connection must not go uncaught.
      client.on('error', discard);
      try {
        await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
      } catch (err) {
        discard();
        throw err;
      }
      this.releaseListener = () => {
        if (!released) client.release();
        released = true;
      };
      this.client = client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  async close(): Promise<void> {
    await this.connecting?.catch(() => undefined);
    for (const w of [...this.waiters]) w.wake();
    const client = this.client;
    this.client = null;
    if (client) {
      await client.query(`UNLISTEN ${CHECKPOINT_CHANNEL}`).catch(() => undefined);
      this.releaseListener?.();
    }
  }
}

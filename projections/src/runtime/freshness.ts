import type pg from 'pg';
import { compareCheckpoints, type Checkpoint } from '@tradeguild/contracts';

/**
 * Every committed batch of a serving generation NOTIFYs this channel (apply-batch.ts,
 * checkpoint-moves.ts), and so does a switch to a new generation (registry.ts), with
 * `<projection> <generation> <tx>.<pos>`: the serving checkpoint as of that commit.
 */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

/** The NOTIFY of a serving checkpoint, from four SQL expressions: the one spelling of what parseCheckpointNotice reads. */
export const notifyCheckpointSql = (projection: string, generation: string, tx: string, pos: string): string =>
  `pg_notify('${CHECKPOINT_CHANNEL}', ${projection} || ' ' || ${generation} || ' ' || ${tx} || '.' || ${pos})`;

interface Serving {
  generation: number;
  checkpoint: Checkpoint;
}

/** A notification's payload; a name alone (or anything else) tells only which projection moved. */
export function parseCheckpointNotice(payload: string): { projection: string; serving: Serving | null } {
  const [projection = '', generation, position] = payload.split(' ');
  const m = /^(\d+)\.(\d+)$/.exec(position ?? '');
  if (!m || !/^\d+$/.test(generation ?? '')) return { projection, serving: null };
  return { projection, serving: { generation: Number(generation), checkpoint: { tx: BigInt(m[1]!), pos: BigInt(m[2]!) } } };
}

/** The later of two readings of a serving checkpoint: a newer generation wins, else the further checkpoint. */
const later = (a: Serving | undefined, b: Serving): Serving =>
  !a || b.generation > a.generation || (b.generation === a.generation && compareCheckpoints(b.checkpoint, a.checkpoint) > 0) ? b : a;

async function passed(db: Pick<pg.Pool, 'query'>, projections: string[], position: Checkpoint): Promise<boolean> {
  const { rows } = await db.query<{ tx: string; pos: string }>(
    `SELECT checkpoint_tx::text AS tx, checkpoint_pos AS pos FROM projection_registry
      WHERE projection = ANY($1) AND state = 'active'`,
    [projections],
  );
  return (
    rows.length === projections.length && rows.every((r) => compareCheckpoints({ tx: BigInt(r.tx), pos: BigInt(r.pos) }, position) >= 0)
  );
}

/**
 * Waits (bounded) until the serving generation of every named projection has passed `position`,
 * polling. Returns false when it gave up: the answer may then be a little stale, never wrong.
 * Long-lived processes use CheckpointWatcher instead, which waits on notifications.
 */
export async function waitForProjections(
  pool: pg.Pool,
  projections: string[],
  position: Checkpoint | null,
  timeoutMs: number,
  pollMs = 10,
): Promise<boolean> {
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
 * batch, and each waiter re-checks only when a projection it waits for has moved. The notifications
 * carry the serving checkpoint, so while the connection lives the answer comes from memory; the
 * registry is read for a projection not heard of yet, and by the slow safety poll (a dropped
 * connection forgets what it heard).
 */
export class CheckpointWatcher {
  private client: pg.PoolClient | null = null;
  private connecting: Promise<void> | null = null;
  private releaseListener: (() => void) | null = null;
  private readonly waiters = new Set<{ names: Set<string>; wake: () => void }>();
  /** Notifications heard so far, and the checkpoint read in flight with the count it started at. */
  private heard = 0;
  private reading: { heard: number; rows: Promise<{ projection: string; generation: number; tx: string; pos: string }[]> } | null = null;
  /** The serving checkpoints as heard (and as read), while the listening connection lives. */
  private readonly serving = new Map<string, Serving>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly safetyPollMs = 250,
  ) {}

  async wait(projections: string[], position: Checkpoint | null, timeoutMs: number): Promise<boolean> {
    if (!position) return true;
    await this.listen().catch(() => undefined); // without a listener the safety poll still answers
    const deadline = Date.now() + timeoutMs;
    let heard = true;
    for (;;) {
      if (heard && this.passedAsHeard(projections, position)) return true;
      // Read the registry when something waited for was never heard of, or when the safety poll
      // woke us rather than a notification.
      if ((!heard || projections.some((p) => !this.serving.has(p))) && (await this.passed(projections, position))) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      heard = await this.nextMove(projections, Math.min(left, this.safetyPollMs));
    }
  }

  /** From the notifications heard: true only when each projection is known and past `position`. */
  private passedAsHeard(projections: string[], position: Checkpoint): boolean {
    if (!this.client) return false;
    return projections.every((p) => {
      const s = this.serving.get(p);
      return s !== undefined && compareCheckpoints(s.checkpoint, position) >= 0;
    });
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
          .query<{ projection: string; generation: number; tx: string; pos: string }>(
            `SELECT projection, generation, checkpoint_tx::text AS tx, checkpoint_pos AS pos FROM projection_registry WHERE state = 'active'`,
          )
          .then((r) => {
            // Only while listening: what is read now is then kept up to date by what is heard.
            if (this.client) {
              for (const row of r.rows) {
                this.serving.set(
                  row.projection,
                  later(this.serving.get(row.projection), {
                    generation: row.generation,
                    checkpoint: { tx: BigInt(row.tx), pos: BigInt(row.pos) },
                  }),
                );
              }
            }
            return r.rows;
          }),
      };
      const forget = () => {
        if (this.reading === reading) this.reading = null;
      };
      reading.rows.then(forget, forget);
      this.reading = reading;
    }
    const rows = (await this.reading.rows).filter((r) => projections.includes(r.projection));
    return (
      rows.length === projections.length && rows.every((r) => compareCheckpoints({ tx: BigInt(r.tx), pos: BigInt(r.pos) }, position) >= 0)
    );
  }

  /** Resolves true when a projection waited for was heard to move, false after `ms` without. */
  private nextMove(projections: string[], ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter = { names: new Set(projections), wake: () => done(true) };
      const timer = setTimeout(() => done(false), ms);
      const done = (heard: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve(heard);
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
        const { projection, serving } = parseCheckpointNotice(n.payload ?? '');
        if (serving) this.serving.set(projection, later(this.serving.get(projection), serving));
        else this.serving.delete(projection);
        for (const w of [...this.waiters]) if (!projection || w.names.has(projection)) w.wake();
      });
      let released = false;
      const discard = () => {
        if (this.client === client) {
          this.client = null;
          this.serving.clear();
        }
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
    this.serving.clear();
    if (client) {
      await client.query(`UNLISTEN ${CHECKPOINT_CHANNEL}`).catch(() => undefined);
      this.releaseListener?.();
    }
  }
}

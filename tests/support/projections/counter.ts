/**
 * Test-only: a projection whose handler is deliberately NOT idempotent, so an event applied
 * twice shows up (n = n + 1, applied = applied + 1), plus helpers to feed and inspect it.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Checkpoint, EventStore, NewEvent, RecordedEvent } from '@tradeguild/contracts';
import type { HandlerContext, Projection } from '../../../projections/src/runtime/types.ts';

export interface CounterOptions {
  name?: string;
  version?: number;
  /** The event type it counts (default 'Counted'); give projections sharing a database their own. */
  eventType?: string;
  /** Sleep per event inside the batch transaction, so a batch takes a while. */
  delayMs?: number;
  /** Called after each event is applied but before its batch commits: a side channel outside the transaction. */
  onApplied?: (seq: number) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The counter's events: any type name the test picks, carrying a sequence number. */
export type CountedEvent = { type: string; data: { seq: number } };

export function counterProjection(o: CounterOptions = {}): Projection<CountedEvent> {
  const name = o.name ?? 'counter';
  return {
    name,
    version: o.version ?? 1,
    tables: {
      [`${name}_total`]: (t) => `CREATE TABLE ${t} (id int PRIMARY KEY, n bigint NOT NULL); INSERT INTO ${t} VALUES (1, 0);`,
      [`${name}_events`]: (t) => `CREATE TABLE ${t} (event_id uuid PRIMARY KEY, seq int NOT NULL, applied int NOT NULL DEFAULT 1);`,
    },
    handlers: {
      [o.eventType ?? 'Counted']: async (event: RecordedEvent<CountedEvent>, { tx, table }: HandlerContext) => {
        const { seq } = event.data;
        const events = table(`${name}_events`);
        await tx.query(`UPDATE ${table(`${name}_total`)} SET n = n + 1`);
        await tx.query(
          `INSERT INTO ${events} (event_id, seq) VALUES ($1, $2)
           ON CONFLICT (event_id) DO UPDATE SET applied = ${events}.applied + 1`,
          [event.metadata.eventId, seq],
        );
        if (o.delayMs) await sleep(o.delayMs);
        o.onApplied?.(seq);
      },
    },
  };
}

export const countedEvent = (seq: number, type = 'Counted'): NewEvent => ({
  type,
  data: { seq },
  metadata: {
    eventId: randomUUID(),
    commandId: null,
    correlationId: randomUUID(),
    causationId: null,
    actorId: null,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

/** Appends events seq = from .. from + count - 1, `perAppend` to a new stream each. Returns the last position. */
export async function appendCounted(
  store: EventStore,
  from: number,
  count: number,
  { type = 'Counted', perAppend = 10 }: { type?: string; perAppend?: number } = {},
): Promise<Checkpoint> {
  let last: Checkpoint = { tx: 0n, pos: 0n };
  for (let seq = from; seq < from + count; seq += perAppend) {
    const n = Math.min(perAppend, from + count - seq);
    const events = Array.from({ length: n }, (_, i) => countedEvent(seq + i, type));
    ({ position: last } = await store.appendToStream(`counter-${randomUUID()}`, events, { expectedVersion: 0 }));
  }
  return last;
}

export interface CounterState {
  n: number;
  rows: number;
  maxApplied: number;
  distinctSeq: number;
}

/** What readers see through the views of the active generation. */
export async function counterState(db: Pick<pg.Pool, 'query'>, name = 'counter'): Promise<CounterState> {
  const { rows } = await db.query<CounterState>(
    `SELECT (SELECT n FROM ${name}_total)::int AS n, count(*)::int AS rows,
            coalesce(max(applied), 0)::int AS "maxApplied", count(DISTINCT seq)::int AS "distinctSeq"
       FROM ${name}_events`,
  );
  return rows[0]!;
}

export interface RegistryRow {
  generation: number;
  version: number;
  state: string;
  checkpoint: string;
  eventsApplied: number;
}

export async function registryRows(db: Pick<pg.Pool, 'query'>, name: string): Promise<RegistryRow[]> {
  const { rows } = await db.query<RegistryRow>(
    `SELECT generation, version, state, checkpoint_tx::text || '.' || checkpoint_pos AS checkpoint, events_applied::int AS "eventsApplied"
       FROM projection_registry WHERE projection = $1 ORDER BY generation`,
    [name],
  );
  return rows;
}

/** Backend pids holding the runner's ownership lock of a projection (see ProjectionRunner.claimOwnership). */
export async function ownerPids(db: Pick<pg.Pool, 'query'>, name: string): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    `WITH k AS (SELECT hashtextextended('projection-owner:' || $1, 0) AS h)
     SELECT l.pid FROM pg_locks l, k
      WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND l.classid::bigint = (k.h >> 32) & 4294967295 AND l.objid::bigint = k.h & 4294967295`,
    [name],
  );
  return rows.map((r) => r.pid);
}

export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000, everyMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

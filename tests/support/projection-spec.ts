/**
 * Projection tests as given / then: events go through the contracts registry (encoded, stored as
 * JSON, decoded) into the projection's handlers, in one transaction on fresh tables; then the
 * same events are applied again and every table must hold exactly the same rows (idempotency,
 * which a crash between a batch and its checkpoint relies on). The rows are then the test's to check.
 * A projection with a set-based `applyBatch` is also applied through it, on fresh tables, as one
 * batch and in batches of two, each time twice: every table must hold exactly the rows, and the
 * pushes must be exactly those, in the same order, that the one-by-one handlers gave.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { domainEvents, type EventMetadata, type EventShape, type RecordedEvent } from '@tradeguild/contracts';
import type { AnyProjection, FinalWrite, Projection, Push } from '../../projections/src/runtime/types.ts';
import { finalWriteCtes, handlerFor } from '../../projections/src/runtime/types.ts';
import { withTransaction } from '../../projections/src/runtime/db.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export type Row = Record<string, unknown>;

export interface SpecResult {
  /** Every row of a logical table after the events, in a stable order. */
  rows: (logical: string) => Row[];
  /** Pushes queued by the first application, and by the repeat (which clients must be able to drop). */
  pushes: Push[];
  repeatPushes: Push[];
  /** Runs SQL against the spec's tables: `{table}` names are replaced by their physical names. */
  query: (sql: string, values?: unknown[]) => Promise<Row[]>;
}

/** An event to give, as a command would append it; `metadata` overrides the defaults. */
export type Given<E extends EventShape> = E & { metadata?: Partial<EventMetadata> };

let seq = 0;
function record<E extends EventShape>(e: Given<E>): RecordedEvent {
  const { data, schemaVersion } = domainEvents.encode(e);
  const stored = JSON.parse(JSON.stringify(data)) as unknown;
  seq += 1;
  return {
    ...domainEvents.decode(e.type, schemaVersion, stored),
    streamId: 'spec-stream',
    streamVersion: seq,
    position: { tx: 1n, pos: BigInt(seq) },
    recordedAt: new Date(),
    metadata: {
      eventId: randomUUID(),
      commandId: null,
      correlationId: 'spec',
      causationId: null,
      actorId: null,
      occurredAt: '2025-06-01T09:30:00.000Z',
      schemaVersion,
      ...e.metadata,
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function projectionSpec<E extends EventShape>(projection: Projection<E> | Projection<any>) {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  async function apply(physical: (logical: string) => string, events: RecordedEvent[]): Promise<Push[]> {
    const pushes: Push[] = [];
    await withTransaction(db.pool, async (tx) => {
      const ctx = { tx, table: physical, push: (p: Push) => void pushes.push(p) };
      for (const event of events) await handlerFor(projection, event)?.(event, ctx);
    });
    return pushes;
  }

  async function applyInBatches(physical: (logical: string) => string, events: RecordedEvent[], size: number): Promise<Push[]> {
    const pushes: Push[] = [];
    for (let i = 0; i < events.length; i += size) {
      // The rows, not the runtime's checkpoint statement, are compared here: the batch's reads and its
      // final writes run in one transaction of their own (finish-with-checkpoint.int.spec.ts covers the runtime's path).
      await withTransaction(db.pool, async (tx) => {
        const finals: FinalWrite[] = [];
        await (projection as AnyProjection).applyBatch!(events.slice(i, i + size), {
          tx,
          read: (text, values) => tx.query(text, values),
          finish: (writes) => void finals.push(...writes),
          table: physical,
          push: (_event, p) => void pushes.push(p),
          writing: () => undefined,
        });
        if (finals.length)
          await tx.query(
            `WITH ${finalWriteCtes(finals, 1).join(',\n')} SELECT 1`,
            finals.map((w) => w.value),
          );
      });
    }
    return pushes;
  }

  /** Throws unless the batch path gives the one-by-one path's rows and pushes. */
  async function compareBatchPath(recorded: RecordedEvent[], rows: Record<string, Row[]>, pushes: Push[]) {
    for (const size of [recorded.length || 1, 2]) {
      const prefix = `specb_${randomBytes(4).toString('hex')}`;
      const physical = (logical: string) => `${prefix}_${logical}`;
      for (const [logical, ddl] of Object.entries(projection.tables)) await db.pool.query(ddl(physical(logical)));
      const batchPushes = await applyInBatches(physical, recorded, size);
      const first = await snapshot(physical);
      const repeat = await applyInBatches(physical, recorded, recorded.length || 1);
      const second = await snapshot(physical);
      for (const [what, got] of [
        ['rows', first],
        ['rows after applying the batch again', second],
      ] as const) {
        if (JSON.stringify(got) !== JSON.stringify(rows)) {
          throw new Error(
            `${projection.name}: applyBatch (batches of ${size}) gave other ${what} than the handlers:\n${JSON.stringify({ handlers: rows, batch: got }, null, 1)}`,
          );
        }
      }
      if (JSON.stringify(batchPushes) !== JSON.stringify(pushes) || repeat.length) {
        throw new Error(
          `${projection.name}: applyBatch (batches of ${size}) pushed other things than the handlers:\n${JSON.stringify({ handlers: pushes, batch: batchPushes, repeat }, null, 1)}`,
        );
      }
    }
  }

  async function snapshot(physical: (logical: string) => string): Promise<Record<string, Row[]>> {
    const out: Record<string, Row[]> = {};
    for (const logical of Object.keys(projection.tables)) {
      out[logical] = (await db.pool.query<Row>(`SELECT * FROM ${physical(logical)} t ORDER BY t::text`)).rows;
    }
    return out;
  }

  return {
    async given(events: Given<E>[]): Promise<SpecResult> {
      const prefix = `spec_${randomBytes(4).toString('hex')}`;
      const physical = (logical: string) => `${prefix}_${logical}`;
      for (const [logical, ddl] of Object.entries(projection.tables)) await db.pool.query(ddl(physical(logical)));
      const recorded = events.map(record);
      const pushes = await apply(physical, recorded);
      const first = await snapshot(physical);
      const repeatPushes = await apply(physical, recorded);
      const second = await snapshot(physical);
      if (JSON.stringify(second) !== JSON.stringify(first)) {
        throw new Error(
          `${projection.name}: applying the same events twice changed the rows:\n${JSON.stringify({ first, second }, null, 1)}`,
        );
      }
      if (projection.applyBatch) await compareBatchPath(recorded, first, pushes);
      return {
        rows: (logical) => {
          const rows = first[logical];
          if (!rows) throw new Error(`${projection.name} has no table ${logical}`);
          return rows;
        },
        pushes,
        repeatPushes,
        query: async (sql, values) =>
          (
            await db.pool.query<Row>(
              sql.replace(/\{(\w+)\}/g, (_, logical: string) => physical(logical)),
              values,
            )
          ).rows,
      };
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, type Checkpoint, type RecordedEvent } from '@tradeguild/contracts';
import { PostgresEventStore } from '../../../tests/support/event-store.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { appendCounted, counterProjection, type CountedEvent } from '../../../tests/support/projections/counter.ts';
import { applyBatch } from './apply-batch.ts';
import { readAllSource, type EventSource } from './event-source.ts';
import { ensureGenerations, requestRebuild } from './registry.ts';
import { physicalTable, type Projection } from './types.ts';

let db: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
});
afterAll(() => db?.drop());

/** The store's source, recording where each read starts. */
function countingSource(): EventSource & { reads: Checkpoint[] } {
  const inner = readAllSource(store);
  const reads: Checkpoint[] = [];
  return { ...inner, reads, read: (consumer, after, limit) => (reads.push(after), inner.read(consumer, after, limit)) };
}

describe('a rebuild reads its next batch while the database takes the writes of this one', () => {
  it('starts the next read when the batch handler says only writes remain, and applies every event once, in order', async () => {
    await appendCounted(store, 1, 25, { perAppend: 5 });
    // Other test files' transactions (any database of the server) can hold the horizon back for a
    // moment; once below it, events stay readable.
    await expect.poll(async () => (await store.readAll({ after: START, limit: 100 })).events.length, { timeout: 30_000 }).toBe(25);
    const base = counterProjection({ name: 'ahead' });
    const seen: number[] = [];
    const readsAt: { start: number; writing: number }[] = [];
    const source = countingSource();
    const projection: Projection<CountedEvent> = {
      ...base,
      applyBatch: async (events, ctx) => {
        const start = source.reads.length;
        for (const e of events as RecordedEvent<CountedEvent>[]) seen.push(e.data.seq);
        ctx.writing();
        ctx.writing(); // a second call starts nothing more
        readsAt.push({ start, writing: source.reads.length });
        await ctx.tx.query(`UPDATE ${ctx.table('ahead_total')} SET n = n + $1`, [events.length]);
      },
    };
    await ensureGenerations(db.pool, projection);
    const generation = await requestRebuild(db.pool, projection);

    const applied: number[] = [];
    for (;;) {
      const batch = await applyBatch(db.pool, source, projection, generation, 10);
      if (batch.applied === 0) break;
      applied.push(batch.applied);
    }

    expect(applied).toEqual([10, 10, 5]);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // Full batches: nothing read ahead before `writing`, one read from it; the next batch takes that
    // read instead of reading again. The short last batch reads nothing ahead.
    expect(readsAt).toEqual([
      { start: 1, writing: 2 },
      { start: 2, writing: 3 },
      { start: 3, writing: 3 },
    ]);
    // The final empty read is the only one not taken from a read ahead.
    expect(source.reads).toHaveLength(4);
    const total = await db.pool.query<{ n: string }>(`SELECT n FROM ${physicalTable('ahead_total', generation)}`);
    expect(Number(total.rows[0]!.n)).toBe(25);
  });
});

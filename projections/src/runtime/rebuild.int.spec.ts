import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../tests/support/event-store.ts';
import { createTestDatabase, uniquePrefix, type TestDatabase } from '../../../tests/support/database.ts';
import { requestRebuild } from './registry.ts';
import type { ProjectionRunner } from './runner.ts';
import {
  appendCounted,
  counterProjection,
  counterState,
  registryRows,
  waitFor,
  type CountedEvent,
} from '../../../tests/support/projections/counter.ts';
import { testRunner, testWaker } from '../../../tests/support/projections/harness.ts';
import { whileReading } from '../../../tests/support/projections/reader.ts';
import type { AnyProjection, Projection } from './types.ts';

let db: TestDatabase;
let store: PostgresEventStore;
const started: ProjectionRunner[] = [];
const prefix = uniquePrefix();

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((r) => r.stop()));
});
afterAll(() => db?.drop());

async function startRunner(projection: AnyProjection) {
  const runner = testRunner(db, prefix, [projection], { batchSize: 500, rebuildBatchSize: 500 });
  started.push(runner);
  await runner.start();
  return runner;
}

const rowsOf = async (name: string) =>
  (await db.pool.query<{ event_id: string; seq: number }>(`SELECT event_id, seq FROM ${name}_events ORDER BY seq`)).rows;
const tableExists = async (t: string) =>
  (await db.pool.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [t])).rows[0]!.ok;
const viewTarget = async (view: string) =>
  (await db.pool.query<{ def: string }>('SELECT pg_get_viewdef($1::regclass) AS def', [view])).rows[0]!.def;

describe('rebuilding a projection while it serves reads', () => {
  it('keeps answering from the old generation, then switches to an identical new one', async () => {
    const N = 3000;
    const served = counterProjection({ name: 'served', eventType: 'Served' });
    await appendCounted(store, 1, N, { type: 'Served', perAppend: 100 });
    await startRunner(served);
    await waitFor('the first build', async () => (await counterState(db.pool, 'served')).n === N);
    const before = await rowsOf('served');

    let generation = 0;
    const seen = await whileReading(db.url, 'served', async () => {
      await new Promise((r) => setTimeout(r, 50));
      generation = await requestRebuild(db.pool, served);
      const waker = testWaker(prefix, ['served']);
      await waker.wakeAll();
      await waker.close();
      // New events keep arriving during the rebuild; both generations must end up with them.
      await appendCounted(store, N + 1, 100, { type: 'Served' });
      const switched = async () => (await registryRows(db.pool, 'served')).some((g) => g.generation === generation && g.state === 'active');
      await waitFor('the switch', switched, 30_000);
      await waitFor('the new generation to catch up', async () => (await counterState(db.pool, 'served')).n === N + 100);
    });

    expect(generation).toBe(2);
    expect(seen.errors).toEqual([]);
    expect(seen.minRows).toBeGreaterThanOrEqual(N); // never empty, never partial
    expect(seen.shrinks).toBe(0);
    expect(seen.generations).toEqual([1, 2]); // the loop really straddled the switch
    expect(seen.reads).toBeGreaterThan(20);

    expect((await registryRows(db.pool, 'served')).map(({ generation: g, state }) => [g, state])).toEqual([
      [1, 'retired'],
      [2, 'active'],
    ]);
    expect(await tableExists('served_events__g1')).toBe(false);
    expect(await tableExists('served_total__g1')).toBe(false);
    expect(await viewTarget('served_events')).toContain('served_events__g2');
    const after = await rowsOf('served');
    expect(after.slice(0, N)).toEqual(before);
    expect(after.map((r) => r.seq)).toEqual(Array.from({ length: N + 100 }, (_, i) => i + 1));
    expect(await counterState(db.pool, 'served')).toEqual({ n: N + 100, rows: N + 100, maxApplied: 1, distinctSeq: N + 100 });
  });

  it('builds and switches to a new version of the code by itself', async () => {
    const N = 2000;
    const v1 = counterProjection({ name: 'bumped', eventType: 'Bumped' });
    // Version 2: one more column, filled by the new handler.
    const v2: Projection<CountedEvent> = {
      ...v1,
      version: 2,
      tables: {
        ...v1.tables,
        bumped_events: (t) =>
          `CREATE TABLE ${t} (event_id uuid PRIMARY KEY, seq int NOT NULL, applied int NOT NULL DEFAULT 1, label text NOT NULL)`,
      },
      handlers: {
        Bumped: async (event, { tx, table }) => {
          const { seq } = event.data;
          await tx.query(`UPDATE ${table('bumped_total')} SET n = n + 1`);
          await tx.query(`INSERT INTO ${table('bumped_events')} (event_id, seq, label) VALUES ($1, $2, $3)`, [
            event.metadata.eventId,
            seq,
            `seq-${seq}`,
          ]);
        },
      },
    };
    await appendCounted(store, 1, N, { type: 'Bumped', perAppend: 100 });
    const old = await startRunner(v1);
    await waitFor('version 1 to be built', async () => (await counterState(db.pool, 'bumped')).n === N);
    await old.stop();
    // Written while no runner runs (a deploy): the old generation has not seen these.
    await appendCounted(store, N + 1, 50, { type: 'Bumped' });

    const seen = await whileReading(db.url, 'bumped', async () => {
      await startRunner(v2);
      const switched = async () => (await registryRows(db.pool, 'bumped')).some((g) => g.version === 2 && g.state === 'active');
      await waitFor('version 2 to be active', switched, 30_000);
      await waitFor('version 2 to catch up', async () => (await counterState(db.pool, 'bumped')).rows === N + 50);
    });

    expect(seen.errors).toEqual([]);
    expect(seen.minRows).toBeGreaterThanOrEqual(N);
    expect(seen.shapes).toEqual(['applied,event_id,seq', 'applied,event_id,label,seq']);
    expect((await registryRows(db.pool, 'bumped')).map((g) => [g.generation, g.version, g.state])).toEqual([
      [1, 1, 'retired'],
      [2, 2, 'active'],
    ]);
    expect(await tableExists('bumped_events__g1')).toBe(false);
    const labels = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM bumped_events WHERE label = 'seq-' || seq");
    expect(labels.rows[0]!.n).toBe(N + 50);
    expect((await db.pool.query<{ n: number }>('SELECT n::int FROM bumped_total')).rows[0]!.n).toBe(N + 50);
  });
});

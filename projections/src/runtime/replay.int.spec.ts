import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../tests/support/event-store.ts';
import { createTestDatabase, uniquePrefix, type TestDatabase } from '../../../tests/support/database.ts';
import { appendCounted, counterProjection, counterState, waitFor } from '../../../tests/support/projections/counter.ts';
import { testRunner } from '../../../tests/support/projections/harness.ts';
import { replayAndCompare } from './replay.ts';
import type { ProjectionRunner } from './runner.ts';

let db: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;
const projection = counterProjection({ name: 'replayed', eventType: 'Replayed' });
const N = 250;

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
  await appendCounted(store, 1, N, { type: 'Replayed', perAppend: 25 });
  runner = testRunner(db, uniquePrefix(), [projection], { batchSize: 100 });
  await runner.start();
  await waitFor('the read model', async () => (await counterState(db.pool, 'replayed')).n === N);
});
afterAll(async () => {
  await runner?.stop();
  await db?.drop();
});

const scratchTables = async () =>
  (await db.pool.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE tablename LIKE 'replayed%replay%'")).rows;

describe('replay that checks a read model', () => {
  it('finds a faithful read model identical to its replay, and leaves no scratch tables', async () => {
    const report = await replayAndCompare(db.pool, store, projection);
    expect(report).toMatchObject({ projection: 'replayed', generation: 1, eventsReplayed: N, ok: true });
    expect(report.tables.map((t) => [t.table, t.missing, t.extra, t.different])).toEqual([
      ['replayed_total', 0, 0, 0],
      ['replayed_events', 0, 0, 0],
    ]);
    expect(await scratchTables()).toEqual([]);
  });

  it('reports a corrupted row as different, a deleted one as missing and an invented one as extra', async () => {
    const victim = (await db.pool.query<{ event_id: string }>('SELECT event_id FROM replayed_events__g1 WHERE seq = 7')).rows[0]!;
    const gone = (await db.pool.query<{ event_id: string }>('SELECT event_id FROM replayed_events__g1 WHERE seq = 8')).rows[0]!;
    await db.pool.query('UPDATE replayed_events__g1 SET seq = 7000 WHERE event_id = $1', [victim.event_id]);
    await db.pool.query('DELETE FROM replayed_events__g1 WHERE event_id = $1', [gone.event_id]);
    await db.pool.query("INSERT INTO replayed_events__g1 (event_id, seq) VALUES ('00000000-0000-4000-8000-000000000001', 1)");

    const report = await replayAndCompare(db.pool, store, projection);
    expect(report.ok).toBe(false);
    const events = report.tables.find((t) => t.table === 'replayed_events')!;
    expect(events).toMatchObject({ missing: 1, extra: 1, different: 1 });
    const byKind = Object.fromEntries(events.examples.map((e) => [e.kind, e]));
    expect(byKind.different).toMatchObject({ key: [victim.event_id], serving: { seq: 7000 }, replayed: { seq: 7 } });
    expect(byKind.missing).toMatchObject({ key: [gone.event_id], serving: null, replayed: { seq: 8 } });
    expect(byKind.extra).toMatchObject({ key: ['00000000-0000-4000-8000-000000000001'], replayed: null });
    expect(report.tables.find((t) => t.table === 'replayed_total')).toMatchObject({ missing: 0, extra: 0, different: 0 });
    expect(await scratchTables()).toEqual([]);
  });

  it('catches up with events that arrive while it replays', async () => {
    await db.pool.query("DELETE FROM replayed_events__g1 WHERE event_id = '00000000-0000-4000-8000-000000000001'");
    const more = appendCounted(store, N + 1, 50, { type: 'Replayed', perAppend: 5 });
    const report = await replayAndCompare(db.pool, store, projection);
    await more;
    // The corrupted and deleted rows are still there; nothing else differs whatever moment it compared at.
    expect(report.tables.find((t) => t.table === 'replayed_events')).toMatchObject({ missing: 1, extra: 0, different: 1 });
  });
});

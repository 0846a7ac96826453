import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../tests/support/event-store.ts';
import { createTestDatabase, uniquePrefix, type TestDatabase } from '../../../tests/support/database.ts';
import type { ProjectionRunner } from './runner.ts';
import { appendCounted, counterProjection, counterState, ownerPids, waitFor } from '../../../tests/support/projections/counter.ts';
import { testRunner, testWaker } from '../../../tests/support/projections/harness.ts';

let db: TestDatabase;
let store: PostgresEventStore;
const started: ProjectionRunner[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((r) => r.stop()));
});
afterAll(() => db?.drop());

/** Each test gets its own projection (own tables, own lock, own event type) and queue prefix. */
function setup(name: string, opts: { ownershipRetryMs?: number } = {}) {
  const type = `Counted_${name}`;
  const projection = counterProjection({ name, eventType: type });
  const prefix = uniquePrefix();
  const runner = () => {
    const r = testRunner(db, prefix, [projection], opts);
    started.push(r);
    return r;
  };
  const state = () => counterState(db.pool, name);
  const append = (from: number, count: number) => appendCounted(store, from, count, { type });
  return { runner, state, append, prefix };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('projection ownership', () => {
  it('gives each projection one owner at a time and hands over when the owner stops', async () => {
    const { runner, state, append } = setup('owned');
    const a = runner();
    const b = runner();
    await a.start();
    await b.start();
    let both = 0;
    const sampler = setInterval(() => void (a.ownedProjections().length && b.ownedProjections().length && both++), 5);
    try {
      await sleep(500); // several ownership retries of b
      expect(a.ownedProjections()).toEqual(['owned']);
      expect(b.ownedProjections()).toEqual([]);
      expect(await ownerPids(db.pool, 'owned')).toHaveLength(1);

      await append(1, 100);
      await waitFor('a to apply 100', async () => (await state()).n === 100);
      await a.stop();
      await waitFor('b to take over', () => b.ownedProjections().length === 1, 5_000);
      expect(await ownerPids(db.pool, 'owned')).toHaveLength(1);

      await append(101, 100);
      await waitFor('b to apply the next 100', async () => (await state()).n === 200);
    } finally {
      clearInterval(sampler);
    }
    expect(both).toBe(0);
    expect(await state()).toEqual({ n: 200, rows: 200, maxApplied: 1, distinctSeq: 200 });
  });

  it('leaves nothing running after stop, even while it was racing for ownership', async () => {
    // A 1 ms retry makes claims overlap on the lock session and race with stop(); a few rounds
    // make a lost race (a second loop, or one started after stop) all but certain to show.
    for (let round = 0; round < 3; round++) {
      const { runner, state, append, prefix } = setup(`raced${round}`, { ownershipRetryMs: 1 });
      const a = runner();
      const b = runner();
      await a.start();
      await b.start();
      await append(1, 20);
      await waitFor('20 applied', async () => (await state()).n === 20);
      await a.stop();
      await waitFor('b to take over', () => b.ownedProjections().length === 1, 5_000);
      await sleep(100);
      await b.stop();

      expect(a.ownedProjections()).toEqual([]);
      expect(b.ownedProjections()).toEqual([]);
      expect(await ownerPids(db.pool, `raced${round}`)).toEqual([]);
      // With nobody running, a new event must stay unapplied (stray loops would poll every 100 ms).
      await append(21, 1);
      const waker = testWaker(prefix, [`raced${round}`]);
      await waker.wakeAll();
      await waker.close();
      await sleep(700);
      expect((await state()).n, `round ${round}`).toBe(20);
    }
  });

  it('takes ownership again after its lock connection is killed', async () => {
    const { runner, state, append } = setup('relocked');
    const a = runner();
    await a.start();
    await append(1, 10);
    await waitFor('10 applied', async () => (await state()).n === 10);
    const [pid] = await ownerPids(db.pool, 'relocked');
    expect(pid).toBeDefined();

    await db.pool.query('SELECT pg_terminate_backend($1)', [pid]);
    await waitFor('the lock session to die', async () => !(await ownerPids(db.pool, 'relocked')).includes(pid!));
    await waitFor('a to own it again on a new session', async () => (await ownerPids(db.pool, 'relocked')).length === 1, 5_000);

    await append(11, 10);
    await waitFor('the next 10 applied', async () => (await state()).n === 20, 5_000);
    expect(await state()).toEqual({ n: 20, rows: 20, maxApplied: 1, distinctSeq: 20 });
  });
});

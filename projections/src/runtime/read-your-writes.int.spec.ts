import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../tests/support/event-store.ts';
import { compareCheckpoints } from '@tradeguild/contracts';
import { CHECKPOINT_CHANNEL, CheckpointWatcher, parseCheckpointNotice, waitForProjections } from './freshness.ts';
import { createTestDatabase, uniquePrefix, type TestDatabase } from '../../../tests/support/database.ts';
import { ensureGenerations, getGeneration } from './registry.ts';
import { appendCounted, counterProjection, counterState } from '../../../tests/support/projections/counter.ts';
import { testRunner, testWaker } from '../../../tests/support/projections/harness.ts';

let db: TestDatabase;
let store: PostgresEventStore;
const prefix = uniquePrefix();
const counter = counterProjection();

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
  await ensureGenerations(db.pool, counter);
});
afterAll(() => db?.drop());

const timed = async <T>(fn: () => Promise<T>) => {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
};

describe('waitForProjections (read your own writes)', () => {
  it('gives up after its timeout when no runner moves the projection', async () => {
    const position = await appendCounted(store, 1, 1);
    const { value, ms } = await timed(() => waitForProjections(db.pool, ['counter'], position, 300));
    expect(value).toBe(false);
    expect(ms).toBeGreaterThanOrEqual(295);
    expect(ms).toBeLessThan(1_000);
    expect((await counterState(db.pool)).n).toBe(0);
  });

  it('answers at once when there is nothing to wait for', async () => {
    expect(await waitForProjections(db.pool, ['counter'], null, 300)).toBe(true);
    expect(await waitForProjections(db.pool, ['counter'], { tx: 0n, pos: 0n }, 300)).toBe(true);
  });

  it('returns true as soon as the checkpoint passes the position, and the write is then visible', async () => {
    const runner = testRunner(db, prefix, [counter], { pollMs: 60_000 }); // only the wake-up moves it
    const waker = testWaker(prefix, ['counter']);
    await runner.start();
    try {
      const position = await appendCounted(store, 2, 10);
      const waiting = timed(() => waitForProjections(db.pool, ['counter'], position, 5_000));
      await waker.wakeAll();
      const { value, ms } = await waiting;
      expect(value).toBe(true);
      expect(ms).toBeLessThan(1_500); // far from the 5 s bound: it returned when the checkpoint moved
      // The point of it: a read right after sees the write (11 = the unapplied one above + these 10).
      expect((await counterState(db.pool)).n).toBe(11);
      const active = (await getGeneration(db.pool, 'counter', 1))!;
      expect(compareCheckpoints({ tx: active.checkpointTx, pos: active.checkpointPos }, position)).toBeGreaterThanOrEqual(0);
    } finally {
      await runner.stop();
      await waker.close();
    }
  });

  it('waits for every projection named, and for one that does not exist, in vain', async () => {
    const position = await store.headPosition();
    expect(await waitForProjections(db.pool, ['counter'], position, 300)).toBe(true);
    expect(await waitForProjections(db.pool, ['counter', 'no_such_projection'], position, 300)).toBe(false);
  });

  it('wakes on the checkpoint notification, not on a poll', async () => {
    const runner = testRunner(db, prefix, [counter], { pollMs: 60_000 });
    const waker = testWaker(prefix, ['counter']);
    const watcher = new CheckpointWatcher(db.pool, 30_000); // a safety poll far beyond the test
    await runner.start();
    try {
      const position = await appendCounted(store, 100, 5);
      const waiting = timed(() => watcher.wait(['counter'], position, 20_000));
      await new Promise((r) => setTimeout(r, 200));
      await waker.wakeAll();
      const { value, ms } = await waiting;
      expect(value).toBe(true);
      expect(ms).toBeLessThan(5_000);
      expect(await watcher.wait(['counter'], { tx: position.tx + 1_000_000n, pos: 0n }, 300)).toBe(false);
    } finally {
      await watcher.close();
      await runner.stop();
      await waker.close();
    }
  });

  it('answers from the checkpoints the notifications carry, reading the registry only for what it never heard of', async () => {
    const runner = testRunner(db, prefix, [counter], { pollMs: 60_000 });
    const waker = testWaker(prefix, ['counter']);
    const watcher = new CheckpointWatcher(db.pool, 30_000);
    const query = db.pool.query.bind(db.pool);
    let registryReads = 0;
    db.pool.query = ((...args: Parameters<typeof query>) => {
      if (String(typeof args[0] === 'string' ? args[0] : '').includes("FROM projection_registry WHERE state = 'active'")) registryReads++;
      return query(...args);
    }) as typeof db.pool.query;
    await runner.start();
    try {
      const first = await appendCounted(store, 200, 3);
      await waker.wakeAll();
      expect(await watcher.wait(['counter'], first, 20_000)).toBe(true);
      const afterFirst = registryReads;
      expect(afterFirst).toBeGreaterThanOrEqual(1); // 'counter' had not been heard of yet
      for (let i = 0; i < 3; i++) {
        const next = await appendCounted(store, 300 + i * 10, 2);
        const waiting = watcher.wait(['counter'], next, 20_000);
        await waker.wakeAll();
        expect(await waiting).toBe(true);
      }
      expect(registryReads).toBe(afterFirst);
    } finally {
      db.pool.query = query;
      await watcher.close();
      await runner.stop();
      await waker.close();
    }
  });

  it("lets a newer generation's notice win over a late one from the generation it replaced", async () => {
    const watcher = new CheckpointWatcher(db.pool, 30_000);
    try {
      expect(await watcher.wait(['counter'], { tx: 0n, pos: 1n }, 300)).toBe(true); // now listening
      await db.pool.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, 'rywgen 7 40.1']);
      await db.pool.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, 'rywgen 6 90.1']);
      await db.pool.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, 'rywgen 7 30.1']);
      await expect.poll(() => watcher.wait(['rywgen'], { tx: 40n, pos: 1n }, 50)).toBe(true);
      expect(await watcher.wait(['rywgen'], { tx: 41n, pos: 0n }, 300)).toBe(false);
    } finally {
      await watcher.close();
    }
  });
});

describe('parseCheckpointNotice', () => {
  it('reads name, generation and checkpoint, and a bare name as a name only', () => {
    expect(parseCheckpointNotice('forum 3 812.44')).toEqual({
      projection: 'forum',
      serving: { generation: 3, checkpoint: { tx: 812n, pos: 44n } },
    });
    expect(parseCheckpointNotice('forum')).toEqual({ projection: 'forum', serving: null });
    expect(parseCheckpointNotice('forum x 1.2')).toEqual({ projection: 'forum', serving: null });
    expect(parseCheckpointNotice('forum 3 12')).toEqual({ projection: 'forum', serving: null });
  });
});

import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../tests/support/event-store.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../../tests/support/database.ts';
import type { ProjectionRunner } from './runner.ts';
import { wakeQueueName, type ProjectionWaker } from './waker.ts';
import { appendCounted, counterProjection, counterState, registryRows, waitFor } from '../../../tests/support/projections/counter.ts';
import { testRunner, testWaker } from '../../../tests/support/projections/harness.ts';

const prefix = uniquePrefix();
let db: TestDatabase;
let runner: ProjectionRunner;
let waker: ProjectionWaker;
let raw: Queue;

beforeAll(async () => {
  db = await createTestDatabase();
  // No polling to speak of: only wake-up jobs make this runner look for work.
  runner = testRunner(db, prefix, [counterProjection()], { pollMs: 600_000 });
  waker = testWaker(prefix, ['counter']);
  raw = new Queue(wakeQueueName('counter'), { connection: { url: redisUrl(), maxRetriesPerRequest: null }, prefix });
  await runner.start();
});
afterAll(async () => {
  await runner?.stop();
  await waker?.close();
  await raw?.close();
  await db?.drop();
});

const snapshot = async () => ({ state: await counterState(db.pool), registry: await registryRows(db.pool, 'counter') });
const drained = async () => {
  const c = await raw.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
  return Object.values(c).every((n) => n === 0);
};

describe('wake-up jobs', () => {
  it('a wake-up after a commit gets the events applied', async () => {
    await appendCounted(new PostgresEventStore(db.pool), 1, 100);
    await waker.wakeAll();
    await waitFor('the runner to apply 100 events', async () => (await counterState(db.pool)).n === 100, 10_000);
  });

  it('duplicate wake-ups change nothing once caught up', async () => {
    await waitFor('the queue to drain', drained);
    const before = await snapshot();
    expect(before.state).toEqual({ n: 100, rows: 100, maxApplied: 1, distinctSeq: 100 });

    for (let i = 0; i < 50; i++) await waker.wakeAll();
    await Promise.all(Array.from({ length: 50 }, () => waker.wakeAll()));
    // Not deduplicated: 50 separate jobs, each of which runs a catch-up.
    await Promise.all(Array.from({ length: 50 }, (_, i) => raw.add('wake', { i })));
    await waitFor('every wake-up job to be processed', drained, 15_000);
    const counts = await raw.getJobCounts('completed', 'failed');
    expect(counts.failed).toBe(0);
    expect(counts.completed).toBeGreaterThan(0);

    expect(await snapshot()).toEqual(before);
  });

  it('still wakes for new events after the storm', async () => {
    await appendCounted(new PostgresEventStore(db.pool), 101, 5);
    await waker.wakeAll();
    await waitFor('the 5 new events', async () => (await counterState(db.pool)).n === 105, 10_000);
    expect(await counterState(db.pool)).toEqual({ n: 105, rows: 105, maxApplied: 1, distinctSeq: 105 });
  });
});

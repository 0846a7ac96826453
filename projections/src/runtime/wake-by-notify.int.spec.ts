/**
 * Wake-ups by PostgreSQL NOTIFY (docs/decisions/0045-wake-ups-by-notify.md). The runner's fallback
 * poll is set to ten minutes: every event here must arrive through a wake-up, and the loop's
 * counters show that the poll started no batch.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../tests/support/event-store.ts';
import { createTestDatabase, uniquePrefix, type TestDatabase } from '../../../tests/support/database.ts';
import { appendCounted, counterProjection, counterState, waitFor } from '../../../tests/support/projections/counter.ts';
import { testRunner } from '../../../tests/support/projections/harness.ts';
import type { ProjectionRunner } from './runner.ts';
import { WAKE_CHANNEL } from './wake-listener.ts';
import { ProjectionWaker } from './waker.ts';
import { redisUrl } from '../../../tests/support/database.ts';

const prefix = uniquePrefix();
let db: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;
let waker: ProjectionWaker;
let release: (() => void) | null = null;
let blocked: Promise<void> | null = null;

/** The counter, whose handler can be made to wait (a batch that is running while more commits). */
const counter = counterProjection();
const handler = counter.handlers.Counted!;
counter.handlers.Counted = async (event, ctx) => {
  await handler(event, ctx);
  if (blocked) await blocked;
};

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
  runner = testRunner(db, prefix, [counter], { pollMs: 600_000 });
  // The waker with a pool notifies through PostgreSQL: no BullMQ job is involved.
  waker = new ProjectionWaker(['counter'], redisUrl(), prefix, () => false, db.pool);
  await runner.start();
  await waitFor('the runner to own the counter', async () => runner.ownedProjections().includes('counter'));
  // Let its first look (an empty read) finish: from here only wake-ups apply events.
  await new Promise((r) => setTimeout(r, 300));
});
afterAll(async () => {
  release?.();
  await runner?.stop();
  await waker?.close();
  await db?.drop();
});

const applied = async () => (await counterState(db.pool)).n;

describe('wake-ups by NOTIFY', () => {
  it('a notification after a commit gets the events applied, without the poll', async () => {
    await appendCounted(store, 1, 20);
    await waker.wakeAll();
    await waitFor('20 events', async () => (await applied()) === 20, 10_000);
    expect(runner.batchesBy()).toMatchObject({ poll: 0, start: 0 });
  });

  it('an append that commits while a batch is running is applied by the wake-up it sends then', async () => {
    blocked = new Promise((r) => (release = r));
    await appendCounted(store, 21, 1);
    await waker.wakeAll();
    // The batch holding event 21 is running (its handler waits); 22..31 commit and wake meanwhile.
    await appendCounted(store, 22, 10);
    await waker.wakeAll();
    blocked = null;
    release!();
    await waitFor('31 events', async () => (await applied()) === 31, 10_000);
    expect(runner.batchesBy().poll).toBe(0);
  });

  it('an event held back behind an open append is applied when that append commits and wakes', async () => {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      // The open append (32) holds the horizon; 33..37 commit after it and wake: the read stops short.
      await appendCounted(new PostgresEventStore(client as unknown as pg.Pool), 32, 1);
      await appendCounted(store, 33, 5);
      await waker.wakeAll();
      await new Promise((r) => setTimeout(r, 200));
      expect(await applied()).toBe(31);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await waker.wakeAll();
    await waitFor('37 events', async () => (await applied()) === 37, 10_000);
    expect(runner.batchesBy().poll).toBe(0);
  });

  it('events held back behind an append that rolls back (no wake-up) are applied by the re-check, not the poll', async () => {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await appendCounted(new PostgresEventStore(client as unknown as pg.Pool), 1000, 1);
      await appendCounted(store, 38, 3);
      await waker.wakeAll();
      await new Promise((r) => setTimeout(r, 100));
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    await waitFor('40 events', async () => (await applied()) === 40, 10_000);
    expect(runner.batchesBy().poll).toBe(0);
    expect(runner.batchesBy().heldBack).toBeGreaterThan(0);
  });

  it('listens again after its connection is cut, and looks once for what it may have missed', async () => {
    const { rowCount } = await db.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query = $1`,
      [`LISTEN ${WAKE_CHANNEL}`],
    );
    expect(rowCount).toBe(1);
    // Committed while nobody listens, and its notification is lost: the reconnection finds it.
    await appendCounted(store, 41, 2);
    await db.pool.query('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, 'counter']);
    await waitFor('42 events', async () => (await applied()) === 42, 10_000);
    await waitFor('the listener to be back', async () => {
      const { rows } = await db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = $1`,
        [`LISTEN ${WAKE_CHANNEL}`],
      );
      return rows[0]!.n === 1;
    });
    await appendCounted(store, 43, 3);
    await db.pool.query('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, 'counter']);
    await waitFor('45 events', async () => (await applied()) === 45, 10_000);
    // A notification naming other projections only wakes nothing here.
    await appendCounted(store, 46, 1);
    await db.pool.query('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, 'someone_else']);
    await new Promise((r) => setTimeout(r, 200));
    expect(await applied()).toBe(45);
    await waker.wakeAll();
    await waitFor('46 events', async () => (await applied()) === 46, 10_000);
    expect(runner.batchesBy().poll).toBe(0);
  });
});

describe('the fallback poll', () => {
  it('finds events nothing woke it for, and counts the batches it started', async () => {
    const polled = counterProjection({ name: 'polled', eventType: 'Polled' });
    const lonely = testRunner(db, prefix, [polled], { pollMs: 100, listen: false });
    await lonely.start();
    try {
      await waitFor('the runner to own it', async () => lonely.ownedProjections().includes('polled'));
      await new Promise((r) => setTimeout(r, 300));
      await appendCounted(store, 1, 4, { type: 'Polled' });
      await waitFor('4 events', async () => (await counterState(db.pool, 'polled')).n === 4, 10_000);
      expect(lonely.batchesBy().poll).toBeGreaterThan(0);
    } finally {
      await lonely.stop();
    }
  });
});

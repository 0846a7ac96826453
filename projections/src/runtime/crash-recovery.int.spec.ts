import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../tests/support/event-store.ts';
import { formatCheckpoint } from '@tradeguild/contracts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../../tests/support/database.ts';
import { appendCounted, counterState, registryRows, waitFor } from '../../../tests/support/projections/counter.ts';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/support/projections/run-counter.ts');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TOTAL = 300;
const BATCH = 50;
const prefix = uniquePrefix();

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

interface Child {
  proc: ChildProcess;
  /** Every seq the child reported as applied (inside a batch, before its commit), in order. */
  handled: number[];
  exited: Promise<void>;
  stderr: () => string;
}

/** Starts the runner fixture; `onApplied` sees each "applied <seq>" line as soon as it arrives. */
function startChild(appName: string, onApplied: (seq: number, child: ChildProcess) => void = () => undefined): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl(),
      QUEUE_PREFIX: prefix,
      BATCH_SIZE: String(BATCH),
      DELAY_MS: '10',
      PGAPPNAME: appName,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const handled: number[] = [];
  let err = '';
  let partial = '';
  proc.stderr!.on('data', (d) => (err += d));
  proc.stdout!.on('data', (d) => {
    const lines = (partial + d).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      const m = /^applied (\d+)$/.exec(line);
      if (m) {
        handled.push(Number(m[1]));
        onApplied(Number(m[1]), proc);
      }
    }
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return { proc, handled, exited, stderr: () => err };
}

const backendsOf = async (appName: string) =>
  (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [appName])).rows[0]!.n;

describe('a runner killed in the middle of a batch', () => {
  it('loses nothing and applies nothing twice when a new runner takes over', async () => {
    const store = new PostgresEventStore(db.pool);
    await appendCounted(store, 1, TOTAL);
    const head = await store.headPosition();

    // Kill while the second batch (51..100) is half applied: batch 1 has committed, batch 2 has not.
    const first = startChild('crash-runner-1', (seq, proc) => {
      if (seq === BATCH + 20) proc.kill('SIGKILL');
    });
    await first.exited;
    await waitFor('the killed runner to leave PostgreSQL', async () => (await backendsOf('crash-runner-1')) === 0, 10_000);

    const committed = await counterState(db.pool);
    const handledBeforeKill = Math.max(...first.handled);
    // The proof that the kill landed mid-batch: the child had applied events that are not committed.
    expect(handledBeforeKill, first.stderr()).toBeGreaterThanOrEqual(BATCH + 20);
    expect(committed.n).toBeGreaterThanOrEqual(BATCH);
    expect(committed.n).toBeLessThan(handledBeforeKill);
    expect(committed.n % BATCH).toBe(0);
    expect(committed).toEqual({ n: committed.n, rows: committed.n, maxApplied: 1, distinctSeq: committed.n });
    expect((await registryRows(db.pool, 'counter'))[0]!.eventsApplied).toBe(committed.n);

    const second = startChild('crash-runner-2');
    try {
      await waitFor('the new runner to catch up', async () => (await counterState(db.pool)).n >= TOTAL, 30_000);
      await waitFor(
        'the checkpoint to reach the head',
        async () => (await registryRows(db.pool, 'counter'))[0]!.checkpoint === formatCheckpoint(head),
      );
    } finally {
      second.proc.kill('SIGTERM');
      await second.exited;
    }

    // It resumed right after the last committed event: the rolled-back batch was redone, nothing else.
    expect(second.handled[0], second.stderr()).toBe(committed.n + 1);
    expect(second.handled).toHaveLength(TOTAL - committed.n);
    expect(await counterState(db.pool)).toEqual({ n: TOTAL, rows: TOTAL, maxApplied: 1, distinctSeq: TOTAL });
    expect(await registryRows(db.pool, 'counter')).toEqual([
      { generation: 1, version: 1, state: 'active', checkpoint: formatCheckpoint(head), eventsApplied: TOTAL },
    ]);
  });
});

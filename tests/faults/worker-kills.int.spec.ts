/**
 * A projection worker SIGKILLed 20 times while events keep arriving: every event is still applied
 * exactly once (the counter projection's handler is deliberately not idempotent, so a replayed
 * event would show).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../support/database.ts';
import { PostgresEventStore } from '../support/event-store.ts';
import { appendCounted, counterState, waitFor } from '../support/projections/counter.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE = path.join(ROOT, 'tests/support/projections/run-counter.ts');
const KILLS = 20;
const prefix = uniquePrefix();

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

function startWorker(): { proc: ChildProcess; applied: () => number } {
  const proc = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: db.url, REDIS_URL: redisUrl(), QUEUE_PREFIX: prefix, BATCH_SIZE: '20', DELAY_MS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let applied = 0;
  proc.stdout!.on('data', (d: Buffer) => (applied += (String(d).match(/^applied /gm) ?? []).length));
  return { proc, applied: () => applied };
}

it(`applies every event exactly once although its worker is killed ${KILLS} times under load`, async () => {
  const store = new PostgresEventStore(db.pool);
  let appended = 0;
  let loading = true;
  const load = (async () => {
    while (loading) {
      await appendCounted(store, appended + 1, 10, { perAppend: 5 });
      appended += 10;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();

  for (let kill = 0; kill < KILLS; kill++) {
    const worker = startWorker();
    // Somewhere inside its work: after a few events were handled, often mid-batch.
    const target = 3 + ((kill * 7) % 30);
    await waitFor(`worker ${kill} to apply ${target} events`, () => worker.applied() >= target, 60_000, 5);
    const exited = once(worker.proc, 'exit');
    worker.proc.kill('SIGKILL');
    await exited;
  }
  loading = false;
  await load;

  const last = startWorker();
  try {
    await waitFor('the last worker to apply everything', async () => (await counterState(db.pool)).n >= appended, 120_000);
  } finally {
    last.proc.kill('SIGTERM');
    await once(last.proc, 'exit');
  }
  expect(await counterState(db.pool)).toEqual({ n: appended, rows: appended, maxApplied: 1, distinctSeq: appended });
}, 300_000);

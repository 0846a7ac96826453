/**
 * Test fixture: the app's projections in a process of their own that kills itself (SIGKILL) right
 * after the first batch of the messages projection with pushes commits, before the pushes are
 * enqueued: the worst moment for a side effect. Prints "dying" first. (Other projections push too,
 * the admin feed for every event, and which commits first is a race: the effect id names the
 * projection.)
 *
 *   DATABASE_URL REDIS_URL QUEUE_PREFIX  node --import tsx run-dying-after-commit.ts
 */
import { pino } from 'pino';
import { createProjectionRuntime } from '../../../backend/src/composition.ts';
import { createPool } from '../../../backend/src/db/pool.ts';
import { PostgresEventStore } from '../../../backend/src/eventstore/postgres.ts';

const env = process.env;
const required = (key: string) => env[key] ?? (console.error(`${key} is required`), process.exit(2));

const pool = createPool(required('DATABASE_URL'), 4);
const runtime = createProjectionRuntime({
  config: { REDIS_URL: required('REDIS_URL'), QUEUE_PREFIX: required('QUEUE_PREFIX') },
  pool,
  store: new PostgresEventStore(pool),
  logger: pino({ level: 'warn' }, pino.destination(2)),
  tuning: { pollMs: 100, ownershipRetryMs: 100 },
  afterCommit: (effectIds) => {
    if (!effectIds.some((id) => id.includes('.messages.'))) return;
    process.stdout.write('dying\n');
    process.kill(process.pid, 'SIGKILL');
  },
});
await runtime.runner.start();
process.stdout.write('started\n');

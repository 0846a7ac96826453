/**
 * Test fixture: runs the counter projection in a process of its own, so that a test can
 * SIGKILL it in the middle of a batch. Prints "applied <seq>" for every event it handles,
 * before the batch commits (the side channel that proves where the kill landed).
 *
 *   DATABASE_URL REDIS_URL QUEUE_PREFIX [BATCH_SIZE=50] [DELAY_MS=0] [PGAPPNAME]  node --import tsx run-counter.ts
 */
import { pino } from 'pino';
import { createPool } from '../../../backend/src/db/pool.ts';
import { PostgresEventStore } from '../../../backend/src/eventstore/postgres.ts';
import { ProjectionRunner } from '../../../projections/src/runtime/runner.ts';
import { counterProjection } from './counter.ts';

const env = process.env;
const required = (key: string) => env[key] ?? (console.error(`${key} is required`), process.exit(2));

const pool = createPool(required('DATABASE_URL'), 4);
const runner = new ProjectionRunner({
  pool,
  store: new PostgresEventStore(pool),
  projections: [counterProjection({ delayMs: Number(env.DELAY_MS ?? 0), onApplied: (seq) => process.stdout.write(`applied ${seq}\n`) })],
  redisUrl: required('REDIS_URL'),
  queuePrefix: required('QUEUE_PREFIX'),
  logger: pino({ level: 'warn' }, pino.destination(2)),
  batchSize: Number(env.BATCH_SIZE ?? 50),
  pollMs: 100,
  ownershipRetryMs: 100,
});

await runner.start();
process.stdout.write('started\n');
process.once('SIGTERM', () => {
  void runner
    .stop()
    .then(() => pool.end())
    .then(() => process.exit(0));
});

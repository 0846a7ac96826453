/** Test-only: in-process runners and wakers wired to a test database and queue prefix. */
import { pino } from 'pino';
import { PostgresEventStore } from '../../../backend/src/eventstore/postgres.ts';
import { redisUrl, type TestDatabase } from '../database.ts';
import { ProjectionRunner, type RunnerOptions } from '../../../projections/src/runtime/runner.ts';
import { ProjectionWaker } from '../../../projections/src/runtime/waker.ts';
import type { AnyProjection } from '../../../projections/src/runtime/types.ts';

export function testRunner(
  db: TestDatabase,
  prefix: string,
  projections: AnyProjection[],
  o: Partial<RunnerOptions> = {},
): ProjectionRunner {
  return new ProjectionRunner({
    pool: db.pool,
    store: new PostgresEventStore(db.pool),
    projections,
    redisUrl: redisUrl(),
    queuePrefix: prefix,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    pollMs: 100,
    ownershipRetryMs: 100,
    ...o,
  });
}

export const testWaker = (prefix: string, names: string[]) => new ProjectionWaker(names, redisUrl(), prefix);

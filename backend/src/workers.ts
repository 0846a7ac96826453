/**
 * A projection worker process without HTTP, for scaling out: each projection has one owner at a
 * time (an advisory lock), so any number of these can run; the others stand by to take over.
 */
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { ProjectionRunner, projections } from '@tradeguild/projections';
import { ConfigError, parseConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { createPool } from './db/pool.ts';
import { createEventStore } from './eventstore/index.ts';
import { logger } from './logger.ts';

try {
  const config = parseConfig();
  if (!config.DATABASE_URL) throw new ConfigError('Invalid configuration:\n  - DATABASE_URL: required');
  const pool = createPool(config.DATABASE_URL, 8);
  await migrate(pool);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const emitter = new Emitter(redis);
  const runner = new ProjectionRunner({
    pool,
    store: createEventStore(config, pool),
    projections,
    redisUrl: config.REDIS_URL,
    queuePrefix: config.QUEUE_PREFIX,
    logger,
    emit: (push) => void emitter.to(push.room).emit(push.event, push.payload),
  });
  await runner.start();
  logger.info('projection worker started');
  const stop = async () => {
    await runner.stop();
    redis.disconnect();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

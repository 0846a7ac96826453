import http from 'node:http';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { ProjectionRunner, ProjectionWaker, projections } from '@tradeguild/projections';
import { createApp } from './app.ts';
import { blogManagerEmail, type Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import { createPool } from './db/pool.ts';
import { createEventStore } from './eventstore/index.ts';
import type { AppDeps } from './http/deps.ts';
import { logger as baseLogger, type Logger } from './logger.ts';
import { attachSocket } from './realtime/socket.ts';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  close: () => Promise<void>;
}

/** Starts the API, socket.io, the projection workers and the web app on one port. */
export async function startServer(config: Config, opts: { staticDir?: string; logger?: Logger } = {}): Promise<RunningServer> {
  const logger = opts.logger ?? baseLogger;
  const pool = createPool(config.DATABASE_URL, 20);
  await migrate(pool);
  const store = createEventStore(config, pool);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const waker = new ProjectionWaker(projections.map((p) => p.name), config.REDIS_URL, config.QUEUE_PREFIX);
  const emitter = new Emitter(redis);
  const runner = new ProjectionRunner({
    pool,
    store,
    projections,
    redisUrl: config.REDIS_URL,
    queuePrefix: config.QUEUE_PREFIX,
    logger,
    emit: (push) => void emitter.to(push.room).emit(push.event, push.payload),
  });
  if (config.RUN_WORKERS) await runner.start();

  const policy = { adminEmail: config.ADMIN_EMAIL, blogManagerEmail: blogManagerEmail(config) };
  const deps: AppDeps = { config, pool, store, waker, logger, policy };
  const { app, sessionMiddleware } = await createApp(deps, redis, { staticDir: opts.staticDir });
  const httpServer = http.createServer(app);
  const socket = attachSocket(httpServer, { sessionMiddleware, pool, redis, policy });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.PORT, '0.0.0.0', () => resolve());
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  return {
    url: config.PUBLIC_URL,
    port,
    deps,
    close: async () => {
      await socket.close();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await runner.stop();
      await waker.close();
      await store.close();
      redis.disconnect();
      await pool.end();
    },
  };
}

export function resolveConfig(parsed: Omit<Config, 'DATABASE_URL' | 'PUBLIC_URL'> & { DATABASE_URL?: string; PUBLIC_URL?: string }): Config {
  if (!parsed.DATABASE_URL) throw new Error('DATABASE_URL is not set (make run starts an embedded PostgreSQL and sets it)');
  return { ...parsed, DATABASE_URL: parsed.DATABASE_URL, PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}` };
}

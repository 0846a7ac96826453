import http from 'node:http';
import type { Express } from 'express';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { CheckpointWatcher, createReadDb } from '@tradeguild/projections';
import { createApp } from './app.ts';
import { createProjectionRuntime, ensureReadModels } from './composition.ts';
import { blogManagerEmail, type Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import { createPool } from './db/pool.ts';
import { createEventStore } from './eventstore/index.ts';
import type { AppDeps } from './http/deps.ts';
import { logger as baseLogger, type Logger } from './logger.ts';
import { attachSocket, userRoom } from './realtime/socket.ts';
import { createMetrics } from './metrics/metrics.ts';
import type { MailDelivery } from './mail/delivery.ts';
import { createMailDelivery } from './mail/transport.ts';
import { serveMetrics } from './metrics/serve.ts';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  /** The express app (tests list its routes). */
  app: Express;
  /** METRICS_PORT's listener (its port when 0 was asked for), or null. */
  metricsPort: number | null;
  /** The mail worker of this process (null without SMTP_URL or workers). */
  mail: MailDelivery | null;
  close: () => Promise<void>;
}

/** Starts the API, socket.io, the projection workers and the web app on one port. */
export async function startServer(config: Config, opts: { staticDir?: string; logger?: Logger } = {}): Promise<RunningServer> {
  const logger = opts.logger ?? baseLogger;
  const pool = createPool(config.DATABASE_URL, 20);
  await migrate(pool);
  const db = await createReadDb(config.DATABASE_URL, 20);
  const store = createEventStore(config, pool);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  watchRedis(redis, logger, 'api');
  const projections = createProjectionRuntime({ config, pool, store, logger });
  if (config.RUN_WORKERS) await projections.runner.start();
  else await ensureReadModels(pool);

  const policy = { adminEmail: config.ADMIN_EMAIL, blogManagerEmail: blogManagerEmail(config), auditorEmails: config.AUDITOR_EMAILS };
  const emitter = new Emitter(redis);
  const realtime = { disconnectUser: (userId: string) => void emitter.in(userRoom(userId)).disconnectSockets(true) };
  const freshness = new CheckpointWatcher(pool);
  const metrics = createMetrics({ config, pool, role: 'api' });
  const deps: AppDeps = { config, pool, db, store, freshness, waker: projections.waker, realtime, logger, policy, metrics };
  // The limiter's own connection has no offline queue: with Redis away it fails fast and lets requests through.
  const rateLimitRedis = watchRedis(redis.duplicate({ enableOfflineQueue: false }), logger, 'rate limits');
  const { app, sessionMiddleware, close: closeApp } = await createApp(deps, redis, { staticDir: opts.staticDir, rateLimitRedis });
  const httpServer = http.createServer(app);
  const socket = attachSocket(httpServer, { sessionMiddleware, deps, redis });
  metrics.countSockets(() => socket.io.engine.clientsCount);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.PORT, '0.0.0.0', () => resolve());
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const metricsServer = config.METRICS_PORT === undefined ? null : await serveMetrics(metrics, config.METRICS_PORT, config.METRICS_HOST);
  // E-mail (decision 0065): sent by the workers when there is an SMTP server to send to.
  const sending = config.RUN_WORKERS ? createMailDelivery(config, { pool, db, logger, publicUrl: config.PUBLIC_URL }) : null;
  const mail = sending?.mail ?? null;
  await mail?.start();
  if (!config.SMTP_URL) logger.warn('SMTP_URL is not set: no e-mail is sent');

  return {
    url: config.PUBLIC_URL,
    port,
    deps,
    app,
    metricsPort: metricsServer?.port ?? null,
    mail,
    close: async () => {
      await metricsServer?.close();
      await mail?.stop();
      sending?.transport.close();
      await socket.close();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await closeApp();
      await metrics.close();
      await projections.close();
      await freshness.close();
      await store.close();
      redis.disconnect();
      rateLimitRedis.disconnect();
      await db.end();
      await pool.end();
    },
  };
}

export function resolveConfig(
  parsed: Omit<Config, 'DATABASE_URL' | 'PUBLIC_URL'> & { DATABASE_URL?: string; PUBLIC_URL?: string },
): Config {
  if (!parsed.DATABASE_URL) throw new Error('DATABASE_URL is not set (make run starts an embedded PostgreSQL and sets it)');
  return { ...parsed, DATABASE_URL: parsed.DATABASE_URL, PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}` };
}

/** A lost Redis connection is logged once per outage (ioredis reconnects by itself), never an unhandled error. */
export function watchRedis(redis: Redis, logger: Logger, role: string): Redis {
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) logger.warn({ err: err.message, role }, 'Redis connection lost; retrying');
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.info({ role }, 'Redis connection back');
    down = false;
  });
  return redis;
}

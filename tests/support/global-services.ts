import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';
import { ensurePostgres, ensureRedis, type Service } from '../../scripts/lib/services.ts';

/**
 * Starts PostgreSQL and Redis once for a test run: DATABASE_URL / REDIS_URL when given,
 * otherwise an embedded PostgreSQL and the local (or a started) redis-server.
 */
let pg: Service | undefined;
let redis: Service | undefined;

export async function setup(project: TestProject) {
  // A private server per test run (own port and folder), so runs side by side never collide.
  pg = await ensurePostgres({
    dataDir: path.resolve(`.data/test-postgres-${process.pid}`),
    port: Number(process.env.TEST_PG_PORT ?? (await freePort())),
    persistent: false,
  });
  redis = await ensureRedis();
  process.env.TEST_DATABASE_URL = pg.url;
  process.env.TEST_REDIS_URL = redis.url;
  project.provide('databaseUrl', pg.url);
  project.provide('redisUrl', redis.url);
}

export async function teardown() {
  await redis?.stop();
  await pg?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
  }
}

import path from 'node:path';
import { ConfigError, parseConfig, type Config } from '../../backend/src/config.ts';
import { createPool } from '../../backend/src/db/pool.ts';
import { migrate } from '../../backend/src/db/migrate.ts';
import { createEventStore } from '../../backend/src/eventstore/index.ts';
import { seedDemoData } from '../../backend/src/seed/index.ts';
import { resolveConfig } from '../../backend/src/server.ts';
import { ensurePostgres, ensureRedis, type Service } from './services.ts';

/**
 * What `make run` and `make fleet` do before starting processes: the configuration (a bad one
 * exits with its message), PostgreSQL (embedded unless DATABASE_URL is set) and Redis, the
 * migrations and the demo data (SEED=false skips it).
 */
export async function prepare(root: string, say: (m: string) => void): Promise<{ config: Config; services: Service[] }> {
  let parsed;
  try {
    parsed = parseConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const dataDir = process.env.DATA_DIR ?? path.join(root, '.data');
  const pgPort = Number(process.env.EMBEDDED_PG_PORT ?? 54320);
  const postgres = await ensurePostgres({ dataDir: path.join(dataDir, 'postgres'), port: pgPort, persistent: true, log: say });
  const redis = await ensureRedis({ log: say });
  process.env.DATABASE_URL = postgres.url;
  process.env.REDIS_URL = redis.url;
  const config = resolveConfig({
    ...parsed,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    UPLOAD_DIR: path.resolve(root, parsed.UPLOAD_DIR),
  });
  if (process.env.SEED !== 'false') {
    const pool = createPool(config.DATABASE_URL, 4);
    await migrate(pool);
    const { appended } = await seedDemoData(createEventStore(config, pool));
    say(appended ? `Demo data: ${appended} commands appended` : 'Demo data already present');
    await pool.end();
  }
  // Stopped in reverse order: Redis, then PostgreSQL.
  return { config, services: [redis, postgres] };
}

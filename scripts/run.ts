/**
 * `make run`: PostgreSQL (embedded unless DATABASE_URL is set), Redis, migrations, demo data,
 * then the API, socket.io, workers and the web app on one port. Ctrl-C stops what it started.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseConfig } from '../backend/src/config.ts';
import { createPool } from '../backend/src/db/pool.ts';
import { migrate } from '../backend/src/db/migrate.ts';
import { createEventStore } from '../backend/src/eventstore/index.ts';
import { seedDemoData } from '../backend/src/seed/index.ts';
import { resolveConfig, startServer } from '../backend/src/server.ts';
import { projections, waitForProjections } from '../projections/src/index.ts';
import { ensurePostgres, ensureRedis } from './lib/services.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m: string) => console.log(`[tradeguild] ${m}`);

async function main() {
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

  const server = await startServer(config, { staticDir: path.join(root, 'frontend/dist') });
  // The read models catch up with the demo data before anyone is pointed at the site.
  const { pool, store } = server.deps;
  const head = await store.headPosition();
  if (
    !(await waitForProjections(
      pool,
      projections.map((p) => p.name),
      head,
      120_000,
    ))
  )
    say('Read models are still catching up');
  say(`TradeGuild is running at ${config.PUBLIC_URL}`);
  say(`Admin account: sign in as ${config.ADMIN_EMAIL}. Press Ctrl-C to stop.`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('Stopping...');
    // Open browser connections must not keep Ctrl-C from working.
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.close().catch((e) => console.error(e));
    await redis.stop();
    await postgres.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGHUP', () => void stop());
  if (process.env.STOP_WITH_STDIN === 'true') {
    // Started by a test run: stop when it goes away, even if it could not say so.
    process.stdin.on('end', () => void stop());
    process.stdin.resume();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

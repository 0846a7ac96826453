/**
 * `make fleet`: the shape of a deployment on one machine. PostgreSQL and Redis as `make run` provides
 * them, API_INSTANCES API processes (default 2, no projection workers inside) and WORKER_INSTANCES
 * projection worker processes (default 2: one owns each projection, the others stand by), behind
 * HAProxy on PORT (round robin, health-checked on /api/health, WebSockets passed through). No sticky
 * sessions: sessions are in PostgreSQL, sockets meet through the Redis adapter. Ctrl-C stops it all.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPool } from '../backend/src/db/pool.ts';
import { createEventStore } from '../backend/src/eventstore/index.ts';
import { projections, waitForProjections } from '../projections/src/index.ts';
import { haproxyInstalled, startFleet } from './lib/fleet.ts';
import { prepare } from './lib/prepare.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m: string) => console.log(`[fleet] ${m}`);

const count = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1 || n > 16) {
    console.error(`${name} must be a whole number from 1 to 16`);
    process.exit(1);
  }
  return n;
};

async function main() {
  const apis = count('API_INSTANCES', 2);
  const workers = count('WORKER_INSTANCES', 2);
  if (!haproxyInstalled()) {
    console.error('make fleet needs HAProxy: sudo apt-get install haproxy (the Makefile installs it as root)');
    process.exit(1);
  }
  const { config, services } = await prepare(root, say);
  const fleet = await startFleet({
    root,
    dir: path.join(process.env.DATA_DIR ?? path.join(root, '.data'), 'fleet'),
    port: config.PORT,
    apis,
    workers,
    env: { DATABASE_URL: config.DATABASE_URL, REDIS_URL: config.REDIS_URL, UPLOAD_DIR: config.UPLOAD_DIR, PUBLIC_URL: config.PUBLIC_URL },
    log: say,
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('Stopping...');
    setTimeout(() => process.exit(1), 15_000).unref();
    await fleet.stop();
    for (const service of services) await service.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGHUP', () => void stop());

  await fleet.ready();
  const pool = createPool(config.DATABASE_URL, 2);
  const head = await createEventStore(config, pool).headPosition();
  if (
    !(await waitForProjections(
      pool,
      projections.map((p) => p.name),
      head,
      120_000,
    ))
  )
    say('Read models are still catching up');
  await pool.end();
  say(`${apis} API and ${workers} worker processes behind HAProxy at ${config.PUBLIC_URL} (GET /api/health names the instance)`);
  say('Press Ctrl-C to stop.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

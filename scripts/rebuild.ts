/**
 * `make rebuild PROJECTION=name`: builds a new generation of one read model from position zero
 * while the current one keeps serving, and exits once reads have switched to it. The running
 * server's runner does the work when there is one (`make run`); when no runner owns the
 * projection within a few seconds, this script runs one itself until the switch.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { pino } from 'pino';
import { findProjection, projectionHasOwner, projections, requestRebuild, type AnyProjection } from '@tradeguild/projections';
import { createProjectionRuntime, type ProjectionRuntime } from '../backend/src/composition.ts';
import { ConfigError, parseConfig } from '../backend/src/config.ts';
import { migrate } from '../backend/src/db/migrate.ts';
import { createPool } from '../backend/src/db/pool.ts';
import { createEventStore } from '../backend/src/eventstore/index.ts';
import { ensurePostgres, ensureRedis, portOpen, type Service } from './lib/services.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m: string) => console.log(`[rebuild] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const OWNER_GRACE_MS = 4000;

/** DATABASE_URL; else the embedded PostgreSQL of `make run` (already up, or started here for the duration). */
async function database(): Promise<Service> {
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54320);
  if (!process.env.DATABASE_URL && (await portOpen(port))) {
    return { url: `postgres://postgres:postgres@127.0.0.1:${port}/tradeguild`, stop: async () => undefined };
  }
  const dataDir = path.join(process.env.DATA_DIR ?? path.join(root, '.data'), 'postgres');
  return ensurePostgres({ dataDir, port, persistent: true, log: say });
}

interface Progress {
  state: 'building' | 'active' | 'retired';
  applied: number;
  total: number;
  lastError: string | null;
}

async function progress(pool: pg.Pool, name: string, generation: number): Promise<Progress | null> {
  const { rows } = await pool.query<Progress>(
    `SELECT state, events_applied::float8 AS applied, last_error AS "lastError",
            (SELECT count(*) FROM events)::float8 AS total
       FROM projection_registry WHERE projection = $1 AND generation = $2`,
    [name, generation],
  );
  return rows[0] ?? null;
}

function projectionNamed(name: string | undefined): AnyProjection {
  const projection = name ? findProjection(name) : undefined;
  if (projection) return projection;
  console.error(`Unknown projection "${name ?? ''}". Known projections: ${projections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

async function main() {
  const projection = projectionNamed(process.argv[2]);
  const { name } = projection;
  let config;
  try {
    config = parseConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const postgres = await database();
  const redis = await ensureRedis({ log: say });
  const pool = createPool(postgres.url, 4);
  await migrate(pool);
  const store = createEventStore(config, pool);
  // Wakes whichever runner owns the projection (make run's, or the one started below).
  const runtime: ProjectionRuntime = createProjectionRuntime({
    config: { ...config, REDIS_URL: redis.url },
    pool,
    store,
    logger: pino({ level: 'warn' }),
    projections: [projection],
  });
  let runnerStarted = false;
  const cleanUp = async () => {
    await runtime.close();
    await store.close();
    await pool.end();
    await redis.stop();
    await postgres.stop();
  };
  process.once('SIGINT', () => {
    say('Interrupted: the new generation stays in "building" and is finished by whichever runner owns it next.');
    void cleanUp().finally(() => process.exit(130));
  });

  const generation = await requestRebuild(pool, projection);
  say(`${name}: building generation ${generation} (version ${projection.version}) from position zero; the current one keeps serving.`);
  await runtime.waker.wakeAll();
  const ownerDeadline = Date.now() + OWNER_GRACE_MS;
  let shown = '';
  for (;;) {
    const p = await progress(pool, name, generation);
    if (!p || p.state === 'retired') {
      console.error(`${name}: generation ${generation} was replaced by another rebuild before it finished.`);
      await cleanUp();
      process.exit(1);
    }
    if (p.state === 'active') break;
    const pct = p.total ? Math.min(100, Math.floor((100 * p.applied) / p.total)) : 100;
    const line = `${name} g${generation}: ${p.applied} / ${p.total} events applied (${pct}%)${p.lastError ? ` - last error: ${p.lastError}` : ''}`;
    if (line !== shown) say((shown = line));
    if (!runnerStarted && Date.now() > ownerDeadline && !(await projectionHasOwner(pool, name))) {
      say('No running server owns this projection: building it here.');
      runnerStarted = true;
      await runtime.runner.start();
    }
    await sleep(500);
  }
  say(`${name}: reads now come from generation ${generation}; the previous generation's tables are dropped.`);
  await cleanUp();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

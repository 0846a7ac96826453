/**
 * What every bench section gets: a fresh, migrated database and Redis. PostgreSQL is
 * DATABASE_URL when set, otherwise an embedded one in .data/bench-postgres (thrown away after).
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../../backend/src/db/migrate.ts';
import { createPool } from '../../backend/src/db/pool.ts';
import { PostgresEventStore } from '../../backend/src/eventstore/postgres.ts';
import { createReadDb, type ReadDb } from '../../projections/src/runtime/read-db.ts';
import { ensurePostgres, ensureRedis } from '../../scripts/lib/services.ts';
import { freePort } from '../../tests/support/free-port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchContext {
  databaseUrl: string;
  pool: pg.Pool;
  /** The read side's slonik handle, as the API uses it. */
  db: ReadDb;
  store: PostgresEventStore;
  redisUrl: string;
  /** A BullMQ prefix of this run's own. */
  queuePrefix: string;
  /** One line on where the figures come from (server version, fsync, cores). */
  environment: string;
  log: (m: string) => void;
}

const withDb = (url: string, db: string) => Object.assign(new URL(url), { pathname: `/${db}` }).toString();

export async function openBenchContext(log: (m: string) => void): Promise<{ ctx: BenchContext; close: () => Promise<void> }> {
  const embedded = !process.env.DATABASE_URL;
  const postgres = await ensurePostgres({
    dataDir: path.join(root, '.data/bench-postgres'),
    // Any free port: a fixed one inside the ephemeral range can be taken by a client connection.
    port: Number(process.env.BENCH_PG_PORT ?? (await freePort())),
    persistent: false,
    log,
  });
  const redis = await ensureRedis({ log });
  const name = `tg_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = withDb(postgres.url, name);
  const pool = createPool(databaseUrl, 24);
  await migrate(pool);
  const { rows } = await pool.query<{ v: string; fsync: string }>(
    "SELECT current_setting('server_version') AS v, current_setting('fsync') AS fsync",
  );
  const environment = `PostgreSQL ${rows[0]!.v} (${embedded ? 'embedded' : 'DATABASE_URL'}, fsync=${rows[0]!.fsync}), Node ${process.version}, ${cpus().length} cores`;
  const db = await createReadDb(databaseUrl, 8);
  const ctx: BenchContext = {
    databaseUrl,
    pool,
    db,
    store: new PostgresEventStore(pool),
    redisUrl: redis.url,
    queuePrefix: `tgbench-${randomBytes(4).toString('hex')}`,
    environment,
    log,
  };
  return {
    ctx,
    close: async () => {
      await db.end();
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await redis.stop();
      await postgres.stop();
    },
  };
}

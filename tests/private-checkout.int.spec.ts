import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdtemp, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePostgres, type PostgresOptions, type Service } from '../scripts/lib/services.ts';
import {
  blockedAt,
  packagedBinaries,
  postgresUser,
  relocatedDataDir,
  removeRelocatedData,
  type Binaries,
} from '../scripts/lib/root-postgres.ts';
import { freePort } from './support/free-port.ts';

const isRoot = process.getuid?.() === 0;
const SLOW = 300_000;

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Starts, runs fn, and stops even when fn fails: a leaked postgres would hold the temp dirs. */
async function withPostgres(opts: PostgresOptions, fn: (pg: Service) => Promise<void>) {
  const server = await ensurePostgres(opts);
  try {
    await fn(server);
  } finally {
    await server.stop();
  }
}

// Only root hands PostgreSQL to the postgres user, so only root meets directories that user cannot enter.
describe.skipIf(!isRoot)('as root, a checkout in a directory the postgres user cannot enter (root only)', () => {
  let privateDir: string;
  let pgHome: string;
  let binaries: Binaries;
  let savedDatabaseUrl: string | undefined;
  const logs: string[] = [];
  const options = async (dataDir: string, persistent: boolean): Promise<PostgresOptions> => ({
    dataDir,
    persistent,
    port: await freePort(),
    pgHome,
    binaries,
    log: (m) => logs.push(m),
  });

  beforeAll(async () => {
    savedDatabaseUrl = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    // mkdtemp makes 0700 directories: the private checkout, holding its own copy of the build.
    privateDir = await mkdtemp(path.join(tmpdir(), 'tg-private-checkout-'));
    const packaged = await packagedBinaries();
    binaries = { nativeDir: path.join(privateDir, 'node_modules-native'), version: packaged.version };
    await cp(packaged.nativeDir, binaries.nativeDir, { recursive: true, verbatimSymlinks: true });
    // A fresh EMBEDDED_PG_HOME, so the copy is made here rather than found from an earlier run.
    pgHome = await mkdtemp('/tmp/tg-pg-home-');
    await chmod(pgHome, 0o755);
  }, SLOW);

  afterAll(async () => {
    if (savedDatabaseUrl !== undefined) process.env.DATABASE_URL = savedDatabaseUrl;
    await rm(privateDir, { recursive: true, force: true });
    await rm(pgHome, { recursive: true, force: true });
  });

  it('really hides the build and the data dir from the postgres user', () => {
    const ids = postgresUser();
    expect(blockedAt(ids, path.join(binaries.nativeDir, 'bin', 'initdb'))).toBe(privateDir);
    expect(blockedAt(ids, path.join(privateDir, '.data', 'postgres'))).toBe(privateDir);
    expect(blockedAt(ids, pgHome)).toBeNull();
  });

  it(
    'runs a copy of the build, keeps the data outside the checkout and finds it on the next start',
    async () => {
      const dataDir = path.join(privateDir, '.data', 'postgres');
      const moved = relocatedDataDir(pgHome, dataDir);
      await withPostgres(await options(dataDir, true), async ({ url }) => {
        expect(await query(url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
        await query(url, 'CREATE TABLE kept_between_runs (id int); INSERT INTO kept_between_runs VALUES (42)');
      });
      const copy = path.join(pgHome, `pg-${binaries.version}`);
      expect(logs.some((m) => m.includes(`Copying the PostgreSQL binaries to ${copy}`))).toBe(true);
      expect(logs.some((m) => m.includes(`is kept in ${moved} because the postgres user cannot enter ${privateDir}`))).toBe(true);
      expect((await lstat(path.join(copy, 'lib', 'libpq.so'))).isSymbolicLink()).toBe(true);
      expect(await readlink(path.join(copy, 'lib', 'libpq.so'))).not.toContain('/');
      expect(existsSync(path.join(moved, 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);

      logs.length = 0;
      await withPostgres(await options(dataDir, true), async ({ url }) => {
        expect(await query(url, 'SELECT id FROM kept_between_runs')).toEqual([{ id: 42 }]);
      });
      expect(logs.some((m) => m.startsWith('Copying'))).toBe(false);

      await removeRelocatedData(dataDir, pgHome);
      expect(existsSync(path.dirname(moved))).toBe(false);
    },
    SLOW,
  );

  it(
    'deletes the relocated data of a non-persistent server when it stops',
    async () => {
      const dataDir = path.join(privateDir, '.data', 'test-postgres');
      const moved = relocatedDataDir(pgHome, dataDir);
      await withPostgres(await options(dataDir, false), async ({ url }) => {
        expect(existsSync(path.join(moved, 'PG_VERSION'))).toBe(true);
        expect(await query(url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      });
      expect(existsSync(path.dirname(moved))).toBe(false);
    },
    SLOW,
  );
});

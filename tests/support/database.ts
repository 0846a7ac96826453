import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../../backend/src/db/migrate.ts';
import { createPool } from '../../backend/src/db/pool.ts';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop: () => Promise<void>;
}

const withDb = (url: string, db: string) => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(adminUrl: string = inject('databaseUrl')): Promise<TestDatabase> {
  const name = `tg_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDb(adminUrl, name);
  const pool = createPool(url, 20);
  await migrate(pool);
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export const redisUrl = () => inject('redisUrl');
export const uniquePrefix = () => `tgtest-${randomBytes(5).toString('hex')}`;

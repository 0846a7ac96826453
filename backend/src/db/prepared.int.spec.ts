import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { createPool } from './pool.ts';
import { MAX_PER_CONNECTION } from './prepared.ts';

let db: TestDatabase;
/** One connection, so what it has prepared can be read back on it. */
let single: pg.Pool;

beforeAll(async () => {
  db = await createTestDatabase();
  single = createPool(db.url, 1);
});
afterAll(async () => {
  await single?.end();
  await db?.drop();
});

const preparedLike = async (fragment: string) =>
  (await single.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE $1', [`%${fragment}%`]))
    .rows[0]!.n;

describe('the write pool prepares its parameterised statements', () => {
  it('prepares a statement with values once per connection and answers as before, through the pool and a checked-out client', async () => {
    for (let i = 0; i < 3; i++) expect((await single.query<{ n: number }>('SELECT $1::int + 41 AS n', [i])).rows[0]!.n).toBe(41 + i);
    const client = await single.connect();
    try {
      expect((await client.query<{ n: number }>('SELECT $1::int + 41 AS n', [10])).rows[0]!.n).toBe(51);
    } finally {
      client.release();
    }
    expect(await preparedLike('$1::int + 41')).toBe(1);
    // Without values: sent as before, nothing prepared.
    expect((await single.query<{ n: number }>('SELECT 7 + 35 AS n')).rows[0]!.n).toBe(42);
    expect(await preparedLike('7 + 35')).toBe(0);
  });

  it('sends a call with a large value unnamed, so a plan made for small inputs never runs over large ones', async () => {
    const text = 'SELECT count(*)::int AS n FROM unnest($1::int[]) AS x /* sized */';
    const many = Array.from({ length: 1000 }, (_, i) => i);
    for (let i = 0; i < 3; i++) expect((await single.query<{ n: number }>(text, [many])).rows[0]!.n).toBe(1000);
    expect((await single.query<{ n: number }>('SELECT length($1)::int AS n /* sized */', ['x'.repeat(20_000)])).rows[0]!.n).toBe(20_000);
    expect(await preparedLike('/* sized */')).toBe(0);
    // The same statement with a few values is prepared.
    expect((await single.query<{ n: number }>(text, [[1, 2, 3]])).rows[0]!.n).toBe(3);
    expect(await preparedLike('/* sized */')).toBe(1);
  });

  it('prepares at most MAX_PER_CONNECTION statements on a connection', async () => {
    for (let i = 0; i < MAX_PER_CONNECTION + 20; i++) {
      expect((await single.query<{ n: number }>(`SELECT $1::int + ${1000 + i} AS n /* bound */`, [1])).rows[0]!.n).toBe(1001 + i);
    }
    expect(await preparedLike('/* bound */')).toBeLessThanOrEqual(MAX_PER_CONNECTION);
    expect(await preparedLike('/* bound */')).toBeGreaterThan(0);
  });

  it('runs a statement unnamed from then on when its result columns changed under the prepared one', async () => {
    // A fresh connection: the previous test filled this one's quota.
    const pool = createPool(db.url, 1);
    try {
      await pool.query('CREATE TABLE prep_shape (a int)');
      await pool.query('INSERT INTO prep_shape VALUES (1)');
      const text = 'SELECT * FROM prep_shape WHERE a = $1';
      expect((await pool.query(text, [1])).rows).toEqual([{ a: 1 }]);
      // A newer process's migration adds a column: the prepared plan's result type no longer holds.
      await pool.query("ALTER TABLE prep_shape ADD COLUMN b text NOT NULL DEFAULT 'x'");
      expect((await pool.query(text, [1])).rows).toEqual([{ a: 1, b: 'x' }]);
      const client = await pool.connect();
      try {
        expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 'x' }]);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });
});

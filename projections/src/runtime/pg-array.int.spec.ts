import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { pgArray, pgColumns } from './pg-array.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

/** Rows with what breaks a hand-written literal: quotes, backslashes, braces, commas, NULL spelt out, blanks, non-ASCII. */
const rows = [
  { id: 'a', name: 'plain', n: 1, ok: true, at: '2026-11-27T10:00:00.000Z', tags: ['x', 'y'] },
  {
    id: 'b',
    name: 'say "hi", {or} \\ not',
    n: -2.5,
    ok: false,
    at: new Date('2026-01-02T03:04:05.678Z'),
    tags: ['a "b"', 'c\\d', '', 'NULL', null],
  },
  { id: 'c', name: null, n: null, ok: null, at: null, tags: [] },
  { id: 'd', name: 'NULL', n: Number.NaN, ok: undefined, at: '2026-11-27T10:00:00+01:00', tags: null },
  { id: 'e', name: '  spaced  ', n: 1e21, ok: true, at: '2026-11-27 23:59:59Z', tags: ['é ü 日本', ' lead', 'trail ', '{}', ','] },
  { id: 'f', name: '', n: 0, ok: false, at: '2026-11-27T10:00:00Z', tags: ['multi\nline\ttab'] },
];

describe('PostgreSQL array literals (pg-array)', () => {
  it('give unnest the rows json_to_recordset reads from the same values as JSON', async () => {
    const columns = [(r: (typeof rows)[number]) => r.id, (r) => r.name, (r) => r.n, (r) => r.ok, (r) => r.at, (r) => r.tags] satisfies ((
      r: (typeof rows)[number],
    ) => unknown)[];
    const fromArrays = await db.pool.query(
      `SELECT id, name, n, ok, at, tags::text[] AS tags
         FROM unnest($1::text[], $2::text[], $3::float8[], $4::boolean[], $5::timestamptz[], $6::text[]) WITH ORDINALITY AS x(id, name, n, ok, at, tags, o)
        ORDER BY o`,
      pgColumns(rows, columns),
    );
    const fromJson = await db.pool.query(
      `SELECT id, name, n, ok, at, tags FROM json_to_recordset($1::json) AS x(id text, name text, n float8, ok boolean, at timestamptz, tags text[])`,
      [JSON.stringify(rows)],
    );
    expect(fromArrays.rows).toEqual(fromJson.rows);
    expect(fromArrays.rows.map((r) => r.tags)).toEqual(rows.map((r) => r.tags ?? null));
    expect(fromArrays.rows[1].name).toBe('say "hi", {or} \\ not');
    expect(fromArrays.rows[3].name).toBe('NULL');
    expect(fromArrays.rows[2].name).toBeNull();
  });

  it('writes an empty list as an empty array', async () => {
    const { rows: r } = await db.pool.query('SELECT cardinality($1::text[]) AS n', [pgArray([])]);
    expect(r[0].n).toBe(0);
  });
});

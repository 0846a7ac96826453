import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { createReadDb, type ReadDb } from '../runtime/read-db.ts';
import { adminIndexes, adminTables } from './tables.ts';
import { adminTradesmen, adminUsers, SEARCH_HEAD_ROWS } from './queries.ts';

/**
 * A searched tab page comes from the newest SEARCH_HEAD_ROWS rows when they hold it, else from every
 * match (queries.ts, directoryPage). Either way it must be the page one plain
 * `WHERE .. ILIKE .. ORDER BY created_at DESC, id LIMIT .. OFFSET ..` gives: checked here for terms
 * frequent among the newest rows, rare everywhere, and found only in rows older than the head.
 */
const ROWS = 2 * SEARCH_HEAD_ROWS + 500;
let db: TestDatabase;
let read: ReadDb;

beforeAll(async () => {
  db = await createTestDatabase();
  read = await createReadDb(db.url, 2);
  for (const t of ['admin_tradesmen', 'admin_users']) await db.pool.query(adminTables[t]!(t) + adminIndexes[t]!(t));
  // Three rows a second, so created_at ties are broken by id. Row i is older as i grows.
  await db.pool.query(
    `INSERT INTO admin_tradesmen (id, user_id, business_name, location, created_at)
     SELECT gen_random_uuid(), 'user-' || i,
            CASE WHEN i > $2 AND i % 97 = 0 THEN 'Old Oak Joinery ' || i ELSE 'Firm ' || i END,
            CASE WHEN i % 2 = 0 THEN 'Leeds' WHEN i % 50 = 1 THEN 'Rare_Town' ELSE 'York' END,
            timestamptz '2026-01-01' - (i / 3) * interval '1 second'
       FROM generate_series(1, $1::int) AS i`,
    [ROWS, SEARCH_HEAD_ROWS],
  );
  await db.pool.query(
    `INSERT INTO admin_users (id, email, first_name, last_name, user_type, display_name, created_at)
     SELECT 'user-' || i, 'u' || i || '@example.com', 'Una', 'User ' || i, 'client', 'Una User ' || i,
            timestamptz '2026-01-01' - (i / 3) * interval '1 second'
       FROM generate_series(1, $1::int) AS i`,
    [ROWS],
  );
  await db.pool.query('ANALYZE');
});

afterAll(async () => {
  await read?.end();
  await db?.drop();
});

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The ids and hasMore of the plain query, the reference. */
async function plain(table: string, match: string, search: string, limit: number, offset: number) {
  const { rows } = await db.pool.query<{ id: string }>(
    `SELECT id::text FROM ${table} WHERE ${match} ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
    [like(search), limit + 1, offset],
  );
  return { ids: rows.slice(0, limit).map((r) => r.id), hasMore: rows.length > limit };
}

const pages: [number, number][] = [
  [20, 0],
  [20, 20],
  [20, SEARCH_HEAD_ROWS - 21],
  [20, SEARCH_HEAD_ROWS - 20],
  [100, SEARCH_HEAD_ROWS],
  [20, ROWS - 10],
];

describe('admin directory search', () => {
  it.each([
    ['leeds', 'half the rows'],
    ['YORK', 'the other half, less some'],
    ['firm 12', 'rare, spread over all ages'],
    ['old oak', 'only in rows older than the head'],
    ['rare_town', 'an underscore taken as itself, 1 row in 50'],
    ['no such firm', 'nothing'],
  ])('tradesmen: "%s" (%s) gives the plain query page at every offset', async (search) => {
    for (const [limit, offset] of pages) {
      const page = await adminTradesmen(read, { search, limit, offset });
      const want = await plain('admin_tradesmen', '(business_name ILIKE $1 OR location ILIKE $1)', search, limit, offset);
      expect({ ids: page.items.map((t) => t.id), hasMore: page.hasMore }, `${search} ${limit}@${offset}`).toEqual(want);
    }
  });

  it('finds the rows only older than the head, and says so when there are none', async () => {
    const old = await adminTradesmen(read, { search: 'old oak', limit: 20, offset: 0 });
    expect(old.items.length).toBe(Math.floor(ROWS / 97) - Math.floor(SEARCH_HEAD_ROWS / 97));
    expect(old.items.every((t) => t.businessName?.startsWith('Old Oak Joinery'))).toBe(true);
    expect(await adminTradesmen(read, { search: 'no such firm', limit: 20, offset: 0 })).toEqual({ items: [], hasMore: false });
  });

  it.each(['user 1', 'u2', 'UNA'])('users: "%s" gives the plain query page at every offset', async (search) => {
    for (const [limit, offset] of pages) {
      const page = await adminUsers(read, { search, limit, offset });
      const want = await plain('admin_users', "(display_name || ' ' || coalesce(email, '')) ILIKE $1", search, limit, offset);
      expect({ ids: page.items.map((u) => u.id), hasMore: page.hasMore }, `${search} ${limit}@${offset}`).toEqual(want);
    }
  });
});

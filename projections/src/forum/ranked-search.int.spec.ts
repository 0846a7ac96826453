/**
 * Ranked forum search: title and tag matches above content-only matches, ranked within the most
 * recent window that holds RANKED_MATCHES matches, older matches after it newest first, and pages
 * that fit together (queries.ts listForumPosts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listForumPostsQuerySchema, type ListForumPostsQuery } from '@tradeguild/contracts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { createReadDb, type ReadDb } from '../runtime/read-db.ts';
import { forumHeadSql, forumSearchSql } from './projection.ts';
import { listForumPosts, RANKED_MATCHES, type ForumViewer } from './queries.ts';
import { moderationTables } from '../moderation/tables.ts';
import { forumTables } from './tables.ts';

let db: TestDatabase;
let read: ReadDb;
const member: ForumViewer = { userId: 'reader', isAdmin: false };
const DAY = 86_400_000;

/** Inserts posts straight into the read model; `ageDays` back-dates them. */
async function insert(prefix: string, n: number, post: (i: number) => { title: string; content: string; ageDays: number }) {
  for (let i = 0; i < n; i++) {
    const p = post(i);
    await db.pool.query(
      `INSERT INTO forum_posts (id, author_id, title, content, category, tags, search, head, created_at, updated_at, last_activity_at)
       VALUES (md5($1::text)::uuid, 'author', $2::text, $3::text, 'technical', $4::text[], ${forumSearchSql('$2::text', '$4', '$3::text')},
               ${forumHeadSql('$2::text', '$4')}, $5, $5, $5)`,
      [`${prefix}-${i}`, p.title, p.content, [], new Date(Date.now() - p.ageDays * DAY - i * 60_000)],
    );
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [name, ddl] of Object.entries(forumTables)) await db.pool.query(ddl(name));
  // Members' reads leave out subjects hidden through a report (none here).
  await db.pool.query(moderationTables.hidden_subjects!('hidden_subjects'));
  // 'flue': an old title match, then more recent content-only matches than RANKED_MATCHES, one recent title match among them.
  await insert('old-title', 1, () => ({ title: 'Flue terminal clearance', content: 'Measured twice', ageDays: 200 }));
  await insert('recent-body', RANKED_MATCHES + 15, () => ({ title: 'Boiler question', content: 'Something about the flue', ageDays: 3 }));
  await insert('recent-title', 1, () => ({ title: 'Flue liner advice', content: 'Chimney', ageDays: 10 }));
  await insert('older-body', 30, (i) => ({ title: 'Old thread', content: 'The flue again', ageDays: 40 + i }));
  // 'soffit': too few recent matches for a window, so every match is ranked: the old title match comes first.
  await insert('soffit-old-title', 1, () => ({ title: 'Soffit vents', content: 'Loft', ageDays: 300 }));
  await insert('soffit-recent-body', 5, () => ({ title: 'Roof job', content: 'New soffit boards', ageDays: 1 }));
  await db.pool.query('ANALYZE forum_posts');
  read = await createReadDb(db.url, 4);
}, 120_000);
afterAll(async () => {
  await read?.end();
  await db?.drop();
});

const list = (q: Partial<Record<keyof ListForumPostsQuery, string>>) => listForumPosts(read, listForumPostsQuerySchema.parse(q), member);
const idOf = async (key: string) => (await db.pool.query<{ id: string }>('SELECT md5($1::text)::uuid AS id', [key])).rows[0]!.id;

describe('ranked forum search', () => {
  it('ranks title matches above content-only matches within the recent window, and older matches after it, newest first', async () => {
    const all = [];
    for (let offset = 0; ; offset += 20) {
      const page = await list({ search: 'flue', offset: String(offset) });
      all.push(...page);
      if (page.length < 20) break;
    }
    const ids = all.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(RANKED_MATCHES + 15 + 1 + 30 + 1);
    expect(ids[0]).toBe(await idOf('recent-title-0'));
    // The window's matches (content-only ones newest first) before anything older than 30 days.
    expect(ids.slice(1, RANKED_MATCHES + 16)).toEqual(
      await Promise.all(Array.from({ length: RANKED_MATCHES + 15 }, (_, i) => idOf(`recent-body-${i}`))),
    );
    expect(ids.slice(RANKED_MATCHES + 16)).toEqual([
      ...(await Promise.all(Array.from({ length: 30 }, (_, i) => idOf(`older-body-${i}`)))),
      await idOf('old-title-0'),
    ]);
    // A page that straddles the window's end gives the same rows as the pages around it.
    const straddle = await list({ search: 'flue', offset: String(RANKED_MATCHES + 6), limit: '20' });
    expect(straddle.map((p) => p.id)).toEqual(ids.slice(RANKED_MATCHES + 6, RANKED_MATCHES + 26));
  });

  it('ranks every match when the window holds too few, so an old title match still comes first', async () => {
    const ids = (await list({ search: 'soffit' })).map((p) => p.id);
    expect(ids[0]).toBe(await idOf('soffit-old-title-0'));
    expect(ids).toHaveLength(6);
  });

  it('keeps a sort: newest first ignores the ranking', async () => {
    const ids = (await list({ search: 'soffit', sort: 'newest' })).map((p) => p.id);
    expect(ids.at(-1)).toBe(await idOf('soffit-old-title-0'));
  });
});

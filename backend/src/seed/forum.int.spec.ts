import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v5 as uuidv5 } from 'uuid';
import { FORUM_CATEGORIES } from '@tradeguild/contracts';
import { forumCategoryCounts, listForumPosts, waitForProjections } from '@tradeguild/projections';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { seedForum } from './forum.ts';

let server: TestServer;
let appended = 0;
const run = () => ({
  store: server.deps.store,
  commandId: (key: string) => uuidv5(key, '5a0e3c1d-7b2f-4e6a-9c8d-1f2e3d4c5b6a'),
  record: (o: { duplicate: boolean; position: unknown }) => void (o.position && !o.duplicate && appended++),
});
const admin = { userId: 'nobody', isAdmin: true };

beforeAll(async () => {
  server = await startTestServer();
  await seedForum(run());
  await server.deps.waker.wakeAll();
  await waitForProjections(server.db.pool, ['forum'], await server.deps.store.headPosition(), 30_000);
}, 120_000);
afterAll(() => server?.stop());

describe('demo forum', () => {
  it('has at least 25 posts over all six categories, with replies, likes, views and solved threads', async () => {
    const posts = await listForumPosts(server.deps.db, { limit: 50, offset: 0 }, admin);
    expect(posts.length).toBeGreaterThanOrEqual(25);
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(FORUM_CATEGORIES));
    expect(posts.filter((p) => p.replyCount > 0).length).toBeGreaterThan(20);
    expect(posts.filter((p) => p.solved).length).toBeGreaterThanOrEqual(1);
    expect(posts.every((p) => p.views > 0 && p.authorName === null)).toBe(true); // names come from UserRegistered, not seeded here
    expect((await forumCategoryCounts(server.deps.db, admin)).total).toBe(posts.length);
  });

  it('appends nothing when run again', async () => {
    const before = appended;
    await seedForum(run());
    expect(appended).toBe(before);
  });
});

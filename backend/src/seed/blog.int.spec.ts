import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v5 as uuidv5 } from 'uuid';
import { BLOG_CATEGORIES, readingTimeMinutes } from '@tradeguild/contracts';
import { blogCategories, blogPostBySlug, listBlogPosts, waitForProjections } from '@tradeguild/projections';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { sanitizeBlogHtml } from '../blog/sanitize.ts';
import { seedBlog } from './blog.ts';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../frontend/public');
let server: TestServer;
let appended = 0;
const run = () => ({
  store: server.deps.store,
  commandId: (key: string) => uuidv5(key, '9b1c7c3e-2f51-4c8a-9d7e-0f4c1a2b3c4d'),
  record: (o: { duplicate: boolean; position: unknown }) => void (o.position && !o.duplicate && appended++),
});

beforeAll(async () => {
  server = await startTestServer();
  await seedBlog(run());
  await server.deps.waker.wakeAll();
  await waitForProjections(server.db.pool, ['blog'], await server.deps.store.headPosition(), 30_000);
}, 120_000);
afterAll(() => server?.stop());

describe('demo blog', () => {
  it('has the 22 categories, at least 8 published articles over several categories and 2 drafts', async () => {
    expect((await blogCategories(server.deps.db)).map((c) => c.name).sort()).toEqual([...BLOG_CATEGORIES].sort());
    const all = { limit: 100, offset: 0 };
    const published = await listBlogPosts(server.deps.db, { ...all, status: 'published' });
    const drafts = await listBlogPosts(server.deps.db, { ...all, status: 'draft' });
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(drafts).toHaveLength(2);
    expect(new Set(published.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
    for (const p of published) expect(BLOG_CATEGORIES).toContain(p.category);
    expect(published.filter((p) => p.views > 0)).toHaveLength(published.length);
  });

  it('ships the featured images it names, and stores sanitised articles worth reading', async () => {
    const published = await listBlogPosts(server.deps.db, { limit: 100, offset: 0, status: 'published' });
    const withImages = published.filter((p) => p.featuredImage);
    expect(withImages.length).toBeGreaterThanOrEqual(4);
    for (const p of withImages) expect(existsSync(path.join(publicDir, p.featuredImage!)), p.featuredImage!).toBe(true);
    for (const p of published) {
      const post = (await blogPostBySlug(server.deps.db, p.slug))!;
      expect(post.content).toBe(sanitizeBlogHtml(post.content));
      expect(readingTimeMinutes(post.content), p.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('appends nothing the second time', async () => {
    appended = 0;
    await seedBlog(run());
    expect(appended).toBe(0);
  });
});

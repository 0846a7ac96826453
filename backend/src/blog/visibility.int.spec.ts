import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostSchema, blogStatsSchema } from '@tradeguild/contracts';
import { createPost, eventually, listPosts } from '../../../tests/support/blog.ts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
let manager: HttpClient;
let readers: Record<'visitor' | 'client' | 'tradesman', HttpClient>;
let draftId: string;
const DRAFT = { slug: 'secret-draft-about-damp', title: 'Unreleased damp survey findings' };

beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, { email: 'admin@tradeguild.local', firstName: 'Ada' }); // the default manager: ADMIN_EMAIL
  readers = {
    visitor: new HttpClient(server.url),
    client: await login(server.url, { email: 'reader.client@example.com', userType: 'client' }),
    tradesman: await login(server.url, { email: 'reader.trade@example.com', userType: 'tradesman' }),
  };
  await createPost(manager, 'older-leak-guide', { status: 'published', category: 'Plumbing', tags: ['leaks', 'stopcock'] });
  await createPost(manager, 'roof-tiles-after-storms', {
    status: 'published',
    category: 'Roofing',
    excerpt: 'Slipped tiles and what they cost.',
  });
  await createPost(manager, 'newest-boiler-guide', {
    status: 'published',
    category: 'Heating & Cooling',
    title: 'Boiler servicing 100% explained',
  });
  draftId = await createPost(manager, DRAFT.slug, { title: DRAFT.title, category: 'Plumbing', tags: ['damp', 'leaks'] });
  for (const r of Object.values(readers)) r.sawPosition(manager.lastPosition);
});
afterAll(() => server?.stop());

describe('drafts never reach a visitor, a client or a tradesman', () => {
  it.each(['visitor', 'client', 'tradesman'] as const)(
    '%s: not in lists, searches, by slug, by id, RSS, sitemap or the article page',
    async (who) => {
      const r = readers[who];
      for (const query of [
        '',
        '?status=draft',
        '?status=all',
        '?category=Plumbing',
        '?search=damp',
        `?search=${encodeURIComponent(DRAFT.title)}`,
      ]) {
        const posts = await listPosts(r, query);
        expect(
          posts.every((p) => p.status === 'published'),
          query,
        ).toBe(true);
        expect(
          posts.some((p) => p.id === draftId),
          query,
        ).toBe(false);
      }
      expect((await r.get(`/api/blog/posts/${DRAFT.slug}`)).status).toBe(404);
      expect((await r.get(`/api/blog/posts/by-id/${draftId}`)).status).toBe(who === 'visitor' ? 401 : 403);
      expect((await r.post(`/api/blog/posts/${draftId}/views`)).status).toBe(404);
      for (const path of ['/blog/rss.xml', '/sitemap.xml'])
        expect(await (await r.get(path)).text()).not.toMatch(/secret-draft|Unreleased damp/);
      const page = await r.get(`/blog/${DRAFT.slug}`);
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('Unreleased damp');
    },
  );

  it('the manager sees the draft by slug and in the management list', async () => {
    const post = blogPostSchema.parse(await (await manager.get(`/api/blog/posts/${DRAFT.slug}`)).json());
    expect(post).toMatchObject({ id: draftId, status: 'draft', publishedAt: null });
    expect((await listPosts(manager, '?status=draft')).map((p) => p.slug)).toEqual([DRAFT.slug]);
    expect((await listPosts(manager, '?status=all')).length).toBe(4);
    expect((await listPosts(manager)).some((p) => p.id === draftId)).toBe(false);
  });
});

describe('the public list', () => {
  it('is newest first and filters by category and search over title, excerpt and tags', async () => {
    const v = readers.visitor;
    expect((await listPosts(v)).map((p) => p.slug)).toEqual(['newest-boiler-guide', 'roof-tiles-after-storms', 'older-leak-guide']);
    expect((await listPosts(v, '?category=roofing')).map((p) => p.slug)).toEqual(['roof-tiles-after-storms']);
    expect((await listPosts(v, '?search=STOPCOCK')).map((p) => p.slug)).toEqual(['older-leak-guide']);
    expect((await listPosts(v, '?search=slipped%20tiles')).map((p) => p.slug)).toEqual(['roof-tiles-after-storms']);
    expect((await listPosts(v, '?search=100%25')).map((p) => p.slug)).toEqual(['newest-boiler-guide']);
    expect((await listPosts(v, '?search=10_%25')).map((p) => p.slug)).toEqual([]);
    expect((await listPosts(v, '?limit=1&offset=1')).map((p) => p.slug)).toEqual(['roof-tiles-after-storms']);
    const [first] = await listPosts(v, '?limit=1');
    expect((await listPosts(v, `?exclude=${first!.id}`)).map((p) => p.slug)).not.toContain(first!.slug);
    expect(first).not.toHaveProperty('content');
  });

  it('answers an unknown or malformed slug with 404', async () => {
    expect((await readers.visitor.get('/api/blog/posts/no-such-post')).status).toBe(404);
    expect((await readers.visitor.get('/api/blog/posts/Not%20A%20Slug')).status).toBe(404);
  });
});

describe('views', () => {
  it('counts a visit per reader, ignores reloads, and records them in batches, not one event per view', async () => {
    const [post] = await listPosts(readers.visitor, '?limit=1');
    const view = (r: HttpClient) => r.post(`/api/blog/posts/${post!.id}/views`).then(async (res) => [res.status, await res.json()]);
    expect(await view(readers.client)).toEqual([202, { counted: true }]);
    expect(await view(readers.client)).toEqual([202, { counted: false }]);
    expect(await view(readers.tradesman)).toEqual([202, { counted: true }]);
    expect(await view(readers.visitor)).toEqual([202, { counted: true }]);
    await eventually(async () => {
      manager.sawPosition(null);
      const stats = blogStatsSchema.parse(await (await manager.get('/api/blog/stats')).json());
      expect(stats).toEqual({ published: 3, drafts: 1, totalViews: 3 });
    });
    const { rows } = await server.db.pool.query<{ data: { count: number } }>(
      "SELECT data FROM events WHERE type = 'BlogPostViewsRecorded'",
    );
    expect(rows.reduce((n, r) => n + r.data.count, 0)).toBe(3);
    expect(rows.length).toBeLessThan(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { blogCategoryListSchema, blogPostSchema } from '@tradeguild/contracts';
import { createPost, listPosts, postBody } from '../../../tests/support/blog.ts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
let manager: HttpClient;
let admin: HttpClient;
let client: HttpClient;
let tradesman: HttpClient;
let visitor: HttpClient;

beforeAll(async () => {
  // A manager other than the administrator, written in another case than they log in with.
  server = await startTestServer({ BLOG_MANAGER_EMAIL: 'Editor@TradeGuild.local' });
  manager = await login(server.url, { email: 'editor@tradeguild.local', firstName: 'Eda' });
  admin = await login(server.url, { email: 'admin@tradeguild.local', firstName: 'Ada' });
  client = await login(server.url, { email: 'blog.client@example.com', userType: 'client' });
  tradesman = await login(server.url, { email: 'blog.trade@example.com', userType: 'tradesman' });
  visitor = new HttpClient(server.url);
});
afterAll(() => server?.stop());

const eventCount = async (type: string) =>
  (await server.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE type = $1', [type])).rows[0]!.n;

describe('who may write', () => {
  it('tells the screens who the blog manager is', async () => {
    expect(await (await manager.get('/api/auth/user')).json()).toMatchObject({ isBlogManager: true });
    expect(await (await admin.get('/api/auth/user')).json()).toMatchObject({ isBlogManager: false, isAdmin: true });
  });

  it('answers 401 to visitors and 403 to clients, tradesmen and even the administrator', async () => {
    const id = await createPost(manager, 'permission-check');
    const category = (await (await manager.post('/api/blog/categories', { name: 'Permission Checks' })).json()) as { id: string };
    const writes = (c: HttpClient) => [
      c.post('/api/blog/posts', postBody('not-allowed')),
      c.request('PUT', `/api/blog/posts/${id}`, { title: 'Hijacked' }),
      c.post(`/api/blog/posts/${id}/publish`),
      c.post(`/api/blog/posts/${id}/unpublish`),
      c.request('DELETE', `/api/blog/posts/${id}`),
      c.get(`/api/blog/posts/by-id/${id}`),
      c.post('/api/blog/categories', { name: 'Not Allowed' }),
      c.request('DELETE', `/api/blog/categories/${category.id}`),
    ];
    for (const res of await Promise.all(writes(visitor))) expect(res.status).toBe(401);
    for (const who of [client, tradesman, admin]) {
      for (const res of await Promise.all(writes(who))) {
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({ code: 'forbidden' });
      }
    }
    const post = blogPostSchema.parse(await (await manager.get(`/api/blog/posts/by-id/${id}`)).json());
    expect(post).toMatchObject({ title: 'Guide permission-check', status: 'draft' });
  });

  it('shows the blog figures to the manager and admins only', async () => {
    expect((await visitor.get('/api/blog/stats')).status).toBe(401);
    expect((await client.get('/api/blog/stats')).status).toBe(403);
    expect((await tradesman.get('/api/blog/stats')).status).toBe(403);
    const stats = await (await manager.get('/api/blog/stats')).json();
    expect(stats).toEqual({ published: 0, drafts: 1, totalViews: 0 });
    admin.sawPosition(manager.lastPosition);
    expect(await (await admin.get('/api/blog/stats')).json()).toEqual(stats);
  });
});

describe('validation', () => {
  it('names every missing field with the spec message and appends nothing', async () => {
    const before = await eventCount('BlogPostCreated');
    const reservationsBefore = await eventCount('BlogSlugReserved');
    const res = await manager.post('/api/blog/posts', {});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message).toBe('Title is required');
    expect(Object.fromEntries(body.issues.map((i) => [i.path, i.message]))).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      category: 'Category is required',
      tags: 'Tags are required',
    });
    for (const [field, value, message] of [
      ['title', '   ', 'Title is required'],
      ['slug', '', 'Slug is required'],
      ['excerpt', ' ', 'Excerpt is required'],
      ['content', '', 'Content is required'],
      ['content', '<script>alert(1)</script>', 'Content is required'],
      ['category', '', 'Category is required'],
      ['tags', [' ', ''], 'Tags are required'],
      ['tags', ' , ', 'Tags are required'],
      ['title', 'x'.repeat(201), 'Title must be at most 200 characters'],
      ['slug', 'a'.repeat(201), 'Slug must be at most 200 characters'],
      ['slug', 'Not A Slug', 'Slug may only contain lower-case letters, digits and hyphens'],
      ['status', 'archived', 'Status must be draft or published'],
      ['title', 'nul\u0000byte', 'Text must not contain NUL characters or unpaired surrogates'],
      ['excerpt', 'lone \ud800', 'Text must not contain NUL characters or unpaired surrogates'],
    ] as const) {
      const r = await manager.post('/api/blog/posts', postBody('valid-slug', { [field]: value }));
      expect(r.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(((await r.json()) as { message: string }).message).toBe(message);
    }
    expect(await eventCount('BlogPostCreated')).toBe(before);
    expect(await eventCount('BlogSlugReserved')).toBe(reservationsBefore);
  });

  it('refuses a bad update and unknown ids', async () => {
    const id = await createPost(manager, 'update-validation');
    expect((await manager.request('PUT', `/api/blog/posts/${id}`, { title: '' })).status).toBe(400);
    expect((await manager.request('PUT', `/api/blog/posts/${randomUUID()}`, { title: 'x' })).status).toBe(404);
    expect((await manager.request('PUT', '/api/blog/posts/not-an-id', { title: 'x' })).status).toBe(404);
    expect((await manager.request('DELETE', `/api/blog/posts/${randomUUID()}`)).status).toBe(404);
    expect((await manager.get('/api/blog/posts?limit=500')).status).toBe(400);
  });
});

describe('slugs', () => {
  it('refuses a taken slug with a 409 beside the slug field, and frees it on delete', async () => {
    const first = await createPost(manager, 'getting-three-quotes');
    const taken = await manager.post('/api/blog/posts', postBody('getting-three-quotes'));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      message: 'This slug is already used by another post',
      code: 'conflict',
      issues: [{ path: 'slug', message: 'This slug is already used by another post' }],
    });
    const other = await createPost(manager, 'three-quotes-draft');
    expect((await manager.request('PUT', `/api/blog/posts/${other}`, { slug: 'getting-three-quotes' })).status).toBe(409);
    expect((await manager.request('DELETE', `/api/blog/posts/${first}`)).status).toBe(200);
    expect((await manager.request('PUT', `/api/blog/posts/${other}`, { slug: 'getting-three-quotes' })).status).toBe(200);
    // The old slug went back: a new post may have it.
    await createPost(manager, 'three-quotes-draft');
  });

  it('lets only one of two simultaneous posts have a slug', async () => {
    const results = await Promise.all([1, 2, 3].map(() => manager.post('/api/blog/posts', postBody('race-for-this-slug'))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('appends a retried create once', async () => {
    const commandId = randomUUID();
    const a = await manager.post('/api/blog/posts', { ...postBody('retried-create'), commandId });
    const b = await manager.post('/api/blog/posts', { ...postBody('retried-create'), commandId });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(((await b.json()) as { id: string }).id).toBe(((await a.json()) as { id: string }).id);
    expect((await listPosts(manager, '?status=all&search=retried-create')).length).toBe(1);
  });
});

describe('publishing and content', () => {
  it('publishes and unpublishes through the status field, storing sanitised HTML', async () => {
    const id = await createPost(manager, 'status-field', {
      content: '<p onclick="x()">Safe <a href="javascript:alert(1)">link</a></p><script>alert(1)</script>',
    });
    const read = async () => blogPostSchema.parse(await (await manager.get(`/api/blog/posts/by-id/${id}`)).json());
    expect((await read()).content).toBe('<p>Safe <a target="_blank" rel="noopener noreferrer">link</a></p>');
    await manager.request('PUT', `/api/blog/posts/${id}`, { status: 'published' });
    expect(await read()).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    await manager.request('PUT', `/api/blog/posts/${id}`, { status: 'draft', excerpt: 'Back to draft' });
    expect(await read()).toMatchObject({ status: 'draft', publishedAt: null, excerpt: 'Back to draft' });
    await manager.post(`/api/blog/posts/${id}/publish`);
    expect((await read()).status).toBe('published');
  });
});

describe('categories', () => {
  it('creates with the default description, refuses blanks and duplicates in any case, deletes', async () => {
    const res = await manager.post('/api/blog/categories', { name: '  Garden Rooms ' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const list = async () => blogCategoryListSchema.parse(await (await visitor.get('/api/blog/categories')).json());
    visitor.sawPosition(manager.lastPosition);
    expect((await list()).find((c) => c.id === id)).toMatchObject({
      name: 'Garden Rooms',
      slug: 'garden-rooms',
      description: 'Category for Garden Rooms related content',
      isActive: true,
    });
    const duplicate = await manager.post('/api/blog/categories', { name: 'garden rooms' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ message: 'A category with this name already exists' });
    for (const [name, message] of [
      ['   ', 'Category name is required'],
      ['&&', 'Category name must contain letters or digits'],
      [undefined, 'Category name is required'],
    ]) {
      const bad = await manager.post('/api/blog/categories', { name });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toBe(message);
    }
    expect((await manager.request('DELETE', `/api/blog/categories/${id}`)).status).toBe(200);
    visitor.sawPosition(manager.lastPosition);
    expect((await list()).some((c) => c.id === id)).toBe(false);
    expect((await manager.post('/api/blog/categories', { name: 'Garden Rooms' })).status).toBe(201);
    expect((await manager.request('DELETE', `/api/blog/categories/${randomUUID()}`)).status).toBe(404);
  });
});

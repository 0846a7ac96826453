import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, forumCategoryCountsSchema, forumPostListSchema, forumThreadSchema } from '@tradeguild/contracts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
let alice: HttpClient;
let bob: HttpClient;
let carol: HttpClient;
let visitor: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, { email: 'admin@tradeguild.local', firstName: 'Ada' });
  alice = await login(server.url, { email: 'forum.alice@example.com', firstName: 'Alice', userType: 'tradesman' });
  bob = await login(server.url, { email: 'forum.bob@example.com', firstName: 'Bob', userType: 'tradesman' });
  carol = await login(server.url, { email: 'forum.carol@example.com', firstName: 'Carol', userType: 'client' });
  visitor = new HttpClient(server.url);
});
afterAll(() => server?.stop());

const eventCount = async (type: string) =>
  (await server.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE type = $1', [type])).rows[0]!.n;
const allEvents = async () => (await server.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `About ${title}`,
  category: 'technical',
  tags: ['test'],
  ...extra,
});

async function createPost(c: HttpClient, title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await c.post('/api/forum/posts', body(title, extra));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
async function reply(c: HttpClient, postId: string, content: string): Promise<string> {
  const res = await c.post(`/api/forum/posts/${postId}/replies`, { content });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
/** Another member reads what `writer` wrote (they share no session, so they share the position). */
const sees = (reader: HttpClient, writer: HttpClient) => reader.sawPosition(writer.lastPosition);
const thread = async (c: HttpClient, id: string) => forumThreadSchema.parse(await (await c.get(`/api/forum/posts/${id}`)).json());
const list = async (c: HttpClient, query = '') => forumPostListSchema.parse(await (await c.get(`/api/forum/posts${query}`)).json());

describe('who may do what', () => {
  it('answers 401 to a visitor on every forum call', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const calls = [
      visitor.get('/api/forum/posts'),
      visitor.get('/api/forum/categories'),
      visitor.get(`/api/forum/posts/${id}`),
      visitor.post('/api/forum/posts', body('x')),
      visitor.request('PUT', `/api/forum/posts/${id}`, body('x')),
      visitor.request('DELETE', `/api/forum/posts/${id}`),
      visitor.post(`/api/forum/posts/${id}/replies`, { content: 'x' }),
      visitor.post(`/api/forum/posts/${id}/like`),
      visitor.request('DELETE', `/api/forum/posts/${id}/like`),
      visitor.post(`/api/forum/posts/${id}/solution`, { replyId: id }),
      visitor.post(`/api/forum/posts/${id}/hide`, { reason: 'x' }),
      visitor.request('PUT', `/api/forum/replies/${id}`, { content: 'x' }),
      visitor.request('DELETE', `/api/forum/replies/${id}`),
      visitor.post(`/api/forum/replies/${id}/like`),
      visitor.request('DELETE', `/api/forum/replies/${id}/like`),
      visitor.post(`/api/forum/replies/${id}/hide`, { reason: 'x' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it('lets only the author edit or delete, and only an admin hide', async () => {
    const postId = await createPost(alice, 'Owned post');
    sees(bob, alice);
    const replyId = await reply(bob, postId, 'Owned reply');
    sees(alice, bob);
    const before = await allEvents();
    const refused = [
      await bob.request('PUT', `/api/forum/posts/${postId}`, body('Hijacked')),
      await bob.request('DELETE', `/api/forum/posts/${postId}`),
      await alice.request('PUT', `/api/forum/replies/${replyId}`, { content: 'Hijacked' }),
      await alice.request('DELETE', `/api/forum/replies/${replyId}`),
      await bob.post(`/api/forum/posts/${postId}/solution`, { replyId }),
      await alice.post(`/api/forum/posts/${postId}/hide`, { reason: 'Mine' }),
      await bob.post(`/api/forum/replies/${replyId}/hide`, { reason: 'Mine' }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await allEvents()).toBe(before);

    expect((await alice.request('PUT', `/api/forum/posts/${postId}`, body('Owned post, edited'))).status).toBe(200);
    expect((await bob.request('PUT', `/api/forum/replies/${replyId}`, { content: 'Edited reply' })).status).toBe(200);
    sees(alice, bob);
    const t = await thread(alice, postId);
    expect([t.post.title, t.replies.map((r) => r.content)]).toEqual(['Owned post, edited', ['Edited reply']]);
    expect((await bob.request('DELETE', `/api/forum/replies/${replyId}`)).status).toBe(200);
    expect((await alice.request('DELETE', `/api/forum/posts/${postId}`)).status).toBe(200);
    expect((await alice.get(`/api/forum/posts/${postId}`)).status).toBe(404);
  });
});

describe('validation', () => {
  it('answers 400 with the spec messages and appends nothing', async () => {
    const before = await allEvents();
    const empty = await alice.post('/api/forum/posts', { title: '', content: '', category: '', tags: [] });
    expect(empty.status).toBe(400);
    const issues = ((await empty.json()) as { issues: { path: string; message: string }[] }).issues.map((i) => i.message);
    expect(issues).toEqual(expect.arrayContaining(['Title is required', 'Content is required', 'Category is required']));
    const sixTags = await alice.post('/api/forum/posts', body('Too many tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }));
    expect([sixTags.status, ((await sixTags.json()) as { message: string }).message]).toEqual([400, 'Maximum 5 tags allowed']);
    const badCategory = await alice.post('/api/forum/posts', body('Bad category', { category: 'gossip' }));
    expect(badCategory.status).toBe(400);
    const blankReply = await alice.post('/api/forum/posts/00000000-0000-4000-8000-000000000001/replies', { content: '   ' });
    expect([blankReply.status, ((await blankReply.json()) as { message: string }).message]).toEqual([400, 'Content is required']);
    expect((await alice.get('/api/forum/posts?sort=random')).status).toBe(400);
    expect(await allEvents()).toBe(before);
  });
});

describe('likes, solutions and hidden content', () => {
  it('counts one like per member however often they like', async () => {
    const postId = await createPost(alice, 'Likeable post');
    sees(bob, alice);
    for (let i = 0; i < 3; i++) expect((await bob.post(`/api/forum/posts/${postId}/like`)).status).toBe(200);
    expect(await eventCount('ForumPostLiked')).toBe(1);
    const seen = await thread(bob, postId);
    expect([seen.post.likes, seen.post.likedByMe]).toEqual([1, true]);
    sees(alice, bob);
    expect((await thread(alice, postId)).post.likedByMe).toBe(false);

    const replyId = await reply(alice, postId, 'Thanks');
    sees(bob, alice);
    await bob.post(`/api/forum/replies/${replyId}/like`);
    await bob.post(`/api/forum/replies/${replyId}/like`);
    await bob.request('DELETE', `/api/forum/posts/${postId}/like`);
    const after = await thread(bob, postId);
    expect([after.post.likes, after.post.likedByMe, after.replies[0]!.likes, after.replies[0]!.likedByMe]).toEqual([0, false, 1, true]);
  });

  it('marks a thread solved by its author and shows it in the list', async () => {
    const postId = await createPost(alice, 'Which fuse for an immersion heater');
    sees(bob, alice);
    const replyId = await reply(bob, postId, 'A 16 amp MCB on its own radial.');
    sees(alice, bob);
    const other = await createPost(bob, 'Unrelated thread');
    sees(alice, bob);
    const stray = await reply(bob, other, 'Not this thread');
    sees(alice, bob);
    expect((await alice.post(`/api/forum/posts/${postId}/solution`, { replyId: stray })).status).toBe(404);
    expect((await alice.post(`/api/forum/posts/${postId}/solution`, { replyId })).status).toBe(200);
    const t = await thread(alice, postId);
    expect([t.post.solved, t.post.solvedReplyId, t.post.replyCount]).toEqual([true, replyId, 1]);
    expect((await list(alice, '?solved=true')).map((p) => p.id)).toContain(postId);
    expect((await list(alice, '?solved=false')).map((p) => p.id)).not.toContain(postId);
  });

  it('hides a post or reply from everyone but admins', async () => {
    const postId = await createPost(alice, 'Post to hide');
    sees(bob, alice);
    const keep = await reply(bob, postId, 'A fine reply');
    const rude = await reply(bob, postId, 'A rude reply');
    sees(admin, bob);
    expect((await admin.post(`/api/forum/replies/${rude}/hide`, { reason: 'Rude' })).status).toBe(200);
    sees(alice, admin);
    const seen = await thread(alice, postId);
    expect([seen.replies.map((r) => r.id), seen.post.replyCount]).toEqual([[keep], 1]);
    expect((await thread(admin, postId)).replies.map((r) => [r.id, r.hidden, r.hiddenReason])).toEqual([
      [keep, false, null],
      [rude, true, 'Rude'],
    ]);

    expect((await admin.post(`/api/forum/posts/${postId}/hide`, { reason: '' })).status).toBe(400);
    expect((await admin.post(`/api/forum/posts/${postId}/hide`, { reason: 'Off topic' })).status).toBe(200);
    sees(alice, admin);
    expect((await alice.get(`/api/forum/posts/${postId}`)).status).toBe(404);
    expect((await list(alice)).map((p) => p.id)).not.toContain(postId);
    expect((await list(admin)).find((p) => p.id === postId)).toMatchObject({ hidden: true, hiddenReason: 'Off topic' });
    expect((await alice.post(`/api/forum/posts/${postId}/like`)).status).toBe(404);
  });
});

describe('reading', () => {
  it('finds posts by full text, title matches first, and sorts', async () => {
    const inContent = await createPost(alice, 'General chat', { content: 'My thermostat keeps clicking off', tags: [] });
    const inTitle = await createPost(bob, 'Thermostat wiring for a combi', { content: 'Which terminals?', tags: ['heating'] });
    const inTags = await createPost(carol, 'Odd noise at night', { content: 'Banging pipes', tags: ['thermostats'] });
    for (const c of [alice, bob, carol]) sees(carol, c);
    const found = await list(carol, '?search=thermostat');
    expect(found.map((p) => p.id)).toEqual([inTitle, inTags, inContent]);
    expect(found[0]).toMatchObject({ authorName: 'Bob', replyCount: 0, likedByMe: false, solved: false });
    expect((await list(carol, '?search=thermostat&category=technical&limit=1&offset=1')).map((p) => p.id)).toEqual([inTags]);
    expect((await list(carol, '?search=thermostat&sort=newest')).map((p) => p.id)).toEqual([inTags, inTitle, inContent]);
    expect((await list(carol, '?search=%22%27%3B%20drop%20table')).length).toBe(0);

    await reply(alice, inContent, 'Bump');
    sees(carol, alice);
    expect((await list(carol, '?search=thermostat&sort=active'))[0]!.id).toBe(inContent);
    const counts = forumCategoryCountsSchema.parse(await (await carol.get('/api/forum/categories')).json());
    expect(counts.categories.map((c) => c.category)).toEqual(['general', 'technical', 'tips', 'tools', 'business', 'regulations']);
    expect(counts.total).toBe(counts.categories.reduce((n, c) => n + c.count, 0));
  });

  it('ranks a title match above a newer post that has the words only in its content', async () => {
    const inTitle = await createPost(bob, 'Balanced flue clearance', { content: 'How close to a window?', tags: [] });
    const inContent = await createPost(alice, 'Boiler moved', { content: 'Balanced flue, balanced flue, balanced flue again', tags: [] });
    for (const c of [alice, bob]) sees(carol, c);
    expect((await list(carol, '?search=balanced%20flue&sort=newest')).map((p) => p.id)).toEqual([inContent, inTitle]);
    expect((await list(carol, '?search=balanced%20flue')).map((p) => p.id)).toEqual([inTitle, inContent]);
  });

  it('counts a view once per member, with no event for a repeat', async () => {
    const postId = await createPost(alice, 'Viewed post');
    sees(bob, alice);
    sees(carol, alice);
    const before = await eventCount('ForumPostViewed');
    for (let i = 0; i < 3; i++) await bob.get(`/api/forum/posts/${postId}`);
    await carol.get(`/api/forum/posts/${postId}`);
    expect(await eventCount('ForumPostViewed')).toBe(before + 2);
    // Alice's own read counts too: bob, carol and alice.
    await expect.poll(async () => (await thread(alice, postId)).post.views, { timeout: 15_000 }).toBe(3);
    await bob.get(`/api/forum/posts/${postId}`);
    expect(await eventCount('ForumPostViewed')).toBe(before + 3);
  });

  it('names the author, or leaves the name empty for the screen to fall back', async () => {
    const me = currentUserSchema.parse(await (await alice.get('/api/auth/user')).json());
    const postId = await createPost(alice, 'Named post');
    expect((await thread(alice, postId)).post).toMatchObject({ authorId: me.id, authorName: 'Alice' });
  });
});

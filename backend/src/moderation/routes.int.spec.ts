import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationSummaryListSchema,
  currentUserSchema,
  forumThreadSchema,
  messageListSchema,
  notificationListSchema,
  reportedSubjectListSchema,
  reviewListSchema,
  hiddenSubjectListSchema,
} from '@tradeguild/contracts';
import { profileInput, projectInput } from '../../../tests/fixtures/tradesmen-seed.ts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
let alice: HttpClient;
let bob: HttpClient;
let carol: HttpClient;
let dave: HttpClient;
let visitor: HttpClient;
const ids = {} as Record<'alice' | 'bob' | 'carol' | 'dave' | 'post' | 'reply' | 'profile' | 'review' | 'message', string>;

const idOf = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json()).id;
const created = async (res: Response) => {
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
/** Everyone reads after everyone's writes. */
const sync = () => {
  for (const a of [admin, alice, bob, carol, dave, visitor])
    for (const b of [admin, alice, bob, carol, dave]) a.sawPosition(b.lastPosition);
};
const report = (c: HttpClient, subjectType: string, subjectId: string, extra: Record<string, unknown> = {}) =>
  c.post('/api/reports', { subjectType, subjectId, reason: 'spam', ...extra });
const thread = async (c: HttpClient, id: string) => forumThreadSchema.parse(await (await c.get(`/api/forum/posts/${id}`)).json());
const openReports = async () => reportedSubjectListSchema.parse(await (await admin.get('/api/admin/reports')).json());
const notifications = async (c: HttpClient) => notificationListSchema.parse(await (await c.get('/api/notifications')).json());

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, { email: 'admin@tradeguild.local', firstName: 'Ada' });
  alice = await login(server.url, { email: 'mod.alice@example.com', firstName: 'Alice', userType: 'tradesman' });
  bob = await login(server.url, { email: 'mod.bob@example.com', firstName: 'Bob', userType: 'tradesman' });
  carol = await login(server.url, { email: 'mod.carol@example.com', firstName: 'Carol', userType: 'client' });
  dave = await login(server.url, { email: 'mod.dave@example.com', firstName: 'Dave', userType: 'client' });
  visitor = new HttpClient(server.url);
  for (const [name, c] of [
    ['alice', alice],
    ['bob', bob],
    ['carol', carol],
    ['dave', dave],
  ] as const)
    ids[name] = await idOf(c);
  ids.post = await created(
    await alice.post('/api/forum/posts', { title: 'Best SDS drill?', content: 'For brick', category: 'tools', tags: [] }),
  );
  sync();
  ids.reply = await created(await bob.post(`/api/forum/posts/${ids.post}/replies`, { content: 'Buy cheap drills at spam.example' }));
  ids.profile = await created(await alice.post('/api/tradesmen/profile', profileInput({ businessName: 'Alice Electrical' })));
  sync();
  // A review comes by a job or an invitation (issue 23): Alice invites Carol for a portfolio project.
  const portfolioProjectId = await created(await alice.post('/api/projects', projectInput()));
  sync();
  const invitationId = await created(
    await alice.post('/api/tradesmen/me/review-invitations', { email: 'mod.carol@example.com', portfolioProjectId }),
  );
  sync();
  ids.review = await created(
    await carol.post(`/api/tradesmen/${ids.profile}/reviews`, { rating: 1, comment: 'Fake review text', invitationId }),
  );
  ids.message = await created(await bob.post('/api/messages', { receiverId: ids.carol, content: 'Rude message' }));
  sync();
});
afterAll(() => server?.stop());

describe('who may report and moderate', () => {
  it('answers 401 to a visitor and 403 to members on the admin routes', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    for (const res of await Promise.all([
      report(visitor, 'forumReply', id),
      visitor.get('/api/admin/reports'),
      visitor.post(`/api/admin/reports/forumReply/${id}/hide`, { reason: 'x' }),
      visitor.post(`/api/admin/reports/forumReply/${id}/dismiss`),
    ]))
      expect(res.status).toBe(401);
    for (const res of await Promise.all([
      carol.get('/api/admin/reports'),
      carol.post(`/api/admin/reports/forumReply/${ids.reply}/hide`, { reason: 'x' }),
      bob.post(`/api/admin/reports/forumReply/${ids.reply}/dismiss`),
    ]))
      expect(res.status).toBe(403);
  });

  it('refuses bad input with clear 4xx messages', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ subjectType: 'blogPost', subjectId: ids.reply, reason: 'spam' }, 400, 'Subject type must be one of'],
      [{ subjectType: 'forumReply', subjectId: 'nope', reason: 'spam' }, 400, 'Choose what to report'],
      [{ subjectType: 'forumReply', subjectId: ids.reply, reason: 'boring' }, 400, 'Choose a reason'],
      [{ subjectType: 'forumReply', subjectId: ids.reply, reason: 'other', details: 'x'.repeat(1001) }, 400, 'at most 1000'],
      [{ subjectType: 'forumReply', subjectId: '00000000-0000-4000-8000-000000000009', reason: 'spam' }, 404, 'nothing to report'],
    ];
    for (const [body, status, message] of cases) {
      const res = await dave.post('/api/reports', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    const hide = await admin.post(`/api/admin/reports/forumReply/${ids.reply}/hide`, { reason: '  ' });
    expect(hide.status).toBe(400);
    expect((await admin.post(`/api/admin/reports/nothing/${ids.reply}/hide`, { reason: 'x' })).status).toBe(404);
    expect((await admin.post(`/api/admin/reports/forumReply/${ids.reply}/dismiss`)).status).toBe(404);
  });

  it("refuses one's own content, a message one did not receive, and a second report", async () => {
    expect((await report(bob, 'forumReply', ids.reply)).status).toBe(403);
    expect((await report(carol, 'review', ids.review)).status).toBe(403);
    expect((await report(alice, 'message', ids.message)).status).toBe(404);
    expect((await report(carol, 'forumReply', ids.reply, { details: 'Advertising' })).status).toBe(201);
    expect((await report(carol, 'forumReply', ids.reply)).status).toBe(409);
  });
});

describe('hiding a forum reply through the Moderation tab', () => {
  it('lists open reports grouped by subject, then hides it for everyone but its author and admins', async () => {
    expect((await report(dave, 'forumReply', ids.reply, { reason: 'offensive' })).status).toBe(201);
    sync();
    const open = (await openReports()).find((s) => s.subjectId === ids.reply)!;
    expect(open).toMatchObject({ subjectType: 'forumReply', subjectAuthorId: ids.bob, subjectAuthorName: 'Bob', parentId: ids.post });
    expect(open.reportCount).toBe(2);
    expect(open.reports.map((r) => r.reason).sort()).toEqual(['offensive', 'spam']);
    expect(open.excerpt).toBe('Buy cheap drills at spam.example');

    expect((await admin.post(`/api/admin/reports/forumReply/${ids.reply}/hide`, { reason: 'Advertising' })).status).toBe(200);
    sync();
    expect((await thread(alice, ids.post)).replies.map((r) => r.id)).toEqual([]);
    expect((await thread(carol, ids.post)).replies.map((r) => r.id)).toEqual([]);
    expect((await thread(bob, ids.post)).replies.map((r) => r.id)).toEqual([ids.reply]);
    expect((await thread(admin, ids.post)).replies.map((r) => r.id)).toEqual([ids.reply]);
    expect((await openReports()).some((s) => s.subjectId === ids.reply)).toBe(false);
    expect((await report(alice, 'forumReply', ids.reply)).status).toBe(409);
    expect((await admin.post(`/api/admin/reports/forumReply/${ids.reply}/hide`, { reason: 'Again' })).status).toBe(409);

    for (const c of [carol, dave]) {
      const told = (await notifications(c)).find((n) => n.kind === 'report_hidden')!;
      expect(told.text).toBe('The forum reply you reported ("Buy cheap drills at spam.example") has been hidden: Advertising');
      expect(told.link).toBe(`/community/posts/${ids.post}`);
    }
  });
});

describe('reviews, profiles and messages', () => {
  it('hides a review from everyone but its author and admins', async () => {
    expect((await report(alice, 'review', ids.review, { reason: 'fake' })).status).toBe(201);
    sync();
    expect((await admin.post(`/api/admin/reports/review/${ids.review}/hide`, { reason: 'Not a customer' })).status).toBe(200);
    sync();
    const reviews = async (c: HttpClient) =>
      reviewListSchema.parse(await (await c.get(`/api/tradesmen/${ids.profile}/reviews`)).json()).map((r) => r.id);
    expect(await reviews(dave)).toEqual([]);
    expect(await reviews(alice)).toEqual([]);
    expect(await reviews(carol)).toEqual([ids.review]);
    expect(await reviews(admin)).toEqual([ids.review]);
  });

  it('lists a hidden review and restores it with a reason: everyone sees it again', async () => {
    const hiddenList = async () =>
      hiddenSubjectListSchema.parse(await (await admin.get('/api/admin/reports/hidden')).json()).map((h) => h.subjectId);
    expect(await hiddenList()).toContain(ids.review);
    expect((await admin.post(`/api/admin/reports/hidden/review/${ids.review}/restore`, {})).status).toBe(400);
    expect((await alice.post(`/api/admin/reports/hidden/review/${ids.review}/restore`, { reason: 'Appeal' })).status).toBe(403);
    expect((await admin.post(`/api/admin/reports/hidden/review/${ids.review}/restore`, { reason: 'Appeal upheld' })).status).toBe(200);
    sync();
    expect(await hiddenList()).not.toContain(ids.review);
    const visible = async (c: HttpClient) =>
      reviewListSchema.parse(await (await c.get(`/api/tradesmen/${ids.profile}/reviews`)).json()).map((r) => r.id);
    expect(await visible(dave)).toContain(ids.review);
    const again = await admin.post(`/api/admin/reports/hidden/review/${ids.review}/restore`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('This is not hidden');
  });

  it('dismisses reports on a profile (it stays) and tells the reporter', async () => {
    expect((await report(dave, 'profile', ids.profile, { reason: 'fake', details: 'Not a real firm' })).status).toBe(201);
    sync();
    expect((await admin.post(`/api/admin/reports/profile/${ids.profile}/dismiss`)).status).toBe(200);
    sync();
    expect((await dave.get(`/api/tradesmen/${ids.profile}`)).status).toBe(200);
    const told = (await notifications(dave)).find((n) => n.kind === 'report_dismissed')!;
    expect(told.text).toMatch(/^We reviewed the profile you reported \("Alice Electrical: .*"\) and left it up$/);
    expect(told.link).toBe(`/tradesmen/${ids.profile}`);
    expect((await admin.post(`/api/admin/reports/profile/${ids.profile}/dismiss`)).status).toBe(409);
  });

  it('hides a profile from the profile page, search and the featured lists but not from its owner', async () => {
    const featured = async (path: string) => (await (await visitor.get(path)).json()) as { id: string; tradesmanId?: string }[];
    expect((await admin.post(`/api/tradesmen/${ids.profile}/verify`)).status).toBe(200);
    sync();
    expect((await featured('/api/tradesmen/featured')).map((t) => t.id)).toContain(ids.profile);
    expect((await featured('/api/projects/featured?limit=12')).map((p) => p.tradesmanId)).toContain(ids.profile);
    expect((await report(carol, 'profile', ids.profile, { reason: 'offensive' })).status).toBe(201);
    sync();
    expect((await admin.post(`/api/admin/reports/profile/${ids.profile}/hide`, { reason: 'Offensive name' })).status).toBe(200);
    sync();
    expect((await featured('/api/tradesmen/featured')).map((t) => t.id)).not.toContain(ids.profile);
    expect((await featured('/api/projects/featured?limit=12')).map((p) => p.tradesmanId)).not.toContain(ids.profile);
    expect((await dave.get(`/api/tradesmen/${ids.profile}`)).status).toBe(404);
    expect((await alice.get(`/api/tradesmen/${ids.profile}`)).status).toBe(200);
    expect((await admin.get(`/api/tradesmen/${ids.profile}`)).status).toBe(200);
    const found = (await (await dave.get('/api/tradesmen?search=Alice%20Electrical')).json()) as { id: string }[];
    expect(found.map((t) => t.id)).not.toContain(ids.profile);
  });

  it('hides a message from its receiver, not its sender', async () => {
    expect((await report(carol, 'message', ids.message, { reason: 'harassment' })).status).toBe(201);
    sync();
    expect((await admin.post(`/api/admin/reports/message/${ids.message}/hide`, { reason: 'Abusive' })).status).toBe(200);
    sync();
    const conversation = async (c: HttpClient, partner: string) =>
      messageListSchema.parse(await (await c.get(`/api/messages/conversation/${partner}`)).json()).map((m) => m.id);
    expect(await conversation(carol, ids.bob)).toEqual([]);
    expect(await conversation(bob, ids.carol)).toEqual([ids.message]);
    // The conversation list's preview does not show the receiver the hidden text; the sender still sees it.
    const preview = async (c: HttpClient, partner: string) =>
      conversationSummaryListSchema.parse(await (await c.get('/api/messages/me')).json()).find((x) => x.partnerId === partner)?.content;
    expect(await preview(carol, ids.bob)).toBe('This message was removed by a moderator');
    expect(await preview(bob, ids.carol)).toBe('Rude message');
  });
});

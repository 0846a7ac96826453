import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityListSchema,
  adminMessagePageSchema,
  adminProjectPageSchema,
  adminStatsSchema,
  adminTradesmanPageSchema,
  adminUserPageSchema,
  inspectedMessageSchema,
  projectionStatusListSchema,
  type ActivityItem,
} from '@tradeguild/contracts';
import { profileInput, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { collect, connectSocket } from '../../../tests/support/socket.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
let client: HttpClient;
let tradesman: HttpClient;
let visitor: HttpClient;
let tradesmanProfile: string;
let clientId: string;
let tradesmanId: string;

const project = (title: string, location = 'Leeds') => ({
  title,
  description: 'Boarding and a window',
  location,
  requiredTrades: ['Carpenter'],
});
const everyoneSeen = () => {
  for (const c of [admin, client, tradesman]) admin.sawPosition(c.lastPosition);
};
const json = async (c: HttpClient, path: string) => {
  everyoneSeen();
  const res = await c.get(path);
  expect(res.status, path).toBe(200);
  return res.json() as Promise<unknown>;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, { email: 'admin@tradeguild.local', firstName: 'Ada' });
  client = await login(server.url, { email: 'sarah.admin-test@example.com', firstName: 'Sarah', userType: 'client' });
  tradesman = await login(server.url, { email: 'tom.admin-test@example.com', firstName: 'Tom', userType: 'tradesman' });
  visitor = new HttpClient(server.url);
  clientId = ((await (await client.get('/api/auth/user')).json()) as { id: string }).id;
  tradesmanId = ((await (await tradesman.get('/api/auth/user')).json()) as { id: string }).id;
  tradesmanProfile = (
    await send(tradesman, 'POST', '/api/tradesmen/profile', profileInput({ businessName: 'Tom Joinery', location: 'Harrogate' }))
  ).body.id as string;
  for (const title of ['Loft conversion', 'Kitchen refit'])
    expect((await send(client, 'POST', '/api/client-projects', project(title))).status).toBe(201);
  await send(client, 'POST', '/api/messages', { receiverId: tradesmanId, content: 'Could you quote for the loft conversion?' });
  await send(tradesman, 'POST', '/api/messages', { receiverId: clientId, content: 'Happy to, when can I visit?' });
}, 120_000);
afterAll(() => server?.stop());

const ENDPOINTS: [string, string][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/activity'],
  ['GET', '/api/admin/charts'],
  ['GET', '/api/admin/tradesmen'],
  ['GET', '/api/admin/projects'],
  ['GET', '/api/admin/messages'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/projections'],
  ['POST', '/api/admin/projections/admin/rebuild'],
  ['POST', '/api/admin/messages/00000000-0000-4000-8000-000000000000/inspect'],
  ['GET', '/api/admin/queues'],
  ['GET', '/api/admin/queues/api/queues'],
];

describe('who may call /api/admin', () => {
  it('answers 401 when logged out and 403 to clients and tradesmen', async () => {
    for (const [method, path] of ENDPOINTS) {
      expect((await visitor.request(method, path)).status, `${method} ${path} logged out`).toBe(401);
      for (const who of [client, tradesman]) expect((await who.request(method, path)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('lets the administrator in, queue board included', async () => {
    const board = await admin.get('/api/admin/queues');
    expect(board.status).toBe(200);
    expect(await board.text()).toContain('<');
  });
});

describe('stats', () => {
  it('counts what the scripted commands did', async () => {
    await expect
      .poll(async () => adminStatsSchema.parse(await json(admin, '/api/admin/stats')), { timeout: 15_000 })
      .toMatchObject({
        totalUsers: 3,
        newUsersThisMonth: 3,
        totalTradesmen: 1,
        newTradesmenThisMonth: 1,
        activeProjects: 2,
        newProjectsThisMonth: 2,
        totalMessages: 2,
        newMessagesThisWeek: 2,
      });
  });
});

describe('activity', () => {
  it('lists items newest first with names, and filters by type', async () => {
    const all = activityListSchema.parse(await json(admin, '/api/admin/activity'));
    expect(all.map((a) => a.description)).toContain("Sarah posted 'Kitchen refit' (Carpenter) in Leeds");
    expect(all[0]!.timestamp >= all.at(-1)!.timestamp).toBe(true);
    const projects = activityListSchema.parse(await json(admin, '/api/admin/activity?type=project'));
    expect(projects.map((a) => a.description)).toEqual([
      "Sarah posted 'Kitchen refit' (Carpenter) in Leeds",
      "Sarah posted 'Loft conversion' (Carpenter) in Leeds",
    ]);
    expect(projects[0]!.streamId).toMatch(/^clientProject-/);
    expect((await admin.get('/api/admin/activity?type=nonsense')).status).toBe(400);
  });

  it('pushes a new item to admins only, after the read model has it', async () => {
    const adminSocket = await connectSocket(admin);
    const clientSocket = await connectSocket(client);
    const adminSeen = collect<ActivityItem>(adminSocket, 'activity:new');
    const clientSeen = collect<ActivityItem>(clientSocket, 'activity:new');
    try {
      await send(client, 'POST', '/api/client-projects', project('Garden wall'));
      await expect
        .poll(() => adminSeen.map((a) => a.description), { timeout: 15_000 })
        .toContain("Sarah posted 'Garden wall' (Carpenter) in Leeds");
      const pushed = adminSeen.find((a) => a.description.includes('Garden wall'))!;
      const stored = activityListSchema.parse(await (await admin.get('/api/admin/activity?type=project&limit=1')).json());
      expect(stored[0]!.id).toBe(pushed.id);
      expect(clientSeen).toEqual([]);
    } finally {
      adminSocket.close();
      clientSocket.close();
    }
  });
});

describe('tabs', () => {
  it('pages on the server and searches case-insensitively', async () => {
    for (let i = 0; i < 22; i++)
      await send(client, 'POST', '/api/client-projects', project(`Paging project ${i}`, i % 2 ? 'York' : 'Hull'));
    const first = adminProjectPageSchema.parse(await json(admin, '/api/admin/projects?limit=20'));
    expect(first.items).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = adminProjectPageSchema.parse(await json(admin, '/api/admin/projects?limit=20&offset=20'));
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0]!.id);
    const york = adminProjectPageSchema.parse(await json(admin, '/api/admin/projects?search=yORk&limit=100'));
    expect(york.items).toHaveLength(11);
    expect(york.hasMore).toBe(false);
    const loft = adminProjectPageSchema.parse(await json(admin, '/api/admin/projects?search=LOFT'));
    expect(loft.items.map((p) => [p.title, p.clientName, p.status])).toEqual([['Loft conversion', 'Sarah', 'open']]);
    expect(adminProjectPageSchema.parse(await json(admin, '/api/admin/projects?search=100%25')).items).toEqual([]);
  });

  it('searches tradesmen by business name or location, messages by content, lists users', async () => {
    expect(
      adminTradesmanPageSchema.parse(await json(admin, '/api/admin/tradesmen?search=harrogate')).items.map((t) => t.businessName),
    ).toEqual(['Tom Joinery']);
    expect(adminTradesmanPageSchema.parse(await json(admin, '/api/admin/tradesmen?search=joinERY')).items).toHaveLength(1);
    const messages = adminMessagePageSchema.parse(await json(admin, '/api/admin/messages?search=VISIT'));
    expect(messages.items.map((m) => [m.preview, m.senderName, m.receiverName])).toEqual([['Happy to, when can I visit?', 'Tom', 'Sarah']]);
    const users = adminUserPageSchema.parse(await json(admin, '/api/admin/users'));
    expect(users.items.map((u) => u.email).sort()).toEqual([
      'admin@tradeguild.local',
      'sarah.admin-test@example.com',
      'tom.admin-test@example.com',
    ]);
  });

  it('refuses bad paging with a 400', async () => {
    for (const q of ['limit=0', 'limit=1000', 'offset=-1', 'limit=abc'])
      expect((await admin.get(`/api/admin/projects?${q}`)).status, q).toBe(400);
  });

  it('verify shows in the tradesmen tab and the feed', async () => {
    expect((await send(admin, 'POST', `/api/tradesmen/${tradesmanProfile}/verify`)).status).toBe(200);
    const row = () => json(admin, '/api/admin/tradesmen?search=Tom%20Joinery').then((b) => adminTradesmanPageSchema.parse(b).items[0]);
    expect(await row()).toMatchObject({ verified: true });
    expect((await send(admin, 'POST', `/api/tradesmen/${tradesmanProfile}/unverify`)).status).toBe(200);
    expect(await row()).toMatchObject({ verified: false });
    const feed = activityListSchema.parse(await json(admin, '/api/admin/activity?type=tradesman'));
    expect(feed.map((a) => a.description).slice(0, 2)).toEqual([
      'Ada removed the verified badge of Tom Joinery',
      'Ada verified Tom Joinery',
    ]);
  });

  it('records each time an admin opens a message, in that conversation', async () => {
    const [message] = adminMessagePageSchema.parse(await json(admin, '/api/admin/messages?search=quote')).items;
    const res = await admin.post(`/api/admin/messages/${message!.id}/inspect`);
    expect(res.status).toBe(200);
    const opened = inspectedMessageSchema.parse(await res.json());
    expect(opened.content).toBe('Could you quote for the loft conversion?');
    const { rows } = await server.db.pool.query<{ stream_id: string; data: { inspectedBy: string } }>(
      "SELECT stream_id, data FROM events WHERE type = 'ConversationInspected'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.stream_id).toBe(opened.streamId);
    expect(rows[0]!.stream_id).toMatch(/^conversation-/);
    const audit = activityListSchema.parse(await json(admin, '/api/admin/activity?type=audit'));
    expect(audit[0]).toMatchObject({ description: expect.stringMatching(/^Ada opened a message between/), streamId: opened.streamId });
    expect((await admin.post('/api/admin/messages/00000000-0000-4000-8000-000000000000/inspect')).status).toBe(404);
    expect((await admin.post('/api/admin/messages/not-an-id/inspect')).status).toBe(404);
  });
});

describe('operations', () => {
  it('lists every projection and rebuilds one while it keeps serving', async () => {
    const before = projectionStatusListSchema.parse(await json(admin, '/api/admin/projections'));
    expect(before.map((p) => p.name)).toEqual(expect.arrayContaining(['users', 'blog', 'admin']));
    const generation = before.find((p) => p.name === 'admin')!.generation;
    const adminSocket = await connectSocket(admin);
    const clientSocket = await connectSocket(client);
    const statuses = collect<unknown>(adminSocket, 'projection:status');
    const leaked = collect<unknown>(clientSocket, 'projection:status');
    try {
      const started = await admin.post('/api/admin/projections/admin/rebuild');
      expect(started.status).toBe(202);
      await expect
        .poll(async () => projectionStatusListSchema.parse(await json(admin, '/api/admin/projections')).find((p) => p.name === 'admin'), {
          timeout: 30_000,
        })
        .toMatchObject({ state: 'serving', generation: generation + 1 });
      // The broadcast goes on until every projection serves again, and says so last.
      await expect
        .poll(() => projectionStatusListSchema.parse(statuses.at(-1) ?? []).find((p) => p.name === 'admin'), { timeout: 15_000 })
        .toMatchObject({ state: 'serving', generation: generation + 1 });
      expect(leaked).toEqual([]);
    } finally {
      adminSocket.close();
      clientSocket.close();
    }
    expect(adminStatsSchema.parse(await json(admin, '/api/admin/stats')).totalUsers).toBe(3);
    expect((await admin.post('/api/admin/projections/nothing/rebuild')).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { notificationListSchema, type Notification } from '@tradeguild/contracts';
import { findProjection, replayAndCompare } from '@tradeguild/projections';
import { loginReady, profileInput, read, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { collect, connectSocket, until } from '../../../tests/support/socket.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
let client: HttpClient;
let plumber: HttpClient;
let outsider: HttpClient;
const sockets: Socket[] = [];
let projectId: string;
let clientSocketNews: Notification[];

beforeAll(async () => {
  server = await startTestServer();
  client = await loginReady(server.url, { email: 'notify.client@example.com', firstName: 'Nora', userType: 'client' });
  plumber = await loginReady(server.url, { email: 'notify.plumber@example.com', firstName: 'Pat', userType: 'tradesman' });
  outsider = await loginReady(server.url, { email: 'notify.outsider@example.com', firstName: 'Otto', userType: 'client' });
  expect(
    (await send(plumber, 'POST', '/api/tradesmen/profile', profileInput({ businessName: 'Pat Pipes', tradeCategories: ['plumber'] })))
      .status,
  ).toBe(201);
  const socket = await connectSocket(client);
  sockets.push(socket);
  clientSocketNews = collect<Notification>(socket, 'notification:new');
  const project = await send(client, 'POST', '/api/client-projects', {
    title: 'Leaking radiator',
    description: 'Front room',
    requiredTrades: ['Plumber'],
  });
  projectId = project.body.id as string;
  plumber.sawPosition(client.lastPosition);
  const quote = { message: 'Can come Tuesday', proposedCost: '180', estimatedDuration: '1 day', trades: ['Plumber'] };
  expect((await send(plumber, 'POST', `/api/client-projects/${projectId}/applications`, quote)).status).toBe(201);
  client.sawPosition(plumber.lastPosition);
  outsider.sawPosition(plumber.lastPosition);
}, 120_000);
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await server?.stop();
});

const list = async (who: HttpClient, query = '') => {
  const res = await who.read(`/api/notifications${query}`);
  expect(res.status).toBe(200);
  return { rows: notificationListSchema.parse(await res.json()), total: Number(res.headers.get('x-total-count')) };
};
const unread = async (who: HttpClient) => (await read(who, '/api/notifications/unread-count')).body.total as number;

describe('notifications over HTTP', () => {
  it('refuses logged-out callers on every endpoint', async () => {
    const anon = new HttpClient(server.url);
    for (const res of [
      await anon.get('/api/notifications'),
      await anon.get('/api/notifications/unread-count'),
      await anon.post('/api/notifications/read', { all: true }, { origin: server.url }),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it('tells the client about the new quote, and pushes it to their socket', async () => {
    const { rows, total } = await list(client);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      kind: 'quote_received',
      text: "Pat Pipes quoted £180.00 for 'Leaking radiator'",
      link: `/my-projects/${projectId}`,
      isRead: false,
    });
    expect(await unread(client)).toBe(1);
    await until(() => clientSocketNews.length > 0, 5000);
    expect(clientSocketNews[0]).toMatchObject({ id: rows[0]!.id, text: rows[0]!.text });
  });

  it("shows nobody else the client's notifications, and lets nobody else mark them", async () => {
    expect((await list(outsider)).rows).toEqual([]);
    expect((await list(plumber)).rows).toEqual([]);
    const { rows } = await list(client);
    const res = await send(outsider, 'POST', '/api/notifications/read', { ids: [rows[0]!.id] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Notification not found', code: 'not_found' });
    expect(await unread(client)).toBe(1);
  });

  it('refuses bad input with a message', async () => {
    for (const [body, message] of [
      [{}, 'Send { "ids": [...] } or { "all": true }'],
      [{ ids: [] }, 'Name at least one notification'],
      [{ ids: ['nope'] }, 'Each id must be a notification id'],
      [{ all: false }, 'all must be true'],
      [{ ids: ['00000000-0000-4000-8000-000000000000'], all: true }, 'Send { "ids": [...] } or { "all": true }'],
      [{ all: true, extra: 1 }, 'Send { "ids": [...] } or { "all": true }'],
    ] as const) {
      const res = await send(client, 'POST', '/api/notifications/read', body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    for (const query of ['?limit=0', '?limit=51', '?offset=-1', '?limit=abc']) {
      expect((await client.get(`/api/notifications${query}`)).status).toBe(400);
    }
  });

  it('marks one read, once; then all; newest first with paging and the total', async () => {
    const accept = await (async () => {
      const apps = (await read(client, `/api/client-projects/${projectId}/applications`)).body as { id: string }[];
      return send(client, 'POST', `/api/applications/${apps[0]!.id}/accept`, { start: 'now' });
    })();
    expect(accept.status).toBe(200);
    plumber.sawPosition(client.lastPosition);
    const forPlumber = await list(plumber);
    expect(forPlumber.rows.map((n) => n.kind)).toEqual(['project_started', 'quote_accepted']);
    expect(forPlumber.rows[1]!.text).toBe("Nora accepted your quote for 'Leaking radiator'");
    const page = await list(plumber, '?limit=1&offset=1');
    expect([page.rows.map((n) => n.kind), page.total]).toEqual([['quote_accepted'], 2]);

    const first = await send(plumber, 'POST', '/api/notifications/read', { ids: [forPlumber.rows[1]!.id] });
    expect(first.status).toBe(200);
    expect(await unread(plumber)).toBe(1);
    const again = await send(plumber, 'POST', '/api/notifications/read', { ids: [forPlumber.rows[1]!.id] });
    expect([again.status, again.body.position]).toEqual([200, '']);

    expect((await send(plumber, 'POST', '/api/notifications/read', { all: true })).status).toBe(200);
    expect(await unread(plumber)).toBe(0);
    expect((await list(plumber)).rows.every((n) => n.isRead)).toBe(true);
    const { rows } = await server.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'NotificationsRead'");
    expect(rows[0].n).toBe(2);
    // The client's own notification is untouched by the tradesman's 'mark all'.
    expect(await unread(client)).toBe(1);
  });

  it('rebuilds to the same rows, read marks included, from the events alone', async () => {
    const report = await replayAndCompare(server.db.pool, server.deps.store, findProjection('notifications')!);
    expect(report.tables.map((t) => [t.table, t.missing, t.extra, t.different])).toContainEqual(['notifications', 0, 0, 0]);
    expect(report.ok).toBe(true);
    const { rows } = await server.db.pool.query(
      'SELECT count(*) FILTER (WHERE is_read)::int AS read, count(*)::int AS n FROM notifications',
    );
    expect(rows[0]).toEqual({ read: 2, n: 3 });
  });
});

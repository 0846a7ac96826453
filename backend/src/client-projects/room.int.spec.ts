import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  PROJECT_ROOM_READ_SOCKET_EVENT,
  PROJECT_ROOM_SOCKET_EVENT,
  PROJECT_ROOM_UPDATED_SOCKET_EVENT,
  projectRoomSchema,
  roomMessagesPageSchema,
  roomUnreadSchema,
  type RoomMessage,
} from '@tradeguild/contracts';
import { loginReady, profileInput, read, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { collect, connectSocket, until } from '../../../tests/support/socket.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
let client: HttpClient;
let carpenter: HttpClient;
let sparky: HttpClient;
let outsider: HttpClient;
let projectId: string;
const sockets: Socket[] = [];

const everyone = () => [client, carpenter, sparky, outsider];
const sync = () => {
  for (const a of everyone()) for (const b of everyone()) a.sawPosition(b.lastPosition);
};
const act = async (who: HttpClient, method: string, path: string, body?: unknown) => {
  const res = await send(who, method, path, body);
  sync();
  return res;
};

async function hire(who: HttpClient, trade: string) {
  const quote = { message: 'Happy to help', proposedCost: '800', estimatedDuration: '3 days', trades: [trade] };
  const applied = await act(who, 'POST', `/api/client-projects/${projectId}/applications`, quote);
  expect(applied.status).toBe(201);
  expect((await act(client, 'POST', `/api/applications/${applied.body.id as string}/accept`)).status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  client = await loginReady(server.url, { email: 'room.client@example.com', firstName: 'Rita', userType: 'client' });
  carpenter = await loginReady(server.url, { email: 'room.carpenter@example.com', firstName: 'Carl', userType: 'tradesman' });
  sparky = await loginReady(server.url, { email: 'room.sparky@example.com', firstName: 'Sue', userType: 'tradesman' });
  outsider = await loginReady(server.url, { email: 'room.outsider@example.com', firstName: 'Otto', userType: 'tradesman' });
  await act(carpenter, 'POST', '/api/tradesmen/profile', profileInput({ businessName: 'Carl Carpentry', tradeCategories: ['carpenter'] }));
  await act(sparky, 'POST', '/api/tradesmen/profile', profileInput({ businessName: 'Sue Sparks', tradeCategories: ['electrician'] }));
  await act(outsider, 'POST', '/api/tradesmen/profile', profileInput({ businessName: 'Otto Odd Jobs', tradeCategories: ['carpenter'] }));
  const posted = await act(client, 'POST', '/api/client-projects', {
    title: 'Kitchen refit',
    description: 'New units and sockets',
    requiredTrades: ['Carpenter', 'Electrician'],
    isMultiTrade: true,
  });
  projectId = posted.body.id as string;
  // The outsider quotes too (never hired): a quote alone does not open the room.
  await act(outsider, 'POST', `/api/client-projects/${projectId}/applications`, {
    message: 'Me too',
    proposedCost: '900',
    estimatedDuration: '4 days',
    trades: ['Carpenter'],
  });
}, 120_000);
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await server?.stop();
});

const room = (who: HttpClient) => read(who, `/api/client-projects/${projectId}/room`);
const postMessage = (who: HttpClient, content: string, commandId?: string) =>
  act(who, 'POST', `/api/client-projects/${projectId}/room/messages`, { content, ...(commandId ? { commandId } : {}) });

describe('project room', () => {
  it('is closed until the client hires someone', async () => {
    expect((await room(client)).status).toBe(200);
    const res = await postMessage(client, 'Anyone there?');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The project room opens once you hire a tradesman');
  });

  it('lets the client and the hired team read and post; others get 403, anonymous 401', async () => {
    await hire(carpenter, 'Carpenter');
    await hire(sparky, 'Electrician');
    expect((await postMessage(client, 'Welcome, team')).status).toBe(201);
    expect((await postMessage(carpenter, 'Units arrive Monday')).status).toBe(201);
    expect((await postMessage(sparky, 'I will first-fix on Tuesday')).status).toBe(201);

    for (const who of [client, carpenter, sparky]) {
      const res = await room(who);
      expect(res.status).toBe(200);
      const r = projectRoomSchema.parse(res.body);
      expect(r.messages.map((m) => m.content)).toEqual(['Welcome, team', 'Units arrive Monday', 'I will first-fix on Tuesday']);
      expect(r.members.map((m) => m.name)).toEqual(['Rita', 'Carl Carpentry', 'Sue Sparks']);
      expect(r.messages[1]!.senderName).toBe('Carl Carpentry');
      expect(r.timeline.map((t) => [t.kind, t.businessName])).toEqual([
        ['hired', 'Carl Carpentry'],
        ['hired', 'Sue Sparks'],
        ['in_progress', null],
      ]);
    }

    expect((await room(outsider)).status).toBe(403);
    expect((await postMessage(outsider, 'Let me in')).status).toBe(403);
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.get(`/api/client-projects/${projectId}/room`)).status).toBe(401);
    expect((await anonymous.post(`/api/client-projects/${projectId}/room/messages`, { content: 'Hi' })).status).toBe(401);
    expect((await read(client, `/api/client-projects/${randomUUID()}/room`)).status).toBe(404);
  });

  it('refuses empty and oversized messages and appends nothing', async () => {
    const before = projectRoomSchema.parse((await room(client)).body).messages.length;
    const empty = await postMessage(client, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Message cannot be empty');
    expect((await postMessage(client, 'x'.repeat(5001))).status).toBe(400);
    expect(projectRoomSchema.parse((await room(client)).body).messages).toHaveLength(before);
  });

  it('a retried send with the same command id posts once', async () => {
    const commandId = randomUUID();
    const first = await postMessage(sparky, 'Power off at 9', commandId);
    const second = await postMessage(sparky, 'Power off at 9', commandId);
    expect(first.status).toBe(201);
    expect([200, 201]).toContain(second.status);
    expect(second.body.id).toBe(first.body.id);
    const messages = projectRoomSchema.parse((await room(client)).body).messages.filter((m) => m.content === 'Power off at 9');
    expect(messages).toHaveLength(1);
  });

  it('pushes a new message live to every member and to no one else', async () => {
    const [clientTab, carpenterTab, outsiderTab] = await Promise.all([
      connectSocket(client),
      connectSocket(carpenter),
      connectSocket(outsider),
    ]);
    sockets.push(clientTab, carpenterTab, outsiderTab);
    const atClient = collect<RoomMessage>(clientTab, PROJECT_ROOM_SOCKET_EVENT);
    const atCarpenter = collect<RoomMessage>(carpenterTab, PROJECT_ROOM_SOCKET_EVENT);
    const atOutsider = collect<RoomMessage>(outsiderTab, PROJECT_ROOM_SOCKET_EVENT);
    const res = await postMessage(sparky, 'Live from the site');
    await until(() => atClient.length === 1 && atCarpenter.length === 1);
    expect(atClient[0]).toMatchObject({ id: res.body.id, projectId, content: 'Live from the site' });
    await new Promise((r) => setTimeout(r, 200));
    expect(atOutsider).toEqual([]);
  });

  it('counts unread messages per member, clears them when the member opens the room, and records a read once', async () => {
    const unreadFor = async (who: HttpClient) => {
      const res = await read(who, '/api/client-projects/rooms/unread');
      expect(res.status).toBe(200);
      return roomUnreadSchema
        .array()
        .parse(res.body)
        .find((r) => r.projectId === projectId)?.unreadCount;
    };
    // The carpenter has read nothing but posted the 2nd message: only what came after their own post is unread.
    const sparkyTab = await connectSocket(sparky);
    sockets.push(sparkyTab);
    const readsAtSparky = collect<{ projectId: string }>(sparkyTab, PROJECT_ROOM_READ_SOCKET_EVENT);
    expect(await unreadFor(carpenter)).toBe(3);
    expect(projectRoomSchema.parse((await room(carpenter)).body).unreadCount).toBe(3);
    expect(await unreadFor(sparky)).toBe(0);
    expect(await unreadFor(client)).toBe(4);
    expect(await unreadFor(outsider)).toBeUndefined();

    const events = async () =>
      (await server.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'RoomRead'`)).rows[0]!.n;
    const before = await events();
    expect((await act(carpenter, 'POST', `/api/client-projects/${projectId}/room/read`, {})).status).toBe(200);
    expect(await unreadFor(carpenter)).toBe(0);
    expect((await act(carpenter, 'POST', `/api/client-projects/${projectId}/room/read`)).status).toBe(200);
    expect(await events()).toBe(before + 1);
    expect(await unreadFor(client)).toBe(4);

    // A new message counts again for everyone but its sender, and the reader's tabs hear of their read.
    await postMessage(client, 'One more thing');
    expect(await unreadFor(carpenter)).toBe(1);
    expect(await unreadFor(client)).toBe(0);
    expect((await act(sparky, 'POST', `/api/client-projects/${projectId}/room/read`)).status).toBe(200);
    await until(() => readsAtSparky.some((r) => r.projectId === projectId));

    expect((await act(outsider, 'POST', `/api/client-projects/${projectId}/room/read`)).status).toBe(403);
    expect((await new HttpClient(server.url).post(`/api/client-projects/${projectId}/room/read`, {})).status).toBe(401);
    expect((await new HttpClient(server.url).get('/api/client-projects/rooms/unread')).status).toBe(401);
    expect((await act(client, 'POST', `/api/client-projects/${randomUUID()}/room/read`)).status).toBe(404);
  });

  it('a hired tradesman marks their trade done: on the timeline, pushed live, once; refused to everyone else', async () => {
    const partDone = (who: HttpClient, body: unknown) => act(who, 'POST', `/api/client-projects/${projectId}/part-done`, body);
    const clientTab = await connectSocket(client);
    sockets.push(clientTab);
    const updates = collect<{ projectId: string }>(clientTab, PROJECT_ROOM_UPDATED_SOCKET_EVENT);

    const notMine = await partDone(carpenter, { trades: ['Electrician'] });
    expect(notMine.status).toBe(409);
    expect(notMine.body.message).toBe('You were not hired for Electrician on this project');
    expect((await partDone(client, { trades: ['Carpenter'] })).status).toBe(403);
    const outsiderTry = await partDone(outsider, { trades: ['Carpenter'] });
    expect(outsiderTry.status).toBe(403);
    expect(outsiderTry.body.message).toBe('Only a tradesman hired on this project can mark a part done');
    expect((await new HttpClient(server.url).post(`/api/client-projects/${projectId}/part-done`, { trades: ['Carpenter'] })).status).toBe(
      401,
    );
    for (const bad of [{}, { trades: [] }, { trades: ['Wizard'] }, { trades: 'Carpenter' }, { trades: ['Carpenter', 'Carpenter'] }]) {
      expect((await partDone(carpenter, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await act(carpenter, 'POST', `/api/client-projects/${randomUUID()}/part-done`, { trades: ['Carpenter'] })).status).toBe(404);

    expect((await partDone(carpenter, { trades: ['Carpenter'] })).status).toBe(200);
    await until(() => updates.some((u) => u.projectId === projectId));
    const events = async () =>
      (await server.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'TradePartDone'`)).rows[0]!.n;
    expect(await events()).toBe(1);
    expect((await partDone(carpenter, { trades: ['Carpenter'] })).status).toBe(200);
    expect(await events()).toBe(1);

    const r = projectRoomSchema.parse((await room(client)).body);
    expect(r.doneTrades).toEqual(['Carpenter']);
    expect(r.members.find((m) => m.name === 'Carl Carpentry')?.doneTrades).toEqual(['Carpenter']);
    expect(r.members.find((m) => m.name === 'Sue Sparks')?.doneTrades).toEqual([]);
    expect(r.timeline.map((t) => [t.kind, t.businessName, t.trades])).toEqual([
      ['hired', 'Carl Carpentry', ['Carpenter']],
      ['hired', 'Sue Sparks', ['Electrician']],
      ['in_progress', null, []],
      ['part_done', 'Carl Carpentry', ['Carpenter']],
    ]);
  });

  it('adds the status steps to the timeline; the client completes with a part not marked done; no part done afterwards', async () => {
    expect((await act(client, 'PUT', `/api/client-projects/${projectId}/status`, { status: 'completed' })).status).toBe(200);
    const r = projectRoomSchema.parse((await room(carpenter)).body);
    expect(r.timeline.map((t) => t.kind)).toEqual(['hired', 'hired', 'in_progress', 'part_done', 'completed']);
    expect(r.status).toBe('completed');
    const late = await act(sparky, 'POST', `/api/client-projects/${projectId}/part-done`, { trades: ['Electrician'] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This project is completed: parts can no longer be marked done');
  });

  it('pages a long room: the latest 100 first, then earlier pages keyed by the message number', async () => {
    const start = projectRoomSchema.parse((await room(client)).body).messages.length;
    for (let i = 1; i <= 105; i++) expect((await postMessage(i % 2 ? client : carpenter, `Update ${i}`)).status).toBe(201);
    const total = start + 105;
    const latest = projectRoomSchema.parse((await room(sparky)).body);
    expect(latest.messages).toHaveLength(100);
    expect(latest.hasEarlier).toBe(true);
    expect(latest.messages.at(-1)!.content).toBe('Update 105');
    expect(latest.messages.map((m) => m.seq)).toEqual(Array.from({ length: 100 }, (_, i) => total - 99 + i));
    expect(latest.unreadCount).toBe(105);

    const earlier = await read(sparky, `/api/client-projects/${projectId}/room/messages?before=${latest.messages[0]!.seq}`);
    expect(earlier.status).toBe(200);
    const page = roomMessagesPageSchema.parse(earlier.body);
    expect(page.hasEarlier).toBe(false);
    expect(page.messages.map((m) => m.seq)).toEqual(Array.from({ length: total - 100 }, (_, i) => i + 1));
    expect(page.messages[0]!.content).toBe('Welcome, team');
    expect(page.messages[0]!.senderName).toBe('Rita');

    const two = roomMessagesPageSchema.parse((await read(sparky, `/api/client-projects/${projectId}/room/messages?before=4&limit=2`)).body);
    expect(two).toMatchObject({ hasEarlier: true, messages: [{ seq: 2 }, { seq: 3 }] });
    for (const q of ['', '?before=0', '?before=-3', '?before=abc', '?before=2&limit=0', '?before=2&limit=101', '?before=1e99']) {
      expect((await read(sparky, `/api/client-projects/${projectId}/room/messages${q}`)).status, q).toBe(400);
    }
    expect((await read(outsider, `/api/client-projects/${projectId}/room/messages?before=4`)).status).toBe(403);
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  PROJECT_ROOM_READ_SOCKET_EVENT,
  PROJECT_ROOM_SOCKET_EVENT,
  projectRoomSchema,
  roomMessagesPageSchema,
  roomUnreadSchema,
  type RoomMessage,
} from '@tradeguild/contracts';
import { useRoomWorld } from '../../../tests/fixtures/room-world.ts';
import { read } from '../../../tests/fixtures/tradesmen-seed.ts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { collect, connectSocket, until } from '../../../tests/support/socket.ts';

const w = useRoomWorld();
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.disconnect()));

const postMessage = (who: HttpClient, content: string, commandId?: string) =>
  w.act(who, 'POST', `/api/client-projects/${w.projectId}/room/messages`, { content, ...(commandId ? { commandId } : {}) });

describe('project room', () => {
  it('is closed until the client hires someone', async () => {
    expect((await w.room(w.client)).status).toBe(200);
    const res = await postMessage(w.client, 'Anyone there?');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The project room opens once you hire a tradesman');
  });

  it('lets the client and the hired team read and post; others get 403, anonymous 401', async () => {
    await w.hire(w.carpenter, 'Carpenter');
    await w.hire(w.sparky, 'Electrician');
    expect((await postMessage(w.client, 'Welcome, team')).status).toBe(201);
    expect((await postMessage(w.carpenter, 'Units arrive Monday')).status).toBe(201);
    expect((await postMessage(w.sparky, 'I will first-fix on Tuesday')).status).toBe(201);

    for (const who of [w.client, w.carpenter, w.sparky]) {
      const res = await w.room(who);
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

    expect((await w.room(w.outsider)).status).toBe(403);
    expect((await postMessage(w.outsider, 'Let me in')).status).toBe(403);
    const anonymous = new HttpClient(w.server.url);
    expect((await anonymous.get(`/api/client-projects/${w.projectId}/room`)).status).toBe(401);
    expect((await anonymous.post(`/api/client-projects/${w.projectId}/room/messages`, { content: 'Hi' })).status).toBe(401);
    expect((await read(w.client, `/api/client-projects/${randomUUID()}/room`)).status).toBe(404);
  });

  it('refuses empty and oversized messages and appends nothing', async () => {
    const before = projectRoomSchema.parse((await w.room(w.client)).body).messages.length;
    const empty = await postMessage(w.client, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Message cannot be empty');
    expect((await postMessage(w.client, 'x'.repeat(5001))).status).toBe(400);
    expect(projectRoomSchema.parse((await w.room(w.client)).body).messages).toHaveLength(before);
  });

  it('a retried send with the same command id posts once', async () => {
    const commandId = randomUUID();
    const first = await postMessage(w.sparky, 'Power off at 9', commandId);
    const second = await postMessage(w.sparky, 'Power off at 9', commandId);
    expect(first.status).toBe(201);
    expect([200, 201]).toContain(second.status);
    expect(second.body.id).toBe(first.body.id);
    const messages = projectRoomSchema.parse((await w.room(w.client)).body).messages.filter((m) => m.content === 'Power off at 9');
    expect(messages).toHaveLength(1);
  });

  it('pushes a new message live to every member and to no one else', async () => {
    const [clientTab, carpenterTab, outsiderTab] = await Promise.all([
      connectSocket(w.client),
      connectSocket(w.carpenter),
      connectSocket(w.outsider),
    ]);
    sockets.push(clientTab, carpenterTab, outsiderTab);
    const atClient = collect<RoomMessage>(clientTab, PROJECT_ROOM_SOCKET_EVENT);
    const atCarpenter = collect<RoomMessage>(carpenterTab, PROJECT_ROOM_SOCKET_EVENT);
    const atOutsider = collect<RoomMessage>(outsiderTab, PROJECT_ROOM_SOCKET_EVENT);
    const res = await postMessage(w.sparky, 'Live from the site');
    await until(() => atClient.length === 1 && atCarpenter.length === 1);
    expect(atClient[0]).toMatchObject({ id: res.body.id, projectId: w.projectId, content: 'Live from the site' });
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
        .find((r) => r.projectId === w.projectId)?.unreadCount;
    };
    // The carpenter has read nothing but posted the 2nd message: only what came after their own post is unread.
    const sparkyTab = await connectSocket(w.sparky);
    sockets.push(sparkyTab);
    const readsAtSparky = collect<{ projectId: string }>(sparkyTab, PROJECT_ROOM_READ_SOCKET_EVENT);
    expect(await unreadFor(w.carpenter)).toBe(3);
    expect(projectRoomSchema.parse((await w.room(w.carpenter)).body).unreadCount).toBe(3);
    expect(await unreadFor(w.sparky)).toBe(0);
    expect(await unreadFor(w.client)).toBe(4);
    expect(await unreadFor(w.outsider)).toBeUndefined();

    const events = async () =>
      (await w.server.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'RoomRead'`)).rows[0]!.n;
    const before = await events();
    expect((await w.act(w.carpenter, 'POST', `/api/client-projects/${w.projectId}/room/read`, {})).status).toBe(200);
    expect(await unreadFor(w.carpenter)).toBe(0);
    expect((await w.act(w.carpenter, 'POST', `/api/client-projects/${w.projectId}/room/read`)).status).toBe(200);
    expect(await events()).toBe(before + 1);
    expect(await unreadFor(w.client)).toBe(4);

    // A new message counts again for everyone but its sender, and the reader's tabs hear of their read.
    await postMessage(w.client, 'One more thing');
    expect(await unreadFor(w.carpenter)).toBe(1);
    expect(await unreadFor(w.client)).toBe(0);
    expect((await w.act(w.sparky, 'POST', `/api/client-projects/${w.projectId}/room/read`)).status).toBe(200);
    await until(() => readsAtSparky.some((r) => r.projectId === w.projectId));

    expect((await w.act(w.outsider, 'POST', `/api/client-projects/${w.projectId}/room/read`)).status).toBe(403);
    expect((await new HttpClient(w.server.url).post(`/api/client-projects/${w.projectId}/room/read`, {})).status).toBe(401);
    expect((await new HttpClient(w.server.url).get('/api/client-projects/rooms/unread')).status).toBe(401);
    expect((await w.act(w.client, 'POST', `/api/client-projects/${randomUUID()}/room/read`)).status).toBe(404);
  });

  it('pages a long room: the latest 100 first, then earlier pages keyed by the message number', async () => {
    const start = projectRoomSchema.parse((await w.room(w.client)).body).messages.length;
    for (let i = 1; i <= 105; i++) expect((await postMessage(i % 2 ? w.client : w.carpenter, `Update ${i}`)).status).toBe(201);
    const total = start + 105;
    const latest = projectRoomSchema.parse((await w.room(w.sparky)).body);
    expect(latest.messages).toHaveLength(100);
    expect(latest.hasEarlier).toBe(true);
    expect(latest.messages.at(-1)!.content).toBe('Update 105');
    expect(latest.messages.map((m) => m.seq)).toEqual(Array.from({ length: 100 }, (_, i) => total - 99 + i));
    expect(latest.unreadCount).toBe(105);

    const earlier = await read(w.sparky, `/api/client-projects/${w.projectId}/room/messages?before=${latest.messages[0]!.seq}`);
    expect(earlier.status).toBe(200);
    const page = roomMessagesPageSchema.parse(earlier.body);
    expect(page.hasEarlier).toBe(false);
    expect(page.messages.map((m) => m.seq)).toEqual(Array.from({ length: total - 100 }, (_, i) => i + 1));
    expect(page.messages[0]!.content).toBe('Welcome, team');
    expect(page.messages[0]!.senderName).toBe('Rita');

    const two = roomMessagesPageSchema.parse(
      (await read(w.sparky, `/api/client-projects/${w.projectId}/room/messages?before=4&limit=2`)).body,
    );
    expect(two).toMatchObject({ hasEarlier: true, messages: [{ seq: 2 }, { seq: 3 }] });
    for (const q of ['', '?before=0', '?before=-3', '?before=abc', '?before=2&limit=0', '?before=2&limit=101', '?before=1e99']) {
      expect((await read(w.sparky, `/api/client-projects/${w.projectId}/room/messages${q}`)).status, q).toBe(400);
    }
    expect((await read(w.outsider, `/api/client-projects/${w.projectId}/room/messages?before=4`)).status).toBe(403);
  }, 120_000);
});

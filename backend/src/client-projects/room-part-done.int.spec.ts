/** A hired tradesman marks their part of a team project done, and the client completes it (the room's timeline). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { PROJECT_ROOM_UPDATED_SOCKET_EVENT, projectRoomSchema } from '@tradeguild/contracts';
import { useRoomWorld } from '../../../tests/fixtures/room-world.ts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { collect, connectSocket, until } from '../../../tests/support/socket.ts';

const w = useRoomWorld();
const sockets: Socket[] = [];
beforeAll(async () => {
  // The whole team hired: the work is in progress.
  await w.hire(w.carpenter, 'Carpenter');
  await w.hire(w.sparky, 'Electrician');
});
afterAll(() => sockets.forEach((s) => s.disconnect()));

describe('parts done', () => {
  it('a hired tradesman marks their trade done: on the timeline, pushed live, once; refused to everyone else', async () => {
    const partDone = (who: HttpClient, body: unknown) => w.act(who, 'POST', `/api/client-projects/${w.projectId}/part-done`, body);
    const clientTab = await connectSocket(w.client);
    sockets.push(clientTab);
    const updates = collect<{ projectId: string }>(clientTab, PROJECT_ROOM_UPDATED_SOCKET_EVENT);

    const notMine = await partDone(w.carpenter, { trades: ['Electrician'] });
    expect(notMine.status).toBe(409);
    expect(notMine.body.message).toBe('You were not hired for Electrician on this project');
    expect((await partDone(w.client, { trades: ['Carpenter'] })).status).toBe(403);
    const outsiderTry = await partDone(w.outsider, { trades: ['Carpenter'] });
    expect(outsiderTry.status).toBe(403);
    expect(outsiderTry.body.message).toBe('Only a tradesman hired on this project can mark a part done');
    expect(
      (await new HttpClient(w.server.url).post(`/api/client-projects/${w.projectId}/part-done`, { trades: ['Carpenter'] })).status,
    ).toBe(401);
    for (const bad of [{}, { trades: [] }, { trades: ['Wizard'] }, { trades: 'Carpenter' }, { trades: ['Carpenter', 'Carpenter'] }]) {
      expect((await partDone(w.carpenter, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await w.act(w.carpenter, 'POST', `/api/client-projects/${randomUUID()}/part-done`, { trades: ['Carpenter'] })).status).toBe(
      404,
    );

    expect((await partDone(w.carpenter, { trades: ['Carpenter'] })).status).toBe(200);
    await until(() => updates.some((u) => u.projectId === w.projectId));
    const events = async () =>
      (await w.server.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'TradePartDone'`)).rows[0]!.n;
    expect(await events()).toBe(1);
    expect((await partDone(w.carpenter, { trades: ['Carpenter'] })).status).toBe(200);
    expect(await events()).toBe(1);

    const r = projectRoomSchema.parse((await w.room(w.client)).body);
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
    expect((await w.act(w.client, 'PUT', `/api/client-projects/${w.projectId}/status`, { status: 'completed' })).status).toBe(200);
    const r = projectRoomSchema.parse((await w.room(w.carpenter)).body);
    expect(r.timeline.map((t) => t.kind)).toEqual(['hired', 'hired', 'in_progress', 'part_done', 'completed']);
    expect(r.status).toBe('completed');
    const late = await w.act(w.sparky, 'POST', `/api/client-projects/${w.projectId}/part-done`, { trades: ['Electrician'] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This project is completed: parts can no longer be marked done');
  });
});

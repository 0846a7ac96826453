import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { conversationSummaryListSchema, currentUserSchema, messageListSchema } from '@tradeguild/contracts';
import { login, type HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
let alice: HttpClient;
let bob: HttpClient;
let carol: HttpClient;
let ids: { alice: string; bob: string; carol: string };

const me = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json()).id;
const send = async (from: HttpClient, to: string, content: string, extra: object = {}) => {
  return from.post('/api/messages', { receiverId: to, content, ...extra });
};

/** Reads as `reader`, after `writer`'s last command is in the read model. */
const readAfter = (reader: HttpClient, path: string, writer: HttpClient) => {
  reader.sawPosition(writer.lastPosition);
  return reader.get(path);
};

beforeAll(async () => {
  server = await startTestServer();
  alice = await login(server.url, { email: 'alice@example.com', firstName: 'Alice', userType: 'client' });
  bob = await login(server.url, { email: 'bob@example.com', firstName: 'Bob', userType: 'tradesman' });
  carol = await login(server.url, { email: 'carol@example.com', firstName: 'Carol', userType: 'client' });
  ids = { alice: await me(alice), bob: await me(bob), carol: await me(carol) };
});
afterAll(() => server?.stop());

describe('messaging over HTTP', () => {
  it('refuses logged-out callers on every endpoint', async () => {
    const anon = (await import('../../../tests/support/http-client.ts')).HttpClient;
    const c = new anon(server.url);
    for (const res of [
      await c.get('/api/messages/me'),
      await c.get(`/api/messages/conversation/${ids.bob}`),
      await c.post('/api/messages', { receiverId: ids.bob, content: 'hi' }),
      await c.request('PUT', `/api/messages/read/${ids.bob}`),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it('refuses blank text, yourself and unknown users', async () => {
    const blank = await send(alice, ids.bob, '   \n ');
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ message: 'Message cannot be empty', code: 'validation' });
    expect((await send(alice, ids.alice, 'hello me')).status).toBe(400);
    expect((await send(alice, 'no-such-user', 'hello?')).status).toBe(404);
    const { rows } = await server.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'MessageSent'");
    expect(rows[0].n).toBe(0);
  });

  it('delivers, counts unread, and marks read', async () => {
    expect((await send(alice, ids.bob, '  Hello Bob, can you quote for a rewire?  ')).status).toBe(201);
    await send(alice, ids.bob, 'It is a three-bed semi.');
    const convo = messageListSchema.parse(await (await readAfter(bob, `/api/messages/conversation/${ids.alice}`, alice)).json());
    expect(convo.map((m) => m.content)).toEqual(['Hello Bob, can you quote for a rewire?', 'It is a three-bed semi.']);

    const bobList = conversationSummaryListSchema.parse(await (await bob.get('/api/messages/me')).json());
    expect(bobList).toHaveLength(1);
    expect(bobList[0]).toMatchObject({ partnerId: ids.alice, partnerName: 'Alice', content: 'It is a three-bed semi.', unreadCount: 2 });
    expect(await (await bob.get('/api/messages/unread-count')).json()).toEqual({ total: 2 });

    const read = await bob.request('PUT', `/api/messages/read/${ids.alice}`);
    expect(read.status).toBe(200);
    expect(await (await bob.read('/api/messages/unread-count')).json()).toEqual({ total: 0 });
    const aliceView = messageListSchema.parse(await (await readAfter(alice, `/api/messages/conversation/${ids.bob}`, bob)).json());
    expect(aliceView.every((m) => m.isRead)).toBe(true);
  });

  it('never shows a conversation to a third user', async () => {
    const asCarol = messageListSchema.parse(await (await carol.get(`/api/messages/conversation/${ids.bob}`)).json());
    expect(asCarol).toEqual([]);
    const carolList = conversationSummaryListSchema.parse(await (await carol.get('/api/messages/me')).json());
    expect(carolList).toEqual([]);
    await send(alice, ids.bob, 'Unread for Bob');
    await carol.request('PUT', `/api/messages/read/${ids.alice}`);
    expect(await (await readAfter(bob, '/api/messages/unread-count', alice)).json()).toEqual({ total: 1 });
  });

  it('appends a retried send once', async () => {
    const commandId = randomUUID();
    const first = await send(carol, ids.bob, 'Are you free on Friday?', { commandId });
    const second = await send(carol, ids.bob, 'Are you free on Friday?', { commandId });
    expect(first.status).toBe(201);
    const [a, b] = [await first.json(), await second.json()];
    expect(b.id).toBe(a.id);
    const convo = messageListSchema.parse(await (await readAfter(bob, `/api/messages/conversation/${ids.carol}`, carol)).json());
    expect(convo.filter((m) => m.content === 'Are you free on Friday?')).toHaveLength(1);
  });
});

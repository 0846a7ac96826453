import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { currentUserSchema, type ConversationReadPush, type Message } from '@tradeguild/contracts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { collect, connectSocket, until } from '../../../tests/support/socket.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
const sockets: Socket[] = [];
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await server?.stop();
});

let clients: Record<'alice' | 'bob' | 'carol', HttpClient>;
let ids: Record<'alice' | 'bob' | 'carol', string>;
beforeAll(async () => {
  server = await startTestServer();
  clients = {
    alice: await login(server.url, { email: 'alice@example.com', firstName: 'Alice' }),
    bob: await login(server.url, { email: 'bob@example.com', firstName: 'Bob', userType: 'tradesman' }),
    carol: await login(server.url, { email: 'carol@example.com', firstName: 'Carol' }),
  };
  const me = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json()).id;
  ids = { alice: await me(clients.alice), bob: await me(clients.bob), carol: await me(clients.carol) };
});

it('refuses a socket without a session', async () => {
  await expect(connectSocket(new HttpClient(server.url))).rejects.toThrow(/Unauthorized/);
});

it('pushes a new message to the receiver and the sender only, after it is readable', async () => {
  const [aliceTab1, aliceTab2, bobTab, carolTab] = await Promise.all([
    connectSocket(clients.alice),
    connectSocket(clients.alice),
    connectSocket(clients.bob),
    connectSocket(clients.carol),
  ]);
  sockets.push(aliceTab1, aliceTab2, bobTab, carolTab);
  const atBob = collect<Message>(bobTab, 'message:new');
  const atAlice2 = collect<Message>(aliceTab2, 'message:new');
  const atCarol = collect<Message>(carolTab, 'message:new');
  const readable: boolean[] = [];
  bobTab.on('message:new', async (m: Message) => {
    // A client that refetches on a push must find the message already there.
    const list = (await (await clients.bob.get(`/api/messages/conversation/${ids.alice}`)).json()) as Message[];
    readable.push(list.some((x) => x.id === m.id));
  });

  const res = await clients.alice.post('/api/messages', { receiverId: ids.bob, content: 'Live hello' });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await until(() => atBob.length === 1 && atAlice2.length === 1 && readable.length === 1);
  expect(atBob[0]).toMatchObject({ id, senderId: ids.alice, receiverId: ids.bob, content: 'Live hello', isRead: false });
  expect(atAlice2[0]!.id).toBe(id);
  expect(readable).toEqual([true]);
  await new Promise((r) => setTimeout(r, 200));
  expect(atCarol).toEqual([]);
});

it('tells both sides when a conversation is read', async () => {
  const [aliceTab, bobTab, carolTab] = await Promise.all([
    connectSocket(clients.alice),
    connectSocket(clients.bob),
    connectSocket(clients.carol),
  ]);
  sockets.push(aliceTab, bobTab, carolTab);
  const atAlice = collect<ConversationReadPush>(aliceTab, 'conversation:read');
  const atBob = collect<ConversationReadPush>(bobTab, 'conversation:read');
  const atCarol = collect<ConversationReadPush>(carolTab, 'conversation:read');
  expect((await clients.bob.request('PUT', `/api/messages/read/${ids.alice}`)).status).toBe(200);
  await until(() => atAlice.length === 1 && atBob.length === 1);
  expect(atBob[0]).toMatchObject({ readerId: ids.bob, partnerId: ids.alice });
  await new Promise((r) => setTimeout(r, 200));
  expect(atCarol).toEqual([]);
});

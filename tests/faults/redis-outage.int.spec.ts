/**
 * Redis away for 10 s while people keep writing: every command still succeeds, and once Redis is
 * back the read models and the live pushes catch up with nothing lost.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentUserSchema, messageListSchema, SOCKET_EVENTS, type Message } from '@tradeguild/contracts';
import { login } from '../support/http-client.ts';
import { PrivateRedis } from '../support/private-redis.ts';
import { collect, connectSocket, until } from '../support/socket.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let redis: PrivateRedis;
let server: TestServer;
beforeAll(async () => {
  redis = await PrivateRedis.start();
  server = await startTestServer({ REDIS_URL: redis.url });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await redis?.down();
}, 180_000);

it('keeps taking commands through a 10 s Redis outage, then catches up', async () => {
  const alice = await login(server.url, { email: 'outage.alice@example.com' });
  const bob = await login(server.url, { email: 'outage.bob@example.com' });
  const bobId = currentUserSchema.parse(await (await bob.get('/api/auth/user')).json()).id;
  const socket = await connectSocket(bob);
  const pushed = collect<Message>(socket, SOCKET_EVENTS.messageNew);

  await redis.down();
  const outageEnds = Date.now() + 10_000;
  const statuses: number[] = [];
  for (let i = 0; Date.now() < outageEnds; i++) {
    const started = Date.now();
    const res = await alice.post('/api/messages', { receiverId: bobId, content: `During the outage ${i}` });
    statuses.push(res.status);
    expect(Date.now() - started).toBeLessThan(5_000); // a command never waits for Redis
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(statuses.length).toBeGreaterThan(10);
  expect(statuses.filter((s) => s !== 201)).toEqual([]);

  // Still down: the read models have every message, and not one push was taken for delivered (its
  // outbox row deleted) on the strength of an emit Redis never confirmed. Two pushes a message: the
  // receiver's and the sender's.
  const during = messageListSchema.parse(await (await alice.get(`/api/messages/conversation/${bobId}`)).json());
  expect(during).toHaveLength(statuses.length);
  const outbox = async () =>
    (await server.db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM push_outbox WHERE event = 'message:new'")).rows[0]!.n;
  for (const giveUp = Date.now() + 10_000; (await outbox()) !== 2 * statuses.length && Date.now() < giveUp;)
    await new Promise((r) => setTimeout(r, 100));
  expect(await outbox()).toBe(2 * statuses.length);
  expect(pushed).toEqual([]);

  await redis.up();
  const back = Date.now();
  const thread = messageListSchema.parse(await (await alice.get(`/api/messages/conversation/${bobId}`)).json());
  expect(thread).toHaveLength(statuses.length);
  await until(() => new Set(pushed.map((m) => m.id)).size === statuses.length, 60_000);
  console.log(`caught up ${Date.now() - back} ms after Redis came back`);
  socket.disconnect();
}, 150_000);

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, currentUserSchema, type CurrentUser } from '@tradeguild/contracts';
import { COMMAND_ID_REUSED_MESSAGE } from '../commands/handle-command.ts';
import type { HttpClient } from '../../../tests/support/http-client.ts';
import { login } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/**
 * A client's command id makes a retry safe, and nothing more: it is scoped to (person, command
 * type), and the same id on a different request is refused rather than answered with the old result.
 */
let server: TestServer;
let alice: HttpClient;
let bob: HttpClient;
let aliceUser: CurrentUser;
let bobUser: CurrentUser;

const me = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json());
const conversation = async (c: HttpClient, partnerId: string) =>
  (await (await c.get(`/api/messages/conversation/${partnerId}`)).json()) as { id: string; content: string; senderId: string }[];

beforeAll(async () => {
  server = await startTestServer();
  alice = await login(server.url, { email: 'alice-idem@example.com', userType: 'client' });
  bob = await login(server.url, { email: 'bob-idem@example.com', userType: 'client' });
  aliceUser = await me(alice);
  bobUser = await me(bob);
});
afterAll(async () => server?.stop());

describe('command ids', () => {
  it("are scoped to the person: Bob reusing Alice's id still gets his message delivered", async () => {
    const commandId = randomUUID();
    const fromAlice = await alice.post('/api/messages', { receiverId: bobUser.id, content: 'Hello Bob', commandId });
    const fromBob = await bob.post('/api/messages', { receiverId: aliceUser.id, content: 'Hello Alice', commandId });
    expect([fromAlice.status, fromBob.status]).toEqual([201, 201]);
    const a = commandResultSchema.parse(await fromAlice.json());
    const b = commandResultSchema.parse(await fromBob.json());
    expect(b.id).not.toBe(a.id);
    await expect
      .poll(async () => (await conversation(alice, bobUser.id)).map((m) => m.content).sort())
      .toEqual(['Hello Alice', 'Hello Bob']);
  });

  it('make a retry of the same request answer with the first outcome and append nothing', async () => {
    const commandId = randomUUID();
    const send = () => alice.post('/api/messages', { receiverId: bobUser.id, content: 'Sent twice?', commandId });
    const first = commandResultSchema.parse(await (await send()).json());
    const again = await send();
    expect(again.status).toBe(201);
    expect(commandResultSchema.parse(await again.json())).toEqual(first);
    await expect.poll(async () => (await conversation(alice, bobUser.id)).filter((m) => m.content === 'Sent twice?').length).toBe(1);
  });

  it('refuse the same id on a different request with a 409, and append nothing', async () => {
    const commandId = randomUUID();
    expect((await alice.post('/api/messages', { receiverId: bobUser.id, content: 'First words', commandId })).status).toBe(201);
    const reused = await alice.post('/api/messages', { receiverId: bobUser.id, content: 'Other words', commandId });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ message: COMMAND_ID_REUSED_MESSAGE, code: 'conflict' });
    // To another stream (a different partner) too: the store finds the id there.
    const carol = await me(await login(server.url, { email: 'carol-idem@example.com', userType: 'client' }));
    const elsewhere = await alice.post('/api/messages', { receiverId: carol.id, content: 'First words', commandId });
    expect(elsewhere.status).toBe(409);
    const contents = (await conversation(alice, bobUser.id)).map((m) => m.content);
    expect(contents).toContain('First words');
    expect(contents).not.toContain('Other words');
  });

  it('give what a person creates an id of their own: two clients with one id post two projects', async () => {
    const commandId = randomUUID();
    const project = (title: string) => ({ title, description: 'Fit a new kitchen', requiredTrades: ['Carpenter'], commandId });
    const a = await alice.post('/api/client-projects', project('Alice kitchen'));
    const b = await bob.post('/api/client-projects', project('Bob kitchen'));
    expect([a.status, b.status]).toEqual([201, 201]);
    const aId = commandResultSchema.parse(await a.json()).id;
    const bId = commandResultSchema.parse(await b.json()).id;
    expect(aId).not.toBe(bId);
    await expect
      .poll(async () => ((await (await bob.get('/api/client-projects')).json()) as { id: string; title: string }[]).map((p) => p.title))
      .toEqual(['Bob kitchen']);
  });
});

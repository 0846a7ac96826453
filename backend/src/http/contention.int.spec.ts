/**
 * A heavy user, or many tabs, writing to one stream at once: nobody gets a 409 for it. Messages
 * never conflict; other commands run one at a time per stream and retry a conflict from another
 * process; a conflict that remains names no stream or version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, messageListSchema } from '@tradeguild/contracts';
import { profileInput } from '../../../tests/fixtures/tradesmen-seed.ts';
import { login, type HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
let alice: HttpClient;
let bob: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  alice = await login(server.url, { email: 'busy.alice@example.com', firstName: 'Alice' });
  bob = await login(server.url, { email: 'busy.bob@example.com', firstName: 'Bob', userType: 'tradesman' });
});
afterAll(() => server?.stop());

const idOf = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json()).id;

describe('many writes to one stream at once', () => {
  it('saves 50 parallel profile edits without a single 409', async () => {
    expect((await bob.post('/api/tradesmen/profile', profileInput())).status).toBe(201);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        bob.request('PUT', '/api/tradesmen/profile', profileInput({ businessName: `Whitfield ${i}` })).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const updates = await server.db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE type = 'TradesmanProfileUpdated'",
    );
    expect(updates.rows[0]!.n).toBe(50);
  });

  it('delivers 30 parallel messages in one conversation, every one, without a 409', async () => {
    const bobId = await idOf(bob);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        alice.post('/api/messages', { receiverId: bobId, content: `Quote item ${i}` }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const thread = messageListSchema.parse(await (await alice.get(`/api/messages/conversation/${bobId}`)).json());
    expect(new Set(thread.map((m) => m.content)).size).toBe(30);
  });
});

describe('first logins while the projections are busy', () => {
  it('never answers 401 to 40 people signing up at once after a burst of writes', async () => {
    const bobId = await idOf(bob);
    await Promise.all(Array.from({ length: 200 }, (_, i) => alice.post('/api/messages', { receiverId: bobId, content: `Burst ${i}` })));
    const newcomers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(server.url, { email: `burst.newcomer.${i}@example.com` })),
    );
    const statuses = await Promise.all(
      newcomers.flatMap((c) => [c.get('/api/auth/user'), c.get('/api/messages/me')]).map((p) => p.then((r) => r.status)),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, userStreamId } from '@tradeguild/contracts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { connectSocket } from '../../../tests/support/socket.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: 'boss@tradeguild.test' });
});
afterAll(() => server?.stop());

describe('login through the local OpenID provider', () => {
  it('answers 401 Unauthorized before login', async () => {
    const res = await new HttpClient(server.url).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('registers a user on first login and returns them', async () => {
    const client = await login(server.url, { email: 'Alice.Client@Example.com', firstName: 'Alice', userType: 'client' });
    const res = await client.get('/api/auth/user');
    expect(res.status).toBe(200);
    const user = currentUserSchema.parse(await res.json());
    expect(user).toMatchObject({
      email: 'alice.client@example.com',
      firstName: 'Alice',
      userType: 'client',
      isAdmin: false,
      isAdminAccount: false,
    });
    const { rows } = await server.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'UserRegistered'");
    expect(rows[0].n).toBe(1);
  });

  it('does not register the same person twice', async () => {
    await login(server.url, { email: 'bob@example.com', userType: 'tradesman' });
    const again = await login(server.url, { email: 'bob@example.com', userType: 'client' });
    const user = currentUserSchema.parse(await (await again.get('/api/auth/user')).json());
    expect(user.userType).toBe('tradesman');
    // Read through the store: the e-mail is sealed in the stored payload (decision 0059).
    const { events } = await server.deps.store.readStream(userStreamId(user.id));
    expect(events.filter((e) => e.type === 'UserRegistered')).toHaveLength(1);
  });

  it('pre-selects tradesman for "Join as Tradesman"', async () => {
    const client = new HttpClient(server.url);
    const page = await client.follow(await client.get('/api/login?role=tradesman'));
    expect(await page.text()).toMatch(/value="tradesman" checked/);
  });

  it('shows the form again with a message for a bad e-mail', async () => {
    const client = new HttpClient(server.url);
    const page = await client.follow(await client.get('/api/login'));
    const action = /action="([^"]+)"/.exec(await page.text())![1]!;
    const res = await client.post(action, new URLSearchParams({ email: 'not-an-email', firstName: 'X', userType: 'client' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Enter a valid e-mail address');
  });

  it('recognises the configured administrator account', async () => {
    const admin = await login(server.url, { email: 'boss@tradeguild.test' });
    const user = currentUserSchema.parse(await (await admin.get('/api/auth/user')).json());
    expect(user).toMatchObject({ isAdmin: true, isAdminAccount: true });
  });

  it('grants no admin rights on the admin e-mail when the provider did not verify it', async () => {
    const admin = await login(server.url, { email: 'boss@tradeguild.test' });
    // As an external provider answering email_verified: false would leave the session.
    await server.db.pool.query(
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{emailVerified}', 'false')::json
        WHERE sess::jsonb ->> 'userId' = (SELECT sess::jsonb ->> 'userId' FROM sessions WHERE sess::jsonb ? 'emailVerified' ORDER BY expire DESC LIMIT 1)`,
    );
    const user = currentUserSchema.parse(await (await admin.get('/api/auth/user')).json());
    expect(user).toMatchObject({ email: 'boss@tradeguild.test', isAdmin: false, isAdminAccount: false });
    expect((await admin.post('/api/tradesmen/0b5f7a9e-6c1d-4b8e-9f2a-3d4c5b6a7e80/verify', {})).status).toBe(403);
  });

  it('logs out with a POST from our own site, and closes the live socket', async () => {
    const client = await login(server.url, { email: 'carol@example.com' });
    const socket = await connectSocket(client);
    const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const out = await client.post('/api/logout', undefined, { origin: server.url });
    expect([out.status, out.headers.get('location')]).toEqual([303, '/']);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    await disconnected;
    expect(socket.connected).toBe(false);
  });

  it('does not log out on a GET (a link from anywhere) or a POST from another site', async () => {
    const client = await login(server.url, { email: 'dan.stays@example.com' });
    const page = await client.get('/api/logout');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post" action="/api/logout">');
    expect((await client.post('/api/logout', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('comes back to the page asked for (a path of this site only), and a closed account to Settings', async () => {
    /** Signs in from `start` and answers where the callback sends the browser. */
    const landing = async (start: string, email: string) => {
      const client = new HttpClient(server.url);
      const page = await client.follow(await client.get(start));
      const action = /action="([^"]+)"/.exec(await page.text())![1]!;
      let res = await client.post(action, new URLSearchParams({ email, firstName: 'Rita', userType: 'client' }));
      for (let hop = 0; hop < 15; hop++) {
        const location = res.headers.get('location')!;
        if (!/^(\/oidc|\/api\/callback)/.test(new URL(location, server.url).pathname)) return { client, location };
        res = await client.get(new URL(location, server.url).toString());
      }
      throw new Error('No landing after 15 redirects');
    };
    const to = (path: string) => `/api/login?returnTo=${encodeURIComponent(path)}`;
    expect((await landing(to('/messages?partner=abc-1'), 'rita@example.com')).location).toBe('/messages?partner=abc-1');
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/\t/evil.example', 'messages']) {
      expect((await landing(to(elsewhere), 'rita@example.com')).location).toBe('/');
    }
    expect((await landing('/api/login?role=tradesman&returnTo=%2Fjobs', 'rita@example.com')).location).toBe('/jobs');

    const { client } = await landing('/api/login', 'rita@example.com');
    expect((await client.post('/api/me/close', { email: 'rita@example.com' }, { origin: server.url })).status).toBe(200);
    // Once the users read model has the closing (it may only reopen there).
    await expect.poll(async () => (await landing(to('/messages'), 'rita@example.com')).location, { timeout: 15_000 }).toBe('/settings');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '@tradeguild/contracts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
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
    expect(user).toMatchObject({ email: 'alice.client@example.com', firstName: 'Alice', userType: 'client', isAdmin: false, isAdminAccount: false });
    const { rows } = await server.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'UserRegistered'");
    expect(rows[0].n).toBe(1);
  });

  it('does not register the same person twice', async () => {
    await login(server.url, { email: 'bob@example.com', userType: 'tradesman' });
    const again = await login(server.url, { email: 'bob@example.com', userType: 'client' });
    const user = currentUserSchema.parse(await (await again.get('/api/auth/user')).json());
    expect(user.userType).toBe('tradesman');
    const { rows } = await server.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'UserRegistered' AND data->>'email' = 'bob@example.com'");
    expect(rows[0].n).toBe(1);
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

  it('logs out', async () => {
    const client = await login(server.url, { email: 'carol@example.com' });
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const out = await client.get('/api/logout');
    expect(out.status).toBe(302);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });
});

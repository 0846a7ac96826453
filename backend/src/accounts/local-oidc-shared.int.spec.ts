import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { LOCAL_CLIENT_ID, mountLocalOidc } from './local-oidc.ts';
import { pgOidcAdapter } from './oidc-pg-adapter.ts';

/**
 * Issue 26: the local provider keeps no state in its process. Two providers (two "instances") on one
 * database and one public address: a sign-in starts on A, signs in on B, resumes on A and exchanges
 * its code on B; the code works once, and both publish the same key.
 */
const PUBLIC_URL = 'http://tradeguild.test';
const SECRET = 'test-client-secret';
let db: TestDatabase;
const instances: { base: string; server: Server }[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 2; i++) {
    const app = express();
    await mountLocalOidc(app, { pool: db.pool, publicUrl: PUBLIC_URL, clientSecret: SECRET, cookieKey: 'shared-cookie-key' });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    instances.push({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  }
});
afterAll(async () => {
  for (const i of instances) i.server.close();
  await db?.drop();
});

/** A browser's cookies for the one public address, whichever instance answers. */
const jar = new Map<string, string>();
async function call(instance: number, pathAndQuery: string, init: RequestInit = {}) {
  const res = await fetch(`${instances[instance]!.base}${pathAndQuery}`, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  return res;
}
const pathOf = (location: string | null) => {
  const u = new URL(location ?? '', PUBLIC_URL);
  return `${u.pathname}${u.search}`;
};
const exchange = (instance: number, code: string) =>
  call(instance, '/oidc/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${PUBLIC_URL}/api/callback`,
      client_id: LOCAL_CLIENT_ID,
      client_secret: SECRET,
    }),
  });

describe('the local OpenID provider across instances', () => {
  it('starts a sign-in on one instance and finishes it on the other', async () => {
    const auth = new URLSearchParams({
      client_id: LOCAL_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/api/callback`,
      scope: 'openid email profile',
      state: 'state-1',
      nonce: 'nonce-1',
      prompt: 'login',
    });
    const start = await call(0, `/oidc/auth?${auth}`);
    expect(start.status).toBe(303);
    const interaction = pathOf(start.headers.get('location'));
    expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await call(1, interaction);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`action="${interaction}/login"`);

    const login = await call(1, `${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'Shared.Sign-In@example.com', firstName: 'Sam', userType: 'client' }),
    });
    expect(login.status).toBe(303);
    const resume = await call(0, pathOf(login.headers.get('location')));
    expect(resume.status).toBe(303);
    const back = new URL(resume.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('state-1');
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const token = await exchange(1, code);
    expect(token.status).toBe(200);
    const body = (await token.json()) as { id_token: string; access_token: string };
    const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ iss: `${PUBLIC_URL}/oidc`, aud: LOCAL_CLIENT_ID, nonce: 'nonce-1' });

    const me = await call(0, '/oidc/me', { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'shared.sign-in@example.com', given_name: 'Sam', user_type: 'client' });

    // A code is used once, whichever instance sees it again.
    expect((await exchange(0, code)).status).toBe(400);
  });

  it('publishes one signing key from every instance', async () => {
    const keys = await Promise.all([0, 1].map(async (i) => (await call(i, '/oidc/jwks')).json()));
    expect(keys[0]).toEqual(keys[1]);
    expect((keys[0] as { keys: unknown[] }).keys).toHaveLength(1);
  });

  it('does not find an expired payload, and revokes by grant across models', async () => {
    const adapter = pgOidcAdapter(db.pool);
    const codes = adapter('AuthorizationCode');
    const tokens = adapter('AccessToken');
    await codes.upsert('c1', { grantId: 'g1', kind: 'AuthorizationCode' }, 60);
    await tokens.upsert('t1', { grantId: 'g1', kind: 'AccessToken' }, 60);
    await codes.upsert('old', { grantId: 'g2', kind: 'AuthorizationCode' }, 60);
    await db.pool.query(`UPDATE local_oidc_payloads SET expires_at = now() - interval '1 second' WHERE id = 'old'`);
    expect(await codes.find('old')).toBeUndefined();
    await codes.consume('c1');
    expect(await codes.find('c1')).toMatchObject({ grantId: 'g1', consumed: expect.any(Number) });
    await codes.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await tokens.find('t1')).toBeUndefined();
  });
});

/**
 * Issue 24's hardening, each against the real app (decision 0062): X-Forwarded-For counts only from
 * a trusted proxy; an unfinished sign-in leaves a short-lived session; `$` patterns in a blog title
 * cannot corrupt the article's head; personal answers are `no-store`; a very deep JSON body gets a
 * clear 400 that does not echo it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../tests/support/blog.ts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { SIGN_IN_SESSION_MS } from '../accounts/login.ts';
import { TOO_DEEP_MESSAGE } from './json-depth.ts';
import { SIGN_IN_LIMIT_BYPASS_HEADER } from './rate-limits.ts';
import { SESSION_COOKIE_NAME } from './session-cookie.ts';

const BYPASS_TOKEN = 'hardening-bypass-token-0123456789';
const SIGN_INS = { RATE_LIMIT_SIGNINS_PER_MINUTE: '12', SIGN_IN_LIMIT_BYPASS_TOKEN: BYPASS_TOKEN };
/** The sign-ins of the other tests skip the limit the first ones exhaust. */
const BYPASS = { [SIGN_IN_LIMIT_BYPASS_HEADER]: BYPASS_TOKEN };
const signIn = (email: string) => login(server.url, { email }, BYPASS);

let server: TestServer;
let behindProxy: TestServer;
beforeAll(async () => {
  server = await startTestServer(SIGN_INS);
  // As behind make fleet's HAProxy: the proxy connects from this machine.
  behindProxy = await startTestServer({ ...SIGN_INS, TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await server?.stop();
  await behindProxy?.stop();
});

const signInStarts = async (url: string, n: number, forwardedFor: (i: number) => string) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${url}/api/login`, { redirect: 'manual', headers: { 'x-forwarded-for': forwardedFor(i) } });
    statuses.push(res.status);
  }
  return statuses;
};

describe('X-Forwarded-For and the per-address limits', () => {
  it('is ignored without TRUST_PROXY: 20 sign-in starts with a different header each are still one address', async () => {
    const statuses = await signInStarts(server.url, 20, (i) => `203.0.113.${i + 1}`);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(8);
  });

  it('names the client when the proxy in front is trusted (TRUST_PROXY=loopback), and still limits each client', async () => {
    const distinct = await signInStarts(behindProxy.url, 20, (i) => `198.51.100.${i + 1}`);
    expect(distinct.filter((s) => s === 429)).toEqual([]);
    const same = await signInStarts(behindProxy.url, 14, () => '192.0.2.77');
    expect(same.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});

describe('the session of a sign-in in progress', () => {
  const expiries = async (where: string, args: unknown[] = []) =>
    (await server.db.pool.query<{ expire: Date }>(`SELECT expire FROM sessions WHERE ${where}`, args)).rows.map((r) => r.expire.getTime());

  it('lives minutes, not days, until sign-in completes; the signed-in session then lives 7 days', async () => {
    const started = Date.now();
    const visitor = new HttpClient(server.url, BYPASS);
    const res = await visitor.get('/api/login');
    expect(res.status).toBe(302);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cookie).toBeDefined();
    const cookieExpiry = new Date(/Expires=([^;]+)/i.exec(cookie!)![1]!).getTime();
    expect(cookieExpiry - started).toBeLessThanOrEqual(SIGN_IN_SESSION_MS + 60_000);

    // Every session row that holds no person expires within the sign-in window.
    const anonymous = await expiries("NOT (sess::jsonb ? 'userId')");
    expect(anonymous.length).toBeGreaterThan(0);
    for (const at of anonymous) expect(at - started).toBeLessThanOrEqual(SIGN_IN_SESSION_MS + 60_000);

    const person = await signIn('short.session@example.com');
    expect((await person.get('/api/auth/user')).status).toBe(200);
    const signedIn = await expiries("sess::jsonb ? 'userId'");
    expect(signedIn.length).toBeGreaterThan(0);
    for (const at of signedIn) expect(at - started).toBeGreaterThan(6 * 24 * 3600_000);
  });
});

describe('a blog article whose title holds replacement patterns', () => {
  it('keeps one #root and the title as written in the server-rendered head', async () => {
    const manager = await signIn('admin@tradeguild.local');
    const title = "Prices $` before and $' after, $& and $1";
    const excerpt = "The $' excerpt $` with $$ signs";
    await createPost(manager, 'dollar-patterns', { status: 'published', title, excerpt });
    const visitor = new HttpClient(server.url);
    visitor.sawPosition(manager.lastPosition);
    await visitor.get('/api/blog/posts'); // the page reads the read model: wait until the post is in
    const html = await (await visitor.get('/blog/dollar-patterns')).text();
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain(`<title>Prices $\` before and $&#39; after, $&amp; and $1 | TradeGuild Blog</title>`);
    expect(html).toContain(`<meta name="description" content="The $&#39; excerpt $\` with $$ signs" />`);
  });
});

describe('Cache-Control on personal answers', () => {
  it('is no-store on everything a signed-in person reads, and on their errors', async () => {
    const person = await signIn('private.reader@example.com');
    for (const path of [
      '/api/auth/user',
      '/api/messages/me',
      '/api/messages/unread-count',
      '/api/notifications',
      '/api/applications/me',
      '/api/client-projects',
      '/api/tradesmen',
      '/api/admin/stats', // 403, still no-store
    ]) {
      const res = await person.get(path);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('leaves anonymous public reads cacheable', async () => {
    for (const path of ['/api/projects/featured', '/api/blog/posts', '/api/blog/categories']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control') ?? '', path).not.toContain('no-store');
      expect(res.headers.get('etag'), path).toBeTruthy();
    }
  });
});

describe('a deeply nested JSON body', () => {
  it('is a 400 "too deeply nested" that does not echo the body (45,000 levels)', async () => {
    const person = await signIn('deep.nester@example.com');
    const body = `${'['.repeat(45_000)}${']'.repeat(45_000)}`;
    const res = await fetch(`${server.url}/api/client-projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: person.cookieHeader(), origin: server.url },
      body,
    });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toEqual({ message: TOO_DEEP_MESSAGE, code: 'validation' });
    expect(text.length).toBeLessThan(200);
  });

  it('is refused inside an object too, before any field is looked at; 60 levels still reach validation', async () => {
    const nest = (levels: number): unknown => (levels === 0 ? 'x' : { a: nest(levels - 1) });
    const post = (body: unknown) =>
      fetch(`${server.url}/api/client-projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(body),
      });
    const deep = await post({ title: 'x', extra: nest(100) });
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as { message: string }).message).toBe(TOO_DEEP_MESSAGE);
    // Anonymous and not too deep: the request goes on to the usual 401.
    expect((await post({ title: 'x', extra: nest(60) })).status).toBe(401);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/**
 * Issue 23: a path that is no page of the app (contracts' CLIENT_ROUTES) is answered 404, still with
 * the app's HTML, which shows 'Page Not Found'; the pages stay 200 and unknown API paths stay JSON.
 */
let dir: string;
let server: TestServer;
const shell = `<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tg-unknown-route-'));
  writeFileSync(path.join(dir, 'index.html'), shell);
  server = await startTestServer({}, { staticDir: dir });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = async (p: string) => {
  const res = await fetch(`${server.url}${p}`, { headers: { 'Accept-Encoding': 'identity' } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
};

describe('unknown routes', () => {
  it.each(['/search', '/tradesmen/7c3f2e5a', '/portfolio/1/edit', '/how-it-works', '/Jobs/'])(
    'answers the page %s 200 with the app',
    async (p) => {
      expect(await get(p)).toMatchObject({ status: 200, body: shell });
    },
  );

  it.each(['/no-such-page', '/tradesmen', '/admin/users', '/jobs/1/extra'])(
    'answers %s 404, with the app that shows Page Not Found',
    async (p) => {
      const res = await get(p);
      expect(res).toMatchObject({ status: 404, body: shell });
      expect(res.type).toMatch(/^text\/html/);
    },
  );

  it('keeps an unknown API path a JSON 404, and a missing file a plain 404', async () => {
    const api = await get('/api/no-such-endpoint');
    expect(api.status).toBe(404);
    expect(api.type).toMatch(/^application\/json/);
    const file = await get('/assets/missing-abc.js');
    expect(file.status).toBe(404);
    expect(file.body).not.toBe(shell);
  });
});

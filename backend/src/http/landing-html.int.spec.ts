import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltFolder, type BuiltFolder } from '../../../tests/support/built-folder.ts';
import { appShell, staticAssets } from './static-assets.ts';

/**
 * Issue 22: '/' for a request without a session gets the prerendered landing (landing.html); a
 * member, and every other client-side route, the empty shell (index.html). The answer varies on the
 * cookie and is revalidated every time.
 */
let site: BuiltFolder;
const shell = `<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>`;
const landing = `<!doctype html><html><head><title>landing</title></head><body><div id="root" data-prerendered="landing"><h1>Skilled UK tradespeople</h1></div>${'<p>x</p>'.repeat(300)}</body></html>`;

beforeAll(async () => {
  site = await serveBuiltFolder({ 'index.html': shell, 'landing.html': landing }, (app, dir) => {
    app.use(staticAssets(dir));
    // A stand-in for the session: a 'member' cookie.
    app.get(/^(?!\/api\/)(?!.*\.[a-z0-9]+$).*/i, appShell(dir, { visitor: (req) => !/member=1/.test(req.headers.cookie ?? '') }));
  });
});
afterAll(() => site?.close());

const get = async (p: string, cookie?: string) => {
  const res = await fetch(`${site.base}${p}`, { headers: cookie ? { cookie } : {} });
  return { res, body: await res.text() };
};

describe('the prerendered landing (issue 22)', () => {
  it("sends a visitor's '/' the landing, compressed, revalidated, varying on the cookie", async () => {
    const { res, body } = await get('/');
    expect(body).toBe(landing);
    expect(res.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/i);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it("sends a member's '/' the shell, never the landing", async () => {
    const { res, body } = await get('/', 'member=1');
    expect(body).toBe(shell);
    expect(res.headers.get('vary')).toMatch(/Cookie/i);
  });

  it('keeps the shell for every other client-side route, visitor or not', async () => {
    for (const p of ['/search', '/blog', '/tradesmen/abc']) {
      expect((await get(p)).body, p).toBe(shell);
      expect((await get(p, 'member=1')).body, p).toBe(shell);
    }
  });

  it('falls back to the shell when the build made no landing.html', async () => {
    rmSync(path.join(site.dir, 'landing.html'));
    rmSync(path.join(site.dir, 'landing.html.br'));
    rmSync(path.join(site.dir, 'landing.html.gz'));
    expect((await get('/')).body).toBe(shell);
  });
});

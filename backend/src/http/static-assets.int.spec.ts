import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltFolder, type BuiltFolder } from '../../../tests/support/built-folder.ts';
import { appShell, staticAssets } from './static-assets.ts';

/**
 * Issue 15: the built app is served precompressed (brotli, gzip) with the right Content-Encoding and
 * Vary, hashed assets cached for a year as immutable, index.html revalidated every time. A small
 * build-like folder goes through the same precompress step the Vite build runs.
 */
let site: BuiltFolder;
const script = `export const hello = ${JSON.stringify('tradesmen '.repeat(2000))};\n`;
const html = `<!doctype html><html><head><title>TradeGuild</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

beforeAll(async () => {
  const files = {
    'assets/index-AbC123.js': script,
    'assets/tiny-Xy9.js': 'export{};',
    'index.html': html,
    'images/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
    '.secret': 'no',
  };
  site = await serveBuiltFolder(files, (app, dir) => {
    app.use(staticAssets(dir));
    app.get(/^(?!\/api\/)(?!.*\.[a-z0-9]+$).*/i, appShell(dir));
    app.use((_req, res) => res.status(404).send('not found'));
  });
});
afterAll(() => site?.close());

/** A raw GET (no automatic decompression), so the bytes on the wire can be checked. */
function get(
  urlPath: string,
  acceptEncoding?: string,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${site.base}${urlPath}`,
      { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('serving the built app (issue 15)', () => {
  it('sends brotli to a browser that takes it, with the JavaScript type and Vary', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the plain file to a client that takes neither', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('caches hashed assets for a year as immutable', async () => {
    for (const enc of ['br', 'gzip', 'identity']) {
      expect((await get('/assets/index-AbC123.js', enc)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // Too small to be worth compressing: sent as it is, cached all the same.
    const tiny = await get('/assets/tiny-Xy9.js', 'br');
    expect([tiny.headers['content-encoding'], tiny.headers['cache-control']]).toEqual([undefined, 'public, max-age=31536000, immutable']);
  });

  it('never lets index.html go stale, whether asked by name or through a client-side route', async () => {
    for (const p of ['/index.html', '/', '/search', '/tradesmen/abc']) {
      const res = await get(p, 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toBe(html);
    }
  });

  it('gives unhashed public files an hour, compressed too', async () => {
    const res = await get('/images/logo.svg', 'gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await get('/assets/index-AbC123.js', 'br', 'HEAD');
    expect([res.status, res.headers['content-encoding'], res.body.length]).toEqual([200, 'br', 0]);
  });

  it('serves nothing outside the folder, no dotfiles, and 404s a missing file', async () => {
    for (const p of [
      '/assets/missing-123.js',
      '/..%2F..%2F..%2F..%2F..%2Fetc%2Fhostname.txt',
      '/assets/..%2F..%2F.secret',
      '/.secret',
      '/assets/%00.js',
      '/%E0%A4%A.js',
    ]) {
      expect((await get(p, 'br')).status, p).toBe(404);
    }
    // Without an extension it is a client-side route: the app, never the file.
    const traversal = await get('/..%2F..%2F..%2Fetc%2Fpasswd', 'identity');
    expect(traversal.body.toString()).toBe(html);
  });
});

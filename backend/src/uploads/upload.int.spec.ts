import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImageResponseSchema } from '@tradeguild/contracts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { freePort } from '../../../tests/support/free-port.ts';
import { loginReady } from '../../../tests/fixtures/tradesmen-seed.ts';
import { s3Storage } from './s3-storage.ts';
import { fsStorage, type UploadStorage } from './storage.ts';

/**
 * The checked upload, on both storages (issue 26): a folder, and an S3-compatible bucket served by
 * s3rver (an S3 API server in Node) on a free port, through the same @aws-sdk/client-s3 calls as AWS.
 */
const BUCKET = 'tradeguild-uploads';
let dir: string;
let s3dir: string;
let s3: S3rver;
let s3Env: Record<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tg-uploads-'));
  s3dir = await mkdtemp(path.join(os.tmpdir(), 'tg-s3-'));
  const port = await freePort();
  s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  s3Env = {
    UPLOAD_STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(s3dir, { recursive: true, force: true });
});

/** A real 1x1 PNG, built here so the test needs no binary fixture. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => (b.reduce((c, x) => crcTable[(c ^ x) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const idat = deflateSync(Buffer.from([0, 0x1f, 0x6f, 0x8a]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(client: HttpClient, bytes: Buffer, filename: string, type: string, field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(new URL('/api/upload/image', client.baseUrl), {
    method: 'POST',
    body: form,
    headers: { cookie: cookieOf(client) },
  });
  return { status: res.status, body: await res.json() };
}

// HttpClient sends only JSON or form bodies; multipart goes through fetch with the client's session cookie.
const cookieOf = (client: HttpClient) =>
  [...(client as unknown as { cookies: Map<string, string> }).cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe.each(['filesystem', 's3'] as const)('POST /api/upload/image with %s storage', (kind) => {
  let server: TestServer;
  let user: HttpClient;
  let storage: UploadStorage;
  beforeAll(async () => {
    const env = kind === 's3' ? s3Env : { UPLOAD_DIR: dir };
    server = await startTestServer(env);
    storage = kind === 's3' ? s3Storage(server.deps.config) : fsStorage(dir);
    user = await loginReady(server.url, { email: `uploader.${kind}@example.co.uk`, userType: 'tradesman' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stores a PNG re-encoded as WebP outside the code tree and serves it back as image/webp with nosniff', async () => {
    const res = await upload(user, tinyPng(), 'kitchen.png', 'image/png');
    expect(res.status).toBe(201);
    const { url } = uploadImageResponseSchema.parse(res.body);
    // 1 px wide: one size, never upscaled.
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-1\.webp$/);
    const name = url.split('/').pop()!;
    if (kind === 'filesystem') expect(await readdir(dir)).toContain(name);
    const stored = await storage.get(name);
    stored?.body.destroy();
    const served = await fetch(new URL(url, server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.length).toBe(stored?.size);
    expect(body.subarray(8, 12).toString()).toBe('WEBP');
    await storage.delete(name);
    expect((await fetch(new URL(url, server.url))).status).toBe(404);
  });

  it('still serves an upload stored before re-encoding (one file, <uuid>.png)', async () => {
    const name = `${crypto.randomUUID()}.png`;
    await storage.put(name, tinyPng(), 'image/png');
    const served = await fetch(new URL(`/uploads/${name}`, server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng())).toBe(true);
    await storage.delete(name);
  });

  it('judges by content: a text file named .png is refused', async () => {
    const res = await upload(user, Buffer.from('definitely not an image'), 'photo.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/JPEG, PNG, WebP or GIF/);
  });

  it('refuses SVG (it can carry script) and files over 5 MB', async () => {
    const svg = await upload(
      user,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.status).toBe(400);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(user, big, 'huge.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/5 MB/);
  });

  it('needs the field "image", a file and a login', async () => {
    expect((await upload(user, tinyPng(), 'a.png', 'image/png', 'photo')).status).toBe(400);
    expect((await user.post('/api/upload/image', {})).status).toBe(400);
    const anonymous = new HttpClient(server.url);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'a.png');
    expect((await fetch(new URL('/api/upload/image', anonymous.baseUrl), { method: 'POST', body: form })).status).toBe(401);
  });

  it('answers 404 for a missing upload, a name it never makes and a path outside', async () => {
    expect((await fetch(new URL('/uploads/does-not-exist.png', server.url))).status).toBe(404);
    expect((await fetch(new URL(`/uploads/${crypto.randomUUID()}.png`, server.url))).status).toBe(404);
    // express.static answers a path that climbs out with 403, the bucket route with 404: never the file.
    const outside = await fetch(new URL('/uploads/..%2F..%2Fpackage.json', server.url));
    expect([403, 404]).toContain(outside.status);
    expect(await outside.text()).not.toContain('"workspaces"');
  });
});

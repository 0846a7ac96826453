import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImageResponseSchema } from '@tradeguild/contracts';
import { uploadSrcSet } from '@tradeguild/contracts/uploads/variants';
import type { HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { loginReady, profileInput, projectInput, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { sweepOrphanUploads } from './registry.ts';
import { fsStorage } from './storage.ts';

/**
 * Issue 24, item 6: what is stored is sharp's re-encoding only (no EXIF, no trailing bytes, upright,
 * WebP in the responsive widths), within a per-account quota, and unreferenced uploads are swept.
 */
let dir: string;
let server: TestServer;
let owner: HttpClient;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tg-reencode-'));
  server = await startTestServer({ UPLOAD_DIR: dir, UPLOAD_QUOTA_MB: '5' });
  owner = await loginReady(server.url, { email: 'photos@example.co.uk', userType: 'tradesman' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const cookieOf = (client: HttpClient) =>
  [...(client as unknown as { cookies: Map<string, string> }).cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function upload(client: HttpClient, bytes: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'photo');
  const res = await fetch(new URL('/api/upload/image', server.url), { method: 'POST', body: form, headers: { cookie: cookieOf(client) } });
  return { status: res.status, body: await res.json() };
}

/** A photo as a phone writes it: GPS in its EXIF, an orientation tag, a comment-like description. */
function phoneJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .composite([{ input: { create: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 3, background: '#113355' } } }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snapper 9', ImageDescription: 'SECRET-HOME-ADDRESS 12 Acacia Ave' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 48/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '1/1 32/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

const storedFile = (url: string) => path.join(dir, url.split('/').pop()!);
const idOf = (url: string) => /\/uploads\/([0-9a-f-]{36})-/.exec(url)![1]!;

describe('re-encoding', () => {
  it('strips EXIF (GPS included) and keeps the 400, 800 and 1600 px WebP sizes, never upscaled', async () => {
    const input = await phoneJpeg(2400, 1200);
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.toString('latin1')).toContain('SECRET-HOME-ADDRESS');
    const res = await upload(owner, input);
    expect(res.status).toBe(201);
    const { url } = uploadImageResponseSchema.parse(res.body);
    expect(url).toMatch(/-1600\.webp$/);
    const id = idOf(url);
    expect((await readdir(dir)).filter((f) => f.startsWith(id)).sort()).toEqual([`${id}-1600.webp`, `${id}-400.webp`, `${id}-800.webp`]);
    for (const w of [400, 800, 1600]) {
      const file = await readFile(path.join(dir, `${id}-${w}.webp`));
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: w, height: w / 2 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(file.toString('latin1')).not.toContain('SECRET-HOME-ADDRESS');
      expect(file.toString('latin1')).not.toContain('Snapper');
    }
    expect(uploadSrcSet(url)).toBe(`/uploads/${id}-400.webp 400w, /uploads/${id}-800.webp 800w, /uploads/${id}-1600.webp 1600w`);

    const small = uploadImageResponseSchema.parse((await upload(owner, await phoneJpeg(500, 300))).body).url;
    expect(small).toMatch(/-500\.webp$/);
    expect((await readdir(dir)).filter((f) => f.startsWith(idOf(small))).sort()).toEqual([
      `${idOf(small)}-400.webp`,
      `${idOf(small)}-500.webp`,
    ]);
  });

  it('applies the orientation tag: a sideways photo is stored upright', async () => {
    // Stored 1000 x 600 with orientation 6 (turn a quarter clockwise): shown 600 wide, 1000 high.
    const res = await upload(owner, await phoneJpeg(1000, 600, 6));
    const { url } = uploadImageResponseSchema.parse(res.body);
    expect(url).toMatch(/-600\.webp$/);
    const meta = await sharp(await readFile(storedFile(url))).metadata();
    expect(meta).toMatchObject({ width: 600, height: 1000 });
    expect(meta.orientation).toBeUndefined();
  });

  it('drops anything after the image data (a polyglot tail)', async () => {
    const tail = Buffer.from('PK\u0003\u0004<?php system($_GET["c"]); ?><script>alert(1)</script>TRAILING-MARKER');
    const res = await upload(owner, Buffer.concat([await phoneJpeg(300, 200), tail]));
    expect(res.status).toBe(201);
    const { url } = uploadImageResponseSchema.parse(res.body);
    const stored = await readFile(storedFile(url));
    expect(stored.toString('latin1')).not.toContain('TRAILING-MARKER');
    expect(stored.toString('latin1')).not.toContain('<?php');
    const served = Buffer.from(await (await fetch(new URL(url, server.url))).arrayBuffer());
    expect(served.equals(stored)).toBe(true);
  });

  it('refuses a file that is not an image, a broken image and a huge canvas with a 4xx and a message', async () => {
    const text = await upload(owner, Buffer.from('just some text, not a photo'), 'image/png');
    expect(text.status).toBe(400);
    // JPEG magic, then nothing a decoder can read.
    const broken = await upload(owner, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]));
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/could not be read/);
    // A small PNG declaring 30,000 x 30,000 pixels: refused from its header, before decoding.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const huge = withPngSize(png, 30_000, 30_000);
    const res = await upload(owner, huge, 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/megapixels/);
  });
});

/** The PNG with its IHDR width and height replaced (and the chunk's CRC recomputed). */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => (b.reduce((c, x) => table[(c ^ x) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  out.writeUInt32BE(crc(out.subarray(12, 29)), 29);
  return out;
}

describe('quota', () => {
  it('refuses an upload past the account quota with a clear 413, and counts nothing for it', async () => {
    const someone = await loginReady(server.url, { email: 'quota@example.co.uk', userType: 'tradesman' });
    const me = (await someone.get('/api/auth/user').then((r) => r.json())) as { id: string };
    // 5 MB quota (UPLOAD_QUOTA_MB=5): all but 100 bytes already used.
    await server.deps.pool.query(`INSERT INTO uploads (id, owner_id, files, bytes) VALUES (gen_random_uuid(), $1, '{}', $2)`, [
      me.id,
      5 * 1024 * 1024 - 100,
    ]);
    const before = await readdir(dir);
    const res = await upload(someone, await phoneJpeg(1600, 1200));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/of your 5\.0 MB storage allowance/);
    expect(await readdir(dir)).toEqual(before);
    const { rows } = await server.deps.pool.query('SELECT count(*)::int AS n FROM uploads WHERE owner_id = $1', [me.id]);
    expect(rows[0].n).toBe(1);
    // The owner of other uploads is not affected.
    expect((await upload(owner, await phoneJpeg(100, 100))).status).toBe(201);
  });
});

describe('orphan sweep', () => {
  it('deletes an unreferenced upload older than 24 h, keeps a referenced one and a young one', async () => {
    await send(owner, 'POST', '/api/tradesmen/profile', profileInput());
    const urls = await Promise.all(
      [1, 2, 3].map(async () => uploadImageResponseSchema.parse((await upload(owner, await phoneJpeg(900, 600))).body).url),
    );
    const [orphan, referenced, young] = urls as [string, string, string];
    const created = await send(owner, 'POST', '/api/projects', projectInput({ afterImages: [referenced] }));
    expect(created.status).toBe(201);
    // The portfolio read model has the project (read your write), so the reference is visible.
    await expect.poll(async () => (await owner.read(`/api/projects/${created.body.id}`)).status, { timeout: 20_000 }).toBe(200);
    await server.deps.pool.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE id = ANY($1::uuid[])`, [
      [idOf(orphan), idOf(referenced)],
    ]);
    const result = await sweepOrphanUploads(server.deps.pool, fsStorage(dir), { olderThanHours: 24 });
    expect(result?.deleted).toContain(idOf(orphan));
    expect(result?.deleted).not.toContain(idOf(referenced));
    expect(result?.deleted).not.toContain(idOf(young));
    const files = await readdir(dir);
    expect(files.some((f) => f.startsWith(idOf(orphan)))).toBe(false);
    expect(files.filter((f) => f.startsWith(idOf(referenced)))).toHaveLength(3);
    expect(files.filter((f) => f.startsWith(idOf(young)))).toHaveLength(3);
    expect((await fetch(new URL(orphan, server.url))).status).toBe(404);
    expect((await fetch(new URL(referenced, server.url))).status).toBe(200);
    const { rows } = await server.deps.pool.query('SELECT id::text FROM uploads WHERE id = ANY($1::uuid[])', [urls.map(idOf)]);
    expect(rows.map((r) => r.id).sort()).toEqual([idOf(referenced), idOf(young)].sort());
  });
});

import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/** Hashed build output (frontend/dist/assets): its name changes with its content, so it never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app's HTML: always revalidated, so a release is picked up at once (the ETag keeps that cheap). */
const REVALIDATE = 'no-cache';
/** Unhashed public files (images, favicon). */
const SHORT = 'public, max-age=3600';

/** What the build precompresses (scripts/precompress.ts): these may have a .br and .gz beside them. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|xml|txt|map|webmanifest)$/i;

type Encoding = { name: 'br' | 'gzip'; suffix: '.br' | '.gz' };
const ENCODINGS: Encoding[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** Encodings the browser accepts ('gzip, deflate, br, zstd'; 'br;q=0' refuses). */
function accepted(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name);
  }
  return out;
}

const isFile = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

function cacheControlOf(dir: string, file: string): string {
  if (file.endsWith('.html')) return REVALIDATE;
  return path.relative(dir, file).split(path.sep)[0] === 'assets' ? IMMUTABLE : SHORT;
}

/** Sends `file` (inside the built app `dir`), its precompressed copy when the browser takes one. */
async function sendAsset(req: Request, res: Response, dir: string, file: string): Promise<void> {
  let chosen = file;
  if (COMPRESSIBLE.test(file)) {
    res.vary('Accept-Encoding');
    const ok = accepted(req.headers['accept-encoding']);
    for (const enc of ENCODINGS) {
      if (ok.has(enc.name) && (await isFile(file + enc.suffix))) {
        chosen = file + enc.suffix;
        res.setHeader('Content-Encoding', enc.name);
        break;
      }
    }
  }
  // The type of the original, not of '.br'; send() leaves a Content-Type it finds alone.
  res.type(path.extname(file));
  res.setHeader('Cache-Control', cacheControlOf(dir, file));
  await new Promise<void>((resolve, reject) => {
    res.sendFile(chosen, { cacheControl: false, dotfiles: 'deny' }, (err) => (err && !res.headersSent ? reject(err) : resolve()));
  });
}

/** The file of the built app a URL path names, or null (outside the folder, a dotfile, a folder). */
async function fileOf(dir: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((s) => s.startsWith('.'))) return null;
  const file = path.join(dir, path.posix.normalize(`/${decoded}`));
  if (!file.startsWith(dir + path.sep)) return null;
  return (await isFile(file)) ? file : null;
}

/**
 * The built web app's files (replaces express.static): brotli or gzip copies made at build time,
 * with Content-Encoding and Vary: Accept-Encoding; a year's immutable cache for hashed assets,
 * no-cache for index.html, an hour for the rest. Anything not found falls through.
 */
export function staticAssets(staticDir: string): RequestHandler {
  const dir = path.resolve(staticDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    fileOf(dir, req.path)
      .then((file) => (file ? sendAsset(req, res, dir, file) : next()))
      .catch(next);
  };
}

/**
 * The app's index.html for client-side routes, compressed like any asset and never cached stale.
 * '/' for a request without a session (`visitor(req)`) gets landing.html instead when the build made
 * it: the logged-out landing prerendered (scripts/prerender-landing.ts), hydrated by the same app. A
 * signed-in member gets the shell, which shows the dashboard, never a flash of the landing. A path
 * that is not a page of the app (`isPage` false) gets the shell with status 404: it shows 'Page Not Found'.
 */
export function appShell(
  staticDir: string,
  opts: { visitor?: (req: Request) => boolean; isPage?: (path: string) => boolean } = {},
): RequestHandler {
  const dir = path.resolve(staticDir);
  const landing = path.join(dir, 'landing.html');
  return (req, res, next) => {
    const serve = async () => {
      let file = path.join(dir, 'index.html');
      if (opts.isPage && !opts.isPage(req.path)) res.status(404);
      if (req.path === '/' && opts.visitor) {
        // The answer depends on the session cookie: no shared cache may hand one person's to another.
        res.vary('Cookie');
        if (opts.visitor(req) && (await isFile(landing))) file = landing;
      }
      await sendAsset(req, res, dir, file);
    };
    serve().catch(next);
  };
}

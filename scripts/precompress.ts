/**
 * Brotli and gzip copies of every text asset of the built web app, made once at build time so the
 * server never compresses on the fly (issue 15). Used as a Vite plugin (frontend/vite.config.ts);
 * backend/src/http/static-assets.ts serves `file.br` / `file.gz` to browsers that accept them.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Worth compressing: text formats. Images other than SVG, fonts (woff2) and the like are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|xml|txt|map|webmanifest)$/i;
/** Below this a compressed copy saves less than its headers cost (the 0.7 KB rolldown runtime on the landing saves 0.34 KB brotli, issue 22). */
const MIN_BYTES = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `f.br` and `f.gz` beside each compressible file of `dir`; returns how many files. */
export async function precompressDir(dir: string): Promise<number> {
  let n = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    // A copy that is not smaller would only waste the browser's time.
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    n++;
  }
  return n;
}

/** The Vite plugin: compresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tradeguild-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's closeBundle (the prerendered landing.html among them).
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}

/**
 * The logged-out landing as HTML at build time (issue 22): a Vite plugin that, once the client build
 * is written, builds frontend/src/prerender/landing.tsx for Node (react-dom/server with
 * styled-components' ServerStyleSheet), renders '/' as a visitor sees it, and writes
 * dist/landing.html: dist/index.html with that page inside #root (marked for hydrateRoot), its CSS
 * as <style> elements, the font CSS inlined instead of a render-blocking stylesheet, and the hero
 * image and the Latin font preloaded. backend/src/http/static-assets.ts sends it for '/' to
 * requests without a session; every other route keeps the empty shell (index.html).
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { SHELL_ONLY } from './preload-shell-chunks.ts';

export const LANDING_HTML = 'landing.html';
/** The landing's largest paint on a phone: preloaded so it is fetched with the HTML's first bytes. */
export const HERO_IMAGE = '/images/hero-renovation.svg';
const ROOT_DIV = '<div id="root"></div>';

type Rendered = { html: string; styleTags: string };

/**
 * renderToString starts with a <link rel="preload" as="image"> for every image of the page (React's
 * resource hints, meant for a <head> the app does not render): inside #root they are not the app's
 * markup, and on a slow network they would ask for the footer's pictures before the first view's.
 */
export function withoutImagePreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
}

/** dist/index.html turned into the prerendered landing (exported for its unit test). */
export function landingHtml(shell: string, page: Rendered, assets: { css: Map<string, string>; latinFont?: string }): string {
  if (!shell.includes(ROOT_DIV)) throw new Error(`prerender: ${ROOT_DIV} not found in index.html`);
  // The shell's preloads of the query provider and page loaders (./preload-shell-chunks.ts): not for the visitor's landing.
  shell = shell.replace(new RegExp(`\\s*<link [^>]*${SHELL_ONLY}[^>]*>`, 'g'), '');
  // The entry's stylesheet (the @font-face rules, under 2 KB) inline: one round trip fewer before the first paint.
  let html = shell.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const css = assets.css.get(href);
    return css === undefined ? tag : `<style>${css}</style>`;
  });
  const preloads = [
    `<link rel="preload" as="image" href="${HERO_IMAGE}" fetchpriority="high">`,
    assets.latinFont ? `<link rel="preload" as="font" type="font/woff2" href="${assets.latinFont}" crossorigin>` : '',
  ].join('');
  // Preloads before the scripts, so the first paint's bytes are asked for first.
  html = html.replace(/(\s*<script type="module")/, `\n    ${preloads}$1`);
  html = html.replace('</head>', `${page.styleTags}</head>`);
  return html.replace(ROOT_DIV, `<div id="root" data-prerendered="landing">${withoutImagePreloads(page.html)}</div>`);
}

async function renderWithVite(config: ResolvedConfig): Promise<Rendered> {
  const out = await mkdtemp(path.join(tmpdir(), 'tg-prerender-'));
  try {
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      // 'use client' directives and the like: the client build reports what matters.
      logLevel: 'error',
      resolve: { alias: { '@': path.join(config.root, 'src') } },
      // One self-contained file: nothing to resolve from the temporary folder.
      ssr: { noExternal: true },
      build: { ssr: 'src/prerender/landing.tsx', outDir: out, emptyOutDir: true, minify: false, copyPublicDir: false },
    });
    const entry = (await readdir(out)).find((f) => /^landing\.m?js$/.test(f));
    if (!entry) throw new Error('prerender: the server build wrote no landing.js');
    const mod = (await import(pathToFileURL(path.join(out, entry)).href)) as { renderLanding: () => Rendered };
    return mod.renderLanding();
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/** The Vite plugin (client build only): writes dist/landing.html once the bundle is written. */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tradeguild-prerender-landing',
    apply: (c, env) => env.command === 'build' && !c.build?.ssr,
    configResolved(c) {
      config = c;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const css = new Map<string, string>();
        for (const [, href] of shell.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g))
          css.set(href!, await readFile(path.join(outDir, href!), 'utf8'));
        const latin = (await readdir(path.join(outDir, 'assets'))).find((f) => /^inter-latin-wght-normal-.*\.woff2$/.test(f));
        const page = await renderWithVite(config);
        await writeFile(
          path.join(outDir, LANDING_HTML),
          landingHtml(shell, page, { css, latinFont: latin ? `/assets/${latin}` : undefined }),
        );
      },
    },
  };
}

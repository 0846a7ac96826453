import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Every page but the visitor's prerendered landing starts from the empty shell (dist/index.html),
 * and main.tsx then imports the query provider and the page loaders before it renders anything: two
 * dynamic imports that the browser would find only once the entry has run, a round trip after it.
 * This plugin lists them (and what they import) as modulepreloads in index.html, so they download
 * beside the entry. They carry `data-shell-only`: the prerendered landing (scripts/prerender-landing.ts),
 * made from index.html, drops them, since the visitor's landing loads neither on its first load.
 */
export const SHELL_ONLY = 'data-shell-only';
const SHELL_MODULES = [/\/src\/app\/query-provider\.tsx$/, /\/src\/app\/route-pages\.ts$/];

/** The chunks of the shell's dynamic imports and their static imports, minus what the entry already loads. */
export function shellChunks(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const loadedByEntry = new Set<string>();
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into);
  };
  if (entry) walk(entry.fileName, loadedByEntry);
  const wanted = new Set<string>();
  for (const c of chunks) if (c.facadeModuleId && SHELL_MODULES.some((m) => m.test(c.facadeModuleId!))) walk(c.fileName, wanted);
  return [...wanted].filter((f) => !loadedByEntry.has(f)).sort();
}

export function preloadShellChunks(): Plugin {
  return {
    name: 'tradeguild-preload-shell-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return shellChunks(ctx.bundle).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [SHELL_ONLY]: true },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { shellChunks } from './preload-shell-chunks.ts';

const chunk = (fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as unknown as Rolldown.OutputChunk;

describe("the shell's preloads (issue 22)", () => {
  it("lists the query provider's and page loaders' chunks and their imports, not what the entry loads anyway", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-A.js', ['assets/react-B.js'], { isEntry: true, facadeModuleId: '/r/frontend/index.html' }),
        chunk('assets/react-B.js', []),
        chunk('assets/query-provider-C.js', ['assets/query-D.js', 'assets/react-B.js'], {
          facadeModuleId: '/r/frontend/src/app/query-provider.tsx',
        }),
        chunk('assets/query-D.js', []),
        chunk('assets/route-pages-E.js', ['assets/api-client-F.js'], { facadeModuleId: '/r/frontend/src/app/route-pages.ts' }),
        chunk('assets/api-client-F.js', []),
        chunk('assets/admin-G.js', ['assets/query-D.js'], { facadeModuleId: '/r/frontend/src/app/routes/admin.tsx' }),
      ].map((c) => [c.fileName, c]),
    );
    expect(shellChunks(bundle)).toEqual([
      'assets/api-client-F.js',
      'assets/query-D.js',
      'assets/query-provider-C.js',
      'assets/route-pages-E.js',
    ]);
  });
});

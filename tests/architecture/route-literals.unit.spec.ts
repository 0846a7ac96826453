/**
 * Every API handler is registered from the API table (contracts/src/api-routes.ts): no route file of
 * backend/src spells an /api path, or registers an express path of its own, apart from the pages
 * that are not API routes (the blog's crawler pages).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** HTML for crawlers (/blog, /blog/:slug, /sitemap.xml): pages, not API routes. */
const PAGES = ['backend/src/blog/seo/routes.ts'];

const API_LITERAL = /['"`]\/api[/'"`$]/;
const EXPRESS_PATH = /\.(get|post|put|patch|delete|all|use)\(\s*(['"`]\/|\/)/;

/** `file:line` of each hand-written API path or express path in the given route files. */
export function handWrittenPaths(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, text]) =>
    text.split('\n').flatMap((line, i) => (API_LITERAL.test(line) || EXPRESS_PATH.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const routeFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = `${dir}/${d.name}`;
    if (d.isDirectory()) return routeFiles(rel);
    return /^routes(-[a-z-]+)?\.ts$/.test(d.name) && !PAGES.includes(rel) ? [rel] : [];
  });

describe('the route files of backend/src', () => {
  it('register every handler from the API table', () => {
    const files = Object.fromEntries(routeFiles('backend/src').map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
    expect(Object.keys(files).length).toBeGreaterThan(15);
    expect(handWrittenPaths(files)).toEqual([]);
  });

  it('the check itself finds an /api literal and an express path', () => {
    const files = {
      'backend/src/jobs/routes.ts': "router.get('/:id', handler);\nconst url = `/api/jobs/${id}`;\napi.on(routes.job, handler);\n",
    };
    expect(handWrittenPaths(files)).toEqual([
      "backend/src/jobs/routes.ts:1: router.get('/:id', handler);",
      'backend/src/jobs/routes.ts:2: const url = `/api/jobs/${id}`;',
    ]);
  });
});

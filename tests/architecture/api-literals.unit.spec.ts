/**
 * Every API address of the frontend comes from the route table (contracts' `*Route` objects): no
 * string or template literal of frontend/src, code or component test, starts with /api (or names an
 * endpoint, 'POST /api/...'), apart from the API client and the first page's route heads beside it
 * (lib/first-page-routes.ts: the landing's sign-in buttons need them without the client, issue 22).
 * Comments may name paths; only literals are checked, as the TypeScript parser finds them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENT = 'frontend/src/lib/api-client.ts';
const ROUTE_HEADS = 'frontend/src/lib/first-page-routes.ts';
const API_TEXT = /^((GET|POST|PUT|PATCH|DELETE) )?\/api([/?#]|$)/;

/** The text a literal starts with: a string, a template without substitutions, or a template's head. */
function literalStart(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

/** `file:line: literal` for each literal naming an API address, given each file's text. */
export function apiLiterals(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, text]) => {
    if (file === CLIENT || file === ROUTE_HEADS) return [];
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      const start = literalStart(node);
      if (start !== null && API_TEXT.test(start)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${file}:${line}: ${node.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = `${dir}/${d.name}`;
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : walk(rel);
    return /\.tsx?$/.test(d.name) ? [rel] : [];
  });
}

describe('frontend/src', () => {
  it('spells no API address outside the API client', () => {
    const files = Object.fromEntries(walk('frontend/src').map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
    expect(Object.keys(files)).toContain(CLIENT);
    expect(Object.keys(files)).toContain(ROUTE_HEADS);
    expect(Object.keys(files).filter((f) => f.endsWith('.spec.tsx')).length).toBeGreaterThan(15);
    expect(apiLiterals(files)).toEqual([]);
  });

  it('the check itself finds string, template and endpoint literals, and leaves comments, other paths and the client alone', () => {
    const files = {
      'frontend/src/features/jobs/api/get-job.ts': [
        '/** GET /api/jobs/{id} */',
        "export const all = () => getJson('/api/jobs', schema);",
        'export const one = (id: string) => getJson(`/api/jobs/${id}`, schema);',
        "const uploads = '/uploads/a.png'; const socket = '/socket.io'; const api = '/apiary';",
      ].join('\n'),
      'frontend/src/features/jobs/components/apply-form.unit.spec.tsx':
        'mockApi({ \'POST /api/jobs\': () => ok() });\n<a href="/api/login" />;',
      [CLIENT]: "const head = { method: 'GET', path: '/api/auth/user' };",
    };
    expect(apiLiterals(files)).toEqual([
      "frontend/src/features/jobs/api/get-job.ts:2: '/api/jobs'",
      'frontend/src/features/jobs/api/get-job.ts:3: `/api/jobs/${id}`',
      "frontend/src/features/jobs/components/apply-form.unit.spec.tsx:1: 'POST /api/jobs'",
      'frontend/src/features/jobs/components/apply-form.unit.spec.tsx:2: "/api/login"',
    ]);
  });
});

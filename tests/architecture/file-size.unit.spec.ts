/**
 * No file in backend/src or projections/src over 250 lines (the seed's demo data files aside): a file that
 * grows past it is split by topic.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_LINES = 250;
const CHECKED = ['backend/src', 'projections/src'];
/** Demo data: long lists of made-up tradesmen, articles and threads, not code (the seed's code is checked). */
const DATA = [
  'backend/src/seed/tradesmen-directory.ts',
  'backend/src/seed/tradesmen-portfolio.ts',
  'backend/src/seed/tradesmen-credentials.ts',
  'backend/src/seed/forum-threads.ts',
  'backend/src/seed/blog-articles-homeowners.ts',
  'backend/src/seed/blog-articles-maintenance.ts',
  'backend/src/seed/blog-articles-trade.ts',
  'backend/src/seed/demo-data.ts',
];

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = `${dir}/${d.name}`;
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : walk(rel);
    return /\.tsx?$/.test(d.name) ? [rel] : [];
  });
}

/** `file: n lines` for every file over the limit, given each file's text. */
export function filesOverLimit(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file]) => !DATA.includes(file))
    .map(([file, text]) => [file, lineCount(text)] as const)
    .filter(([, n]) => n > MAX_LINES)
    .map(([file, n]) => `${file}: ${n} lines`);
}

describe('file size', () => {
  it(`keeps every file in ${CHECKED.join(' and ')} at ${MAX_LINES} lines or fewer`, () => {
    const files = Object.fromEntries(CHECKED.flatMap(walk).map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
    expect(Object.keys(files).length).toBeGreaterThan(100);
    expect(filesOverLimit(files)).toEqual([]);
  });

  it('the check itself finds a long file, seed code included, and leaves the seed data alone', () => {
    const long = 'const x = 1;\n'.repeat(MAX_LINES + 1);
    const files = {
      'backend/src/tradesmen/routes.ts': long,
      'backend/src/tradesmen/decide.ts': 'const y = 2;\n'.repeat(MAX_LINES),
      'backend/src/seed/tradesmen-directory.ts': long,
      'backend/src/seed/jobs.ts': long,
    };
    expect(filesOverLimit(files)).toEqual([
      `backend/src/tradesmen/routes.ts: ${MAX_LINES + 1} lines`,
      `backend/src/seed/jobs.ts: ${MAX_LINES + 1} lines`,
    ]);
  });
});

/**
 * Issue 23 ("1 replies", "1 weeks"): a count shown with its noun goes through lib/plural.ts
 * (formatCount, pluralNoun), never a template or JSX that writes a fixed plural after a number, nor
 * a hand-made `n === 1 ? 'x' : 'xs'`. Lines are matched as text; a substitution that is not a count
 * (a label before 'photos') is listed with its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NOUNS =
  'replies|reviews|weeks|days|months|years|hours|minutes|miles|projects|quotes|posts|views|likes|messages|jobs|trades|tradesmen|photos|endorsements|results|stars|events';
/**
 * `${n} replies` in a template, or `{n} replies` in JSX (not an attribute `replies={...}`). A decimal
 * (`.toFixed(1)`) is left alone: '1.0 miles' is plural in English.
 */
const FIXED_PLURAL = new RegExp(`(\\$\\{|\\{)(?![^{}]*toFixed\\()[^{}]+\\}\\s+(${NOUNS})\\b(?!\\s*=)`);
/** `n === 1 ? 'review' : 'reviews'`: a plural by hand. */
const HAND_PLURAL = /===\s*1\s*\?\s*['"`][^'"`]*['"`]\s*:/;
/** Substitutions before a plural noun that are no count. */
const NOT_COUNTS = [
  'frontend/src/features/portfolio/project-page/components/project-gallery.tsx: {label} photos',
  'frontend/src/features/portfolio/project-page/components/project-gallery.tsx: {label.toLowerCase()} photos',
];

/** `file:line: text` of each count written with a fixed or hand-made plural. */
export function handPlurals(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, text]) =>
    text.split('\n').flatMap((line, i) => {
      const found = FIXED_PLURAL.exec(line)?.[0] ?? (HAND_PLURAL.test(line) ? line.trim() : null);
      if (found === null || NOT_COUNTS.some((n) => n === `${file}: ${found.replace(/^\$/, '')}`)) return [];
      return [`${file}:${i + 1}: ${line.trim()}`];
    }),
  );
}

const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = `${dir}/${d.name}`;
    if (d.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(d.name) && !/\.spec\.tsx?$/.test(d.name) ? [rel] : [];
  });

describe('plurals', () => {
  it('finds a fixed or hand-made plural after a count', () => {
    expect(
      handPlurals({
        'a.tsx': '<span>{post.replyCount} replies</span>',
        'b.ts': 'const s = `${n} weeks`;',
        'c.tsx': "({reviews} {reviews === 1 ? 'review' : 'reviews'})",
        'd.ts': "const s = formatCount(n, 'reply', 'replies');",
      }),
    ).toEqual([
      'a.tsx:1: <span>{post.replyCount} replies</span>',
      'b.ts:1: const s = `${n} weeks`;',
      "c.tsx:1: ({reviews} {reviews === 1 ? 'review' : 'reviews'})",
    ]);
  });

  it('has none in frontend/src', () => {
    const files = Object.fromEntries(sources('frontend/src').map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
    expect(Object.keys(files).length).toBeGreaterThan(100);
    expect(handPlurals(files)).toEqual([]);
  });
});

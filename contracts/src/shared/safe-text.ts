/**
 * Text PostgreSQL cannot store: the NUL character, and UTF-16 surrogates without their pair
 * (which JSON can carry as "\ud800"). Refused at the edge with a clear message, never a 500.
 */
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (s: string): boolean => !s.includes('\u0000') && !UNPAIRED_SURROGATE.test(s);

/** The first unsafe string anywhere in a parsed JSON value, with its path; null when all is well. */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (depth > 64) return path.join('.') || '(root)';
  if (typeof value === 'string') return isSafeText(value) ? null : path.join('.') || '(root)';
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findUnsafeText(v, [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = isSafeText(k) ? findUnsafeText(v, [...path, k], depth + 1) : [...path, k].join('.');
      if (found) return found;
    }
  }
  return null;
}

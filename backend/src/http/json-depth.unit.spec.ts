import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

const arrays = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);
const objects = (levels: number): unknown => (levels === 0 ? 'x' : { a: objects(levels - 1), b: [1, 2] });

describe('nestsDeeperThan', () => {
  it('allows up to the limit and refuses one level more, for arrays and objects', () => {
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH - 1), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('walks 45,000 levels without overflowing the stack', () => {
    expect(nestsDeeperThan(arrays(45_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('takes scalars, null, flat and wide bodies', () => {
    for (const v of [null, undefined, 'text', 42, true, {}, [], { a: 1, b: [1, 2, 3], c: { d: null } }])
      expect(nestsDeeperThan(v, MAX_JSON_DEPTH)).toBe(false);
  });
});

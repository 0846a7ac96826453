import { describe, expect, it } from 'vitest';
import { prefixTsQuery } from './search-query.ts';

describe('prefixTsQuery', () => {
  it('keeps words only, each as a prefix, all required', () => {
    expect(prefixTsQuery("O'Brien & Sons: kitchens!")).toBe('o:* & brien:* & sons:* & kitchens:*');
    expect(prefixTsQuery(' !!! ')).toBeNull();
  });
});

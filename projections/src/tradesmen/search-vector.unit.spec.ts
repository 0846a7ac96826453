import { describe, expect, it } from 'vitest';
import { tradesText } from './search-vector.ts';

describe('tradesText', () => {
  it('writes each trade by its label, a painter also as decorator, then the specializations', () => {
    expect(tradesText(['painter', 'heating'], ['Heritage Restoration'])).toBe('Painter Decorator Heating Engineer Heritage Restoration');
  });
});

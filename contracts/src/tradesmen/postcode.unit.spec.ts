import { describe, expect, it } from 'vitest';
import { normalisePostcode, postcodeInLocation } from './postcode.ts';
import { searchTradesmenQuerySchema } from './search-tradesmen.types.ts';

describe('normalisePostcode', () => {
  it.each([
    ['SW1A 2AA', 'SW1A 2AA', 'SW1A'],
    ['sw1a2aa', 'SW1A 2AA', 'SW1A'],
    ['  Sw1a   2aA ', 'SW1A 2AA', 'SW1A'],
    ['M1 1AE', 'M1 1AE', 'M1'],
    ['ls6', 'LS6', 'LS6'],
    ['EC1A', 'EC1A', 'EC1A'],
  ])('%s -> %s', (input, postcode, outcode) => {
    expect(normalisePostcode(input)).toMatchObject({ postcode, outcode });
  });

  it.each(['Leeds', 'Leeds LS6', '12345', 'SW1A 2A', ''])('%s is not a postcode', (input) => {
    expect(normalisePostcode(input)).toBeNull();
  });
});

describe('search query', () => {
  it('reads the screen defaults and comma-joined specializations', () => {
    const q = searchTradesmenQuerySchema.parse({
      category: 'all',
      specializations: 'Flooring, Insulation',
      verified: 'false',
      minRating: '0',
    });
    expect(q).toMatchObject({
      category: undefined,
      specializations: ['Flooring', 'Insulation'],
      verified: false,
      minRating: 0,
      limit: 20,
      offset: 0,
    });
  });
});

describe('postcodeInLocation', () => {
  it.each([
    ['LS6', 'LS6'],
    ['Leeds LS6', 'LS6'],
    ['Headingley, LS6 2AB', 'LS6 2AB'],
    ['Bristol bs72aa', 'BS7 2AA'],
    ['sw1a 2aa', 'SW1A 2AA'],
  ])('%s -> %s', (input, postcode) => {
    expect(postcodeInLocation(input)?.postcode).toBe(postcode);
  });

  it.each(['Leeds', 'Newcastle upon Tyne', 'Bath'])('%s has none', (input) => {
    expect(postcodeInLocation(input)).toBeNull();
  });
});

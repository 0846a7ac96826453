import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, advancedFilterCount, filtersFromParams, filtersToParams, toApiQuery } from './search-filters';

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('search filters in the URL', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const f = {
      ...DEFAULT_FILTERS,
      search: 'rewire',
      location: 'LS6',
      category: 'electrician',
      specializations: ['Solar Installation', 'Smart Home Automation'],
      minRating: 4.5,
      maxDistance: 10,
      priceRange: [20, 80] as [number, number],
      verified: true,
      responseTime: '2hours',
      sort: 'reviews' as const,
      offset: 20,
    };
    const params = filtersToParams(f);
    expect(parse(params.toString())).toEqual(f);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('drops unknown values and clamps numbers to the spec bounds', () => {
    const f = parse(
      'category=wizard&specializations=Flooring,Juggling&minRating=9&maxDistance=0&minHourlyRate=150&maxHourlyRate=90&offset=-4',
    );
    expect(f).toMatchObject({
      category: '',
      specializations: ['Flooring'],
      minRating: 5,
      maxDistance: 1,
      priceRange: [150, 150],
      offset: 0,
    });
    expect(parse('sort=cheapest').sort).toBe('best');
    expect(parse('sort=distance').sort).toBe('distance');
  });
});

describe('the API query', () => {
  it('sends page size and offset, but no distance or rate the user never touched', () => {
    expect(Object.fromEntries(toApiQuery(DEFAULT_FILTERS))).toEqual({ limit: '20', offset: '0' });
  });

  it('sends the default 25 miles with a location, and both ends of a touched rate range', () => {
    const q = Object.fromEntries(
      toApiQuery({ ...DEFAULT_FILTERS, location: 'LS6 3HN', priceRange: [0, 100], hasReviews: true, projectType: 'heritage' }),
    );
    expect(q).toMatchObject({
      location: 'LS6 3HN',
      maxDistance: '25',
      minHourlyRate: '0',
      maxHourlyRate: '100',
      hasReviews: 'true',
      projectType: 'heritage',
    });
  });

  it('counts the advanced filters that are on', () => {
    expect(advancedFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(advancedFilterCount({ ...DEFAULT_FILTERS, verified: true, maxDistance: 5, search: 'x' })).toBe(2);
  });
});

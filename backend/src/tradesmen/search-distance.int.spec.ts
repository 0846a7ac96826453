import { describe, expect, it } from 'vitest';
import { NAMED, PAINTERS } from '../../../tests/fixtures/tradesmen-search.ts';
import { useSearchDirectory } from '../../../tests/support/tradesmen-search-harness.ts';

const { ctx, search, keys } = useSearchDirectory();

describe('distance from a postcode', () => {
  it('uses 25 miles by default, ranks by the Bayesian rating blended with distance, and reports miles', async () => {
    const rows = await search(`location=${encodeURIComponent('LS6 2AB')}`);
    // Bayesian (prior 3.5 x 5) less 0.5 x d / (d + 10) (decision 0053): whitfield 4.67 from 3 = 3.94 at 0 mi;
    // aire 4.0 from 1 = 3.58 - 0.07 at 1.7 = 3.51; headingley unrated = 3.5 at 0; bradford 4.0 from 2 = 3.64 - 0.22
    // at 7.8 = 3.42; york 5.0 from 1 = 3.75 - 0.34 at 22 = 3.41.
    expect(keys(rows)).toEqual(['whitfield', 'aire', 'headingley', 'bradford', 'york']);
    expect(rows.map((r) => r.distanceMiles)).toEqual([0, 1.7, 0, 7.8, 22]);
    const near = await search(`location=${encodeURIComponent('LS6 2AB')}&sort=distance`);
    expect(near.map((r) => r.distanceMiles)).toEqual([0, 0, 1.7, 7.8, 22]);
  });

  it('honours maxDistance', async () => {
    expect(keys(await search('location=LS6&maxDistance=10')).sort()).toEqual(['aire', 'bradford', 'headingley', 'whitfield']);
    expect(keys(await search('location=LS6&maxDistance=50'))).toContain('manchester');
    expect(keys(await search('location=LS6&maxDistance=36'))).not.toContain('manchester');
  });

  it('normalises postcode spellings, and an outcode works alone', async () => {
    const spellings = ['LS6 2AB', 'ls62ab', ' ls6  2ab ', 'Ls6 2aB', 'LS6', 'Leeds LS6', 'Headingley, LS6 2AB'];
    const answers = await Promise.all(spellings.map(async (s) => keys(await search(`location=${encodeURIComponent(s)}`))));
    for (const a of answers) expect(a).toEqual(answers[0]);
  });

  it('answers 400 for an unknown postcode, not an empty list', async () => {
    for (const bad of ['ZZ9 9ZZ', 'QQ1']) {
      const res = await ctx.client.get(`/api/tradesmen?location=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/Unknown postcode/);
    }
  });

  it('leaves out distance when no postcode was given, and ignores maxDistance alone', async () => {
    const rows = await search('maxDistance=5&limit=50');
    expect(rows.length).toBe(Object.keys(NAMED).length + PAINTERS);
    expect(rows.every((r) => r.distanceMiles === undefined)).toBe(true);
  });
});

describe('ranking and paging', () => {
  it('puts text relevance first: a name hit beats a description hit with a better rating', async () => {
    expect(keys(await search('search=sparks'))).toEqual(['bradford', 'whitfield']);
    expect(keys(await search('search=rewire'))[0]).toBe('capital');
  });

  it('sorts by rating when asked', async () => {
    const ratings = (await search('limit=50&sort=rating')).map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('pages by 20 by default, with limit and offset', async () => {
    const first = await search('category=painter');
    const second = await search('category=painter&offset=20');
    const all = await search('category=painter&limit=50');
    expect([first.length, second.length, all.length]).toEqual([20, 3, PAINTERS]);
    expect([...first, ...second].map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect((await search('category=painter&limit=5&offset=5')).map((r) => r.id)).toEqual(all.slice(5, 10).map((r) => r.id));
    expect(await search('category=painter&offset=40')).toEqual([]);
  });
});

describe('bad queries', () => {
  it.each([
    ['limit=0', /limit/],
    ['limit=51', /limit/],
    ['offset=-1', /offset/],
    ['minRating=6', /Minimum rating/],
    ['maxDistance=0', /Maximum distance/],
    ['maxDistance=51', /Maximum distance/],
    ['maxHourlyRate=250', /Maximum hourly rate/],
    ['minHourlyRate=80&maxHourlyRate=20', /must not exceed/],
    ['category=astronaut', /Invalid enum/],
    ['specializations=Juggling', /Invalid enum/],
    ['verified=maybe', /true or false/],
    ['minRating=lots', /number/],
  ])('%s is a 400', async (qs, message) => {
    const res = await ctx.client.get(`/api/tradesmen?${qs}`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
  });
});

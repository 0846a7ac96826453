import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTradesmenResponseSchema } from '@tradeguild/contracts';
import type { HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { CommandSeeder, loginReady, type SeedTradesman } from '../../../tests/fixtures/tradesmen-seed.ts';

/**
 * Honest search (issue 15): the total in X-Total-Count, a Bayesian best match, and the sort choices.
 * Its own small directory of roofers, so the expected orders are easy to follow by hand.
 */
const roofer = (userId: string, businessName: string, postcode: string, reviews: number[]): SeedTradesman => ({
  userId,
  reviews,
  details: { businessName, tradeCategories: ['roofer'], location: 'Leeds', postcode, description: 'Slate and tile roofs.' },
});

// Distances from LS6: LS6 0, LS1 1.7 mi, BD1 7.8, YO1 22.0.
const DIRECTORY: Record<string, SeedTradesman> = {
  solo: roofer('u-solo', 'Solo Roofing', 'YO1 7HH', [5]), //                          5.0 from 1:  Bayesian 3.75
  steady: roofer('u-steady', 'Steady Slaters', 'BD1 1AA', [5, 5, 5, 4, 4, 4, 4, 4]), // 4.4 from 8:  Bayesian 4.06
  popular: roofer('u-popular', 'Popular Pitched Roofs', 'LS1', [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3]), // 3.9 from 12: 3.79
  fresh: roofer('u-fresh', 'Fresh Start Roofing', 'LS6 2AB', []), //                 new:         3.5
};

let server: TestServer;
let client: HttpClient;
const keyOf = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  const seeder = new CommandSeeder(server.deps.store);
  for (const [key, t] of Object.entries(DIRECTORY)) keyOf.set((await seeder.tradesman(t)).id, key);
  await server.deps.waker.wakeAll();
  client = await loginReady(server.url, { email: 'ranker@example.com', userType: 'client' });
  client.lastPosition = seeder.position;
});
afterAll(() => server?.stop());

async function search(qs: string) {
  const res = await client.read(`/api/tradesmen?category=roofer&${qs}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const rows = searchTradesmenResponseSchema.parse(await res.json());
  return { keys: rows.map((r) => keyOf.get(r.id)), rows, total: res.headers.get('x-total-count') };
}

describe('GET /api/tradesmen: the total and the ranking', () => {
  it('returns the total in X-Total-Count and keeps the array body, whatever the page', async () => {
    const page1 = await search('limit=2');
    expect(page1.rows).toHaveLength(2);
    expect(page1.total).toBe('4');
    const page2 = await search('limit=2&offset=2');
    expect([page2.rows.length, page2.total]).toEqual([2, '4']);
    const beyond = await search('limit=2&offset=10');
    expect([beyond.rows.length, beyond.total]).toEqual([0, '4']);
    expect((await search('search=slaters')).total).toBe('1');
    expect((await search('search=nothing%20like%20this')).total).toBe('0');
  });

  it('ranks best match by a Bayesian average: a 4.4 from 8 reviews above a 5.0 from 1', async () => {
    const { keys, rows } = await search('');
    expect(keys).toEqual(['steady', 'popular', 'solo', 'fresh']);
    expect(rows.find((r) => keyOf.get(r.id) === 'solo')?.rating).toBe(5);
    expect(rows.find((r) => keyOf.get(r.id) === 'steady')?.rating).toBeCloseTo(4.38, 2);
    expect((await search('sort=best')).keys).toEqual(keys);
  });

  it('sorts by rating: the highest stars first, more reviews breaking ties', async () => {
    expect((await search('sort=rating')).keys).toEqual(['solo', 'steady', 'popular', 'fresh']);
  });

  it('sorts by most reviews', async () => {
    expect((await search('sort=reviews')).keys).toEqual(['popular', 'steady', 'solo', 'fresh']);
  });

  it('sorts by distance from a postcode and reports it on every result', async () => {
    const { keys, rows } = await search('location=LS6%202AB&sort=distance');
    expect(keys).toEqual(['fresh', 'popular', 'steady', 'solo']);
    expect(rows.map((r) => r.distanceMiles)).toEqual([0, 1.7, 7.8, 22]);
    // Best match with a postcode blends the score with distance (decision 0053): steady 4.06 - 0.22 at 7.8 mi,
    // popular 3.79 - 0.07 at 1.7 mi, fresh 3.5 next door, solo 3.75 - 0.34 at 22 mi.
    expect((await search('location=LS6%202AB')).keys).toEqual(['steady', 'popular', 'fresh', 'solo']);
    expect((await search('location=LS6%202AB&sort=best')).keys).toEqual(['steady', 'popular', 'fresh', 'solo']);
  });

  it('falls back to best match for distance without a postcode', async () => {
    expect((await search('sort=distance')).keys).toEqual(['steady', 'popular', 'solo', 'fresh']);
  });

  it('refuses an unknown sort with a 400 naming the choices', async () => {
    const res = await client.get('/api/tradesmen?sort=cheapest');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/sort must be best, distance, rating or reviews/);
  });
});

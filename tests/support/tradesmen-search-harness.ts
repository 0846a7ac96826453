import { afterAll, beforeAll, expect } from 'vitest';
import { searchTradesmenResponseSchema, type TradesmanSearchResult } from '@tradeguild/contracts';
import type { HttpClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { NAMED, PAINTERS, painter } from '../fixtures/tradesmen-search.ts';
import { CommandSeeder, loginReady } from '../fixtures/tradesmen-seed.ts';

/**
 * One server per search test file, seeded through commands with the fixture directory, and a
 * logged-in client whose reads wait for the seed. Call at the top of a spec file.
 */
export function useSearchDirectory() {
  const ctx = { server: undefined as unknown as TestServer, client: undefined as unknown as HttpClient, keyOf: new Map<string, string>() };

  beforeAll(async () => {
    ctx.server = await startTestServer();
    const seeder = new CommandSeeder(ctx.server.deps.store);
    for (const [key, t] of Object.entries(NAMED)) ctx.keyOf.set((await seeder.tradesman(t)).id, key);
    for (let i = 1; i <= PAINTERS; i++) ctx.keyOf.set((await seeder.tradesman(painter(i))).id, `painter${i}`);
    await ctx.server.deps.waker.wakeAll();
    ctx.client = await loginReady(ctx.server.url, { email: 'searcher@example.com', userType: 'client' });
    ctx.client.lastPosition = seeder.position;
  });
  afterAll(() => ctx.server?.stop());

  const search = async (qs: string): Promise<TradesmanSearchResult[]> => {
    const res = await ctx.client.read(`/api/tradesmen?${qs}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return searchTradesmenResponseSchema.parse(await res.json());
  };
  const keys = (rows: TradesmanSearchResult[]) => rows.map((r) => ctx.keyOf.get(r.id));
  return { ctx, search, keys };
}

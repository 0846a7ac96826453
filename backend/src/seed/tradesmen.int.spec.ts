import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_CATEGORIES } from '@tradeguild/contracts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { waitForProjections } from '../http/read-your-writes.ts';
import { loginReady, read } from '../tradesmen/test-seed.ts';
import { seedDemoData } from './index.ts';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../frontend/public');
let server: TestServer;
let firstRun: number;

beforeAll(async () => {
  server = await startTestServer();
  const started = Date.now();
  firstRun = (await seedDemoData(server.deps.store)).appended;
  console.log(`seeded ${firstRun} commands in ${Date.now() - started} ms`);
  await server.deps.waker.wakeAll();
  await waitForProjections(server.db.pool, ['tradesmen', 'users'], await server.deps.store.headPosition(), 30_000);
}, 120_000);
afterAll(() => server?.stop());

const one = async <T>(sql: string) => (await server.db.pool.query(sql)).rows[0] as T;

describe('demo tradesmen', () => {
  it('is a believable directory across every trade and many towns', async () => {
    const counts = await one<{ n: number; towns: number; verified: number; reviewed: number; outcodes: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT split_part(location, ', ', 2))::int AS towns, count(*) FILTER (WHERE verified)::int AS verified,
              count(*) FILTER (WHERE total_reviews > 0)::int AS reviewed, count(*) FILTER (WHERE latitude IS NOT NULL)::int AS outcodes FROM tradesmen`,
    );
    console.log('demo directory', counts);
    expect(counts.n).toBeGreaterThanOrEqual(60);
    expect(counts.towns).toBeGreaterThanOrEqual(25);
    expect(counts.outcodes).toBe(counts.n);
    expect(counts.verified).toBeGreaterThan(counts.n / 2);
    expect(counts.verified).toBeLessThan(counts.n);
    const trades = await one<{ t: string[] }>('SELECT array_agg(DISTINCT c) AS t FROM tradesmen, unnest(trade_categories) c');
    expect([...trades.t].sort()).toEqual([...TRADE_CATEGORIES].sort());
    const text = (await server.db.pool.query('SELECT description FROM tradesmen')).rows.map((r) => r.description).join(' ');
    expect(text).not.toMatch(/lorem|ipsum/i);
  });

  it('has portfolios with shipped images, reviews and endorsements', async () => {
    const f = await one<{ projects: number; reviews: number; endorsements: number; clients: number }>(
      `SELECT (SELECT count(*)::int FROM portfolio_projects) AS projects, (SELECT count(*)::int FROM reviews) AS reviews,
              (SELECT count(*)::int FROM endorsements) AS endorsements, (SELECT count(DISTINCT client_id)::int FROM reviews) AS clients`,
    );
    console.log('demo feedback', f);
    expect(f.projects).toBeGreaterThan(60);
    expect(f.reviews).toBeGreaterThan(150);
    expect(f.endorsements).toBeGreaterThan(50);
    const images = (await server.db.pool.query('SELECT DISTINCT unnest(before_images || after_images) AS i FROM portfolio_projects')).rows.map((r) => r.i as string);
    expect(images.length).toBeGreaterThanOrEqual(16);
    for (const image of images) expect(existsSync(path.join(publicDir, image)), image).toBe(true);
    const names = (await server.db.pool.query('SELECT count(*)::int AS n FROM reviews r JOIN users u ON u.id = r.client_id')).rows[0].n;
    expect(names).toBe(f.reviews);
  });

  it('gives the demo tradesman a full profile he sees after signing in', async () => {
    const james = await loginReady(server.url, { email: 'james.whitfield@example.co.uk', userType: 'tradesman' });
    const me = (await read(james, '/api/tradesmen/profile/me')).body;
    expect(me).toMatchObject({ businessName: 'Whitfield Electrical', verified: true, postcode: 'LS6 3HN', tradeCategories: ['electrician'] });
    expect(me.totalReviews).toBeGreaterThan(0);
    expect((await read(james, `/api/tradesmen/${me.id}/projects`)).body).toHaveLength(3);
    expect((await read(james, '/api/tradesmen/featured')).body).toHaveLength(4);
    expect((await read(james, '/api/projects/featured')).body).toHaveLength(3);
  });

  it('appends nothing the second time', async () => {
    expect(firstRun).toBeGreaterThan(500);
    const started = Date.now();
    expect((await seedDemoData(server.deps.store)).appended).toBe(0);
    console.log(`re-seed took ${Date.now() - started} ms`);
  });
});

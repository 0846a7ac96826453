import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_CATEGORIES } from '@tradeguild/contracts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { waitForProjections } from '@tradeguild/projections';
import { loginReady, read } from '../../../tests/fixtures/tradesmen-seed.ts';
import { DEMO_JOBS } from './demo-jobs.ts';
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
    const images = (
      await server.db.pool.query('SELECT DISTINCT unnest(before_images || after_images) AS i FROM portfolio_projects')
    ).rows.map((r) => r.i as string);
    expect(images.length).toBeGreaterThanOrEqual(16);
    for (const image of images) expect(existsSync(path.join(publicDir, image)), image).toBe(true);
    const names = (await server.db.pool.query('SELECT count(*)::int AS n FROM reviews r JOIN users u ON u.id = r.client_id')).rows[0].n;
    expect(names).toBe(f.reviews);
  });

  it('gives the demo tradesman a full profile he sees after signing in', async () => {
    const james = await loginReady(server.url, { email: 'james.whitfield@example.co.uk', userType: 'tradesman' });
    const me = (await read(james, '/api/tradesmen/profile/me')).body;
    expect(me).toMatchObject({
      businessName: 'Whitfield Electrical',
      verified: true,
      postcode: 'LS6 3HN',
      tradeCategories: ['electrician'],
    });
    // Only verified job reviews count (issue 23): the demo's completed, reviewed jobs.
    expect(me.totalReviews).toBeGreaterThan(0);
    expect((await read(james, `/api/tradesmen/${me.id}/projects`)).body).toHaveLength(3);
    expect((await read(james, '/api/tradesmen/featured')).body).toHaveLength(4);
    expect((await read(james, '/api/projects/featured')).body).toHaveLength(3);
  });

  it('has open projects with quotes in every state, and a multi-trade project in progress with a room', async () => {
    await waitForProjections(server.db.pool, ['client_projects'], await server.deps.store.headPosition(), 30_000);
    const states = await server.db.pool.query<{ state: string }>(
      `SELECT DISTINCT CASE WHEN a.shortlisted THEN 'shortlisted' ELSE a.status END AS state
         FROM project_applications a JOIN client_projects p ON p.id = a.project_id WHERE p.status = 'open' ORDER BY 1`,
    );
    expect(states.rows.map((r) => r.state)).toEqual(['accepted', 'pending', 'rejected', 'shortlisted', 'withdrawn']);
    const room = await one<{ id: string; status: string; senders: number; messages: number; done: string[] }>(
      `SELECT p.id, p.status, count(DISTINCT m.sender_id)::int AS senders, count(m.*)::int AS messages,
              (SELECT array_agg(trade) FROM project_trades_done d WHERE d.project_id = p.id) AS done
         FROM client_projects p JOIN project_room_messages m ON m.project_id = p.id
        WHERE p.is_multi_trade AND cardinality(p.hired_trades) >= 2 GROUP BY p.id, p.status`,
    );
    expect(room).toMatchObject({ status: 'in_progress', senders: 3, messages: 7, done: ['Plumber'] });
    // The tiler has not opened the room since the client's last message.
    const tiler = await one<{ unread: number }>(
      `SELECT count(*)::int AS unread FROM project_room_messages m
        JOIN project_applications a ON a.project_id = m.project_id AND a.status = 'accepted' AND 'Tiler' = ANY(a.trades)
        LEFT JOIN project_room_reads r ON r.project_id = m.project_id AND r.user_id = a.tradesman_user_id
        WHERE m.project_id = '${room.id}' AND m.sender_id <> a.tradesman_user_id AND m.seq > coalesce(r.read_upto, 0)`,
    );
    expect(tiler.unread).toBe(1);
  });

  it('posts jobs whose trades, description, budget and quotes fit their titles', async () => {
    await waitForProjections(server.db.pool, ['client_projects'], await server.deps.store.headPosition(), 30_000);
    const { rows } = await server.db.pool.query<{ title: string; description: string; budget: string; trades: string[]; costs: string[] }>(
      `SELECT p.title, p.description, p.budget, p.required_trades AS trades, array_remove(array_agg(a.proposed_cost::text), NULL) AS costs
         FROM client_projects p LEFT JOIN project_applications a ON a.project_id = p.id
        GROUP BY p.id, p.title, p.description, p.budget, p.required_trades`,
    );
    const listed = Object.entries(DEMO_JOBS).flatMap(([trade, jobs]) => jobs.map((job) => ({ trade, job })));
    const seeded = rows.flatMap((r) => listed.filter(({ job }) => r.title.startsWith(`${job.title} in `)).map((l) => ({ ...l, r })));
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    for (const { trade, job, r } of seeded) {
      expect({ title: r.title, trades: r.trades, budget: r.budget }).toEqual({ title: r.title, trades: [trade], budget: job.budget });
      expect(r.description.startsWith(job.description)).toBe(true);
      const [low, high] = job.budget.match(/[\d,]+/g)!.map((n) => Number(n.replace(/,/g, '')));
      expect(r.costs.map(Number).every((cost) => cost >= low! && cost <= high!)).toBe(true);
    }
  });

  it('gives the demo accounts notifications from the seeded jobs, with names and titles', async () => {
    await waitForProjections(server.db.pool, ['notifications'], await server.deps.store.headPosition(), 30_000);
    const sarah = await loginReady(server.url, { email: 'sarah.thompson@example.co.uk', userType: 'client' });
    const forSarah = (await read(sarah, '/api/notifications')).body as { kind: string; text: string; isRead: boolean }[];
    expect(forSarah.length).toBeGreaterThan(0);
    // Sarah's projects bring quotes, the seeded project room messages from her two hired tradesmen,
    // and the plumbing they marked done.
    expect(forSarah.every((n) => ['quote_received', 'room_message', 'part_done'].includes(n.kind) && !n.isRead)).toBe(true);
    expect(forSarah.filter((n) => n.kind === 'part_done').map((n) => n.text)).toEqual([
      expect.stringMatching(/ marked Plumber done on '.+'$/),
    ]);
    expect(forSarah.find((n) => n.kind === 'quote_received')!.text).toMatch(/^\S.* quoted £[\d,]+\.\d\d for '.+'$/);
    expect(forSarah.filter((n) => n.kind === 'room_message')).toHaveLength(4);
    expect(forSarah.some((n) => n.text.startsWith('A tradesman'))).toBe(false);
    const james = await loginReady(server.url, { email: 'james.whitfield@example.co.uk', userType: 'tradesman' });
    const forJames = (await read(james, '/api/notifications')).body as { kind: string; text: string; link: string }[];
    expect(forJames).toContainEqual(
      expect.objectContaining({
        kind: 'quote_requested',
        text: "Sarah Thompson invited you to quote for 'Outdoor lighting for a terrace garden'",
        link: expect.stringMatching(/^\/jobs\//),
      }),
    );
    const kinds = (await server.db.pool.query('SELECT DISTINCT kind FROM notifications ORDER BY kind')).rows.map((r) => r.kind);
    // project_completed: the completed jobs behind the demo's verified reviews (seed/job-reviews.ts).
    expect(kinds).toEqual([
      'part_done',
      'project_completed',
      'project_started',
      'quote_accepted',
      'quote_received',
      'quote_rejected',
      'quote_requested',
      'quote_shortlisted',
      'room_message',
    ]);
  });

  it('appends nothing the second time', async () => {
    expect(firstRun).toBeGreaterThan(500);
    const started = Date.now();
    expect((await seedDemoData(server.deps.store)).appended).toBe(0);
    console.log(`re-seed took ${Date.now() - started} ms`);
  });
});

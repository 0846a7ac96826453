import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endorsementListSchema } from '@tradeguild/contracts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { loginReady, profileInput, projectInput, read, send } from '../../../tests/fixtures/tradesmen-seed.ts';

let server: TestServer;
let james: HttpClient;
let priya: HttpClient;
let sarah: HttpClient;
let david: HttpClient;
let admin: HttpClient;
let jamesId: string;
let priyaId: string;
let projectId: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: 'boss@tradeguild.test' });
  james = await loginReady(server.url, { email: 'james@example.co.uk', userType: 'tradesman' });
  priya = await loginReady(server.url, { email: 'priya@example.co.uk', userType: 'tradesman' });
  sarah = await loginReady(server.url, { email: 'sarah@example.co.uk', firstName: 'Sarah', userType: 'client' });
  david = await loginReady(server.url, { email: 'david@example.co.uk', firstName: 'David', userType: 'client' });
  admin = await loginReady(server.url, { email: 'boss@tradeguild.test' });
  jamesId = (await send(james, 'POST', '/api/tradesmen/profile', profileInput())).body.id;
  priyaId = (
    await send(priya, 'POST', '/api/tradesmen/profile', profileInput({ businessName: 'Patel Plumbing', tradeCategories: ['plumber'] }))
  ).body.id;
  projectId = (await send(james, 'POST', '/api/projects', projectInput())).body.id;
});
afterAll(() => server?.stop());

const profile = async (who: HttpClient, after?: string | null) => (await read(who, `/api/tradesmen/${jamesId}`, after)).body;

describe('reviews', () => {
  it('come from clients only, with a whole rating from 1 to 5', async () => {
    expect((await send(priya, 'POST', `/api/tradesmen/${jamesId}/reviews`, { rating: 5 })).status).toBe(403);
    expect((await new HttpClient(server.url).post(`/api/tradesmen/${jamesId}/reviews`, { rating: 5 })).status).toBe(401);
    for (const rating of [0, 6, 4.5, '5', undefined]) {
      const res = await send(sarah, 'POST', `/api/tradesmen/${jamesId}/reviews`, { rating });
      expect(res.status, String(rating)).toBe(400);
      expect(res.body.message).toMatch(/Rating/);
    }
    expect((await send(sarah, 'POST', '/api/tradesmen/7d1c2f7e-0000-4000-8000-000000000000/reviews', { rating: 5 })).status).toBe(404);
    const unknownProject = { rating: 5, portfolioProjectId: '7d1c2f7e-0000-4000-8000-000000000000' };
    expect((await send(sarah, 'POST', `/api/tradesmen/${jamesId}/reviews`, unknownProject)).status).toBe(403);
  });

  it('without a job or an invitation are refused with 403 and a message (issue 23)', async () => {
    for (const body of [
      { rating: 5, comment: 'Drive-by' },
      { rating: 4, portfolioProjectId: projectId },
    ]) {
      const res = await send(sarah, 'POST', `/api/tradesmen/${jamesId}/reviews`, body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You can review a tradesman for a completed job you hired them on, or when they invite you to');
    }
    expect(await profile(david)).toMatchObject({ rating: 0, totalReviews: 0 });
  });

  it('cannot be forged through the profile', async () => {
    await send(james, 'PUT', '/api/tradesmen/profile', profileInput({ rating: 1, totalReviews: 0 }));
    expect(await profile(james)).toMatchObject({ rating: 0, totalReviews: 0 });
  });
});

describe('endorsements', () => {
  it('come from another tradesman with a profile', async () => {
    const res = await send(priya, 'POST', `/api/tradesmen/${jamesId}/endorsements`, {
      skill: 'Electrical Rewiring',
      comment: 'Rewired my mum’s house.',
    });
    expect(res.status).toBe(201);
    const list = endorsementListSchema.parse((await read(sarah, `/api/tradesmen/${jamesId}/endorsements`, priya.lastPosition)).body);
    expect(list).toEqual([
      expect.objectContaining({
        id: res.body.id,
        endorserId: priyaId,
        endorsedId: jamesId,
        endorserBusinessName: 'Patel Plumbing',
        skill: 'Electrical Rewiring',
      }),
    ]);
  });

  it('refuses yourself, repeats, clients, tradesmen without a profile and a blank skill', async () => {
    expect((await send(james, 'POST', `/api/tradesmen/${jamesId}/endorsements`, { skill: 'Modesty' })).body).toMatchObject({
      message: 'You cannot endorse yourself',
      code: 'forbidden',
    });
    expect((await send(priya, 'POST', `/api/tradesmen/${jamesId}/endorsements`, { skill: 'electrical rewiring' })).status).toBe(409);
    expect((await send(sarah, 'POST', `/api/tradesmen/${jamesId}/endorsements`, { skill: 'Tidiness' })).status).toBe(403);
    const newcomer = await loginReady(server.url, { email: 'newcomer@example.co.uk', userType: 'tradesman' });
    expect((await send(newcomer, 'POST', `/api/tradesmen/${jamesId}/endorsements`, { skill: 'Tidiness' })).body.message).toMatch(
      /Create your business profile/,
    );
    expect((await send(priya, 'POST', `/api/tradesmen/${jamesId}/endorsements`, { skill: '' })).body.message).toBe('Skill is required');
  });
});

describe('verification', () => {
  it('is for admins only', async () => {
    expect((await send(james, 'POST', `/api/tradesmen/${jamesId}/verify`)).status).toBe(403);
    expect((await send(sarah, 'POST', `/api/tradesmen/${jamesId}/verify`)).status).toBe(403);
    expect((await new HttpClient(server.url).post(`/api/tradesmen/${jamesId}/verify`)).status).toBe(401);
    expect((await send(admin, 'POST', '/api/tradesmen/7d1c2f7e-0000-4000-8000-000000000000/verify')).status).toBe(404);
  });

  it('verifies and unverifies, and the profile and featured list follow', async () => {
    expect((await send(admin, 'POST', `/api/tradesmen/${jamesId}/verify`)).status).toBe(200);
    expect((await profile(sarah, admin.lastPosition)).verified).toBe(true);
    expect((await send(admin, 'POST', `/api/tradesmen/${jamesId}/verify`)).status).toBe(200);
    const featured = (await read(sarah, '/api/tradesmen/featured')).body as { id: string }[];
    expect(featured.map((t) => t.id)).toEqual([jamesId]); // priya is unverified and has no portfolio
    expect((await send(admin, 'POST', `/api/tradesmen/${jamesId}/unverify`)).status).toBe(200);
    expect((await profile(james, admin.lastPosition)).verified).toBe(false);
    const { rows } = await server.db.pool.query(
      "SELECT count(*)::int AS n FROM events WHERE type IN ('TradesmanVerified', 'TradesmanUnverified')",
    );
    expect(rows[0].n).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradesmanProfileSchema } from '@tradeguild/contracts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { loginReady, profileInput, read, send } from '../../../tests/fixtures/tradesmen-seed.ts';

let server: TestServer;
let james: HttpClient;
let other: HttpClient;
let client: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  james = await loginReady(server.url, { email: 'james@example.co.uk', firstName: 'James', userType: 'tradesman' });
  other = await loginReady(server.url, { email: 'other@example.co.uk', userType: 'tradesman' });
  client = await loginReady(server.url, { email: 'sarah@example.co.uk', userType: 'client' });
});
afterAll(() => server?.stop());

describe('business profile', () => {
  it('is 404 for a tradesman before creating it, and refuses clients', async () => {
    expect((await read(james, '/api/tradesmen/profile/me')).status).toBe(404);
    expect((await read(client, '/api/tradesmen/profile/me')).status).toBe(403);
    expect((await new HttpClient(server.url).get('/api/tradesmen/profile/me')).status).toBe(401);
  });

  it('validates every field with a clear message', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ businessName: ' ' }, /Business name is required/],
      [{ tradeCategories: [] }, /at least one trade category/],
      [{ postcode: 'not a postcode' }, /UK postcode/],
      [{ postcode: 'ZZ9 9ZZ' }, /Unknown postcode/],
      [{ hourlyRate: -5 }, /cannot be negative/],
      [{ yearsExperience: 2.5 }, /whole number/],
      [{ specializations: ['Juggling'] }, /Invalid enum/],
      [{ availability: 'sometimes' }, /Invalid enum/],
    ];
    for (const [over, message] of cases) {
      const res = await send(james, 'POST', '/api/tradesmen/profile', profileInput(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('is created once by a tradesman, normalised, with server-managed fields at their defaults', async () => {
    const sent = profileInput({ rating: 5, totalReviews: 300, verified: true });
    const res = await send(james, 'POST', '/api/tradesmen/profile', sent);
    expect(res.status).toBe(201);
    const me = tradesmanProfileSchema.parse((await read(james, '/api/tradesmen/profile/me')).body);
    expect(me).toMatchObject({
      id: res.body.id,
      businessName: 'Whitfield Electrical',
      postcode: 'LS6 2AB',
      website: 'https://whitfield-electrical.example.co.uk',
      hourlyRate: 48.5,
      rating: 0,
      totalReviews: 0,
      verified: false,
      tradeCategories: ['electrician'],
      responseTime: '2hours',
    });
    expect((await send(james, 'POST', '/api/tradesmen/profile', profileInput())).status).toBe(409);
    expect((await read(client, `/api/tradesmen/${me.id}`, res.body.position)).body.businessName).toBe('Whitfield Electrical');
  });

  it('refuses a client creating a profile', async () => {
    expect((await send(client, 'POST', '/api/tradesmen/profile', profileInput())).status).toBe(403);
  });

  it('is edited only by its owner, as a full replacement', async () => {
    const res = await send(
      james,
      'PUT',
      '/api/tradesmen/profile',
      profileInput({ hourlyRate: 52, availability: 'busy', website: '', postcode: 'SW1A2AA' }),
    );
    expect(res.status).toBe(200);
    const me = (await read(james, '/api/tradesmen/profile/me')).body;
    expect(me).toMatchObject({ hourlyRate: 52, availability: 'busy', website: null, postcode: 'SW1A 2AA', rating: 0, verified: false });
    // Another tradesman's PUT can only reach their own (missing) profile; a client is refused outright.
    expect((await send(other, 'PUT', '/api/tradesmen/profile', profileInput({ businessName: 'Hijacked' }))).status).toBe(404);
    expect((await send(client, 'PUT', '/api/tradesmen/profile', profileInput({ businessName: 'Hijacked' }))).status).toBe(403);
    expect((await read(james, '/api/tradesmen/profile/me')).body.businessName).toBe('Whitfield Electrical');
  });

  it('answers 404 for unknown and malformed ids, and 401 when logged out', async () => {
    expect((await read(client, '/api/tradesmen/7d1c2f7e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read(client, '/api/tradesmen/not-an-id')).status).toBe(404);
    expect((await read(client, '/api/tradesmen/not-an-id/reviews')).status).toBe(404);
    expect((await new HttpClient(server.url).get('/api/tradesmen/7d1c2f7e-0000-4000-8000-000000000000')).status).toBe(401);
  });

  it('shows the featured list to anyone', async () => {
    const res = await new HttpClient(server.url).get('/api/tradesmen/featured');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

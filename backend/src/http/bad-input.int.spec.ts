/**
 * Input PostgreSQL or the parsers cannot take is the client's mistake: a 400 with a message,
 * never a 500, and nothing appended. Also: a foreign or 'null' Origin is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '@tradeguild/contracts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { connectSocket } from '../../../tests/support/socket.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
let client: HttpClient;
let tradesman: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  client = await login(server.url, { email: 'nul.client@example.com' });
  tradesman = await login(server.url, { email: 'nul.trades@example.com', userType: 'tradesman' });
});
afterAll(() => server?.stop());

const eventCount = async () => (await server.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
const NUL = 'Boiler\u0000swap';
const LONE = 'Boiler \ud800 swap';

async function expectRefused(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; code: string };
  expect(body.code).toBe('validation');
  expect(body.message).toContain(UNSAFE_TEXT_MESSAGE);
}

describe('text PostgreSQL cannot store', () => {
  const project = { title: 'Rewire', description: 'Three bedrooms', requiredTrades: ['Electrician'] };
  const cases: [string, () => Promise<Response>][] = [];
  for (const [label, bad] of [
    ['a NUL character', NUL],
    ['a lone surrogate', LONE],
  ] as const) {
    cases.push(
      [`${label} in a project title`, () => client.post('/api/client-projects', { ...project, title: bad })],
      [`${label} in a message`, () => client.post('/api/messages', { receiverId: 'someone', content: bad })],
      [
        `${label} in a profile`,
        () => tradesman.request('PUT', '/api/tradesmen/profile', { businessName: bad, tradeCategories: ['plumber'] }),
      ],
      [
        `${label} deep in a body`,
        () => client.post('/api/client-projects', { ...project, requiredTrades: ['Electrician'], extra: { a: [{ b: bad }] } }),
      ],
      [`${label} in a query`, () => client.get(`/api/tradesmen?search=${bad === NUL ? 'Boiler%00swap' : 'Boiler%ED%A0%80swap'}`)],
    );
  }
  it.each(cases)('refuses %s with 400 and appends nothing', async (_label, send) => {
    const before = await eventCount();
    await expectRefused(await send());
    expect(await eventCount()).toBe(before);
  });

  it.each(['/api/messages/conversation/a%00b', '/api/messages/conversation/a%ED%A0%80b', '/api/tradesmen/%ED%A0%80'])(
    'refuses the path %s with 400',
    async (path) => expectRefused(await client.get(path)),
  );

  it('refuses a NUL in the sign-in first name with the form again, not a 500', async () => {
    const visitor = new HttpClient(server.url);
    const page = await visitor.follow(await visitor.get('/api/login'));
    const action = /action="([^"]+)"/.exec(await page.text())![1]!;
    const res = await visitor.post(action, new URLSearchParams({ email: 'nul.signin@example.com', firstName: NUL, userType: 'client' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(UNSAFE_TEXT_MESSAGE);
  });
});

describe('malformed uploads', () => {
  const post = (headers: Record<string, string>, body: string) =>
    fetch(`${server.url}/api/upload/image`, { method: 'POST', headers: { cookie: client.cookieHeader(), ...headers }, body });
  it.each([
    ['no boundary', { 'content-type': 'multipart/form-data' }, 'whatever'],
    [
      'a form that ends early',
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
  ])('answers 400 to %s', async (_label, headers, body) => {
    const res = await post(headers, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation', message: expect.stringMatching(/multipart/) });
  });
});

describe('origins', () => {
  it.each([
    ['logged out', () => new HttpClient(server.url)],
    ['logged in', () => client],
  ])('refuses Origin: null %s with 403', async (_l, who) => {
    const res = await who().post('/api/client-projects', { title: 'x' }, { origin: 'null' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Cross-site request refused', code: 'forbidden' });
  });

  it('refuses a socket opened from another origin with the same cookie, and accepts our own', async () => {
    const port = new URL(server.url).port;
    await expect(connectSocket(client, { origin: `http://localhost:${Number(port) + 1}` })).rejects.toThrow();
    const ours = await connectSocket(client, { origin: server.url });
    expect(ours.connected).toBe(true);
    ours.disconnect();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '@tradeguild/contracts';
import { uniquePrefix } from '../../../tests/support/database.ts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { SIGN_IN_LIMIT_BYPASS_HEADER } from './rate-limits.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

const LIMITS = {
  RATE_LIMIT_WRITES_PER_MINUTE: '8',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '4',
  RATE_LIMIT_UPLOADS_PER_HOUR: '2',
  RATE_LIMIT_SIGNINS_PER_MINUTE: '12',
  SIGN_IN_LIMIT_BYPASS_TOKEN: 'the-bench-bypass-token-0123456789',
};

// Two API instances sharing one Redis (and one prefix): a limit must hold across both.
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  const QUEUE_PREFIX = uniquePrefix();
  a = await startTestServer({ ...LIMITS, QUEUE_PREFIX });
  b = await startTestServer({ ...LIMITS, QUEUE_PREFIX });
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
});

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ message: `Too many requests, try again in ${seconds} s`, code: 'rate_limited' });
}

describe('rate limits', () => {
  it('limits messages per person, across API instances', async () => {
    const onA = await login(a.url, { email: 'chatty@example.com' });
    const onB = await login(b.url, { email: 'chatty@example.com' });
    const partner = await login(a.url, { email: 'listener@example.com' });
    const partnerId = currentUserSchema.parse(await (await partner.get('/api/auth/user')).json()).id;
    await login(b.url, { email: 'listener@example.com' });
    const send = (c: HttpClient) => c.post('/api/messages', { receiverId: partnerId, content: 'hello again' });
    const statuses = [(await send(onA)).status, (await send(onB)).status, (await send(onA)).status, (await send(onB)).status];
    expect(statuses).toEqual([201, 201, 201, 201]);
    await expectLimited(await send(onA));
    await expectLimited(await send(onB));
    // Another person is not held back by the chatty one.
    expect((await partner.get('/api/messages/me')).status).toBe(200);
  });

  it('limits writes per person but never reads', async () => {
    const writer = await login(a.url, { email: 'prolific@example.com' });
    const project = { title: 'Fence', description: 'Replace six panels', requiredTrades: ['Carpenter'] };
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await writer.post('/api/client-projects', project)).status);
    expect(statuses.slice(0, 8).every((s) => s === 201)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect((await writer.get('/api/client-projects')).status).toBe(200);
  });

  it('limits sign-in attempts per address', async () => {
    const visitor = new HttpClient(a.url);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await visitor.get('/api/login')).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    await expectLimited(await visitor.get('/api/login'));
  });

  it('lets only a sign-in carrying the bypass token past the sign-in limit', async () => {
    const bench = new HttpClient(a.url, { [SIGN_IN_LIMIT_BYPASS_HEADER]: LIMITS.SIGN_IN_LIMIT_BYPASS_TOKEN });
    const guesser = new HttpClient(a.url, { [SIGN_IN_LIMIT_BYPASS_HEADER]: 'the-bench-bypass-token-0123456780' });
    const visitor = new HttpClient(a.url);
    const passed: number[] = [];
    for (let i = 0; i < 20; i++) passed.push((await bench.get('/api/login')).status);
    expect(passed.filter((s) => s === 429)).toEqual([]);
    // Past the limit of 12 by now (this test's or the one before it): the same address without the
    // token, or with a wrong one, is still limited, on either instance.
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await visitor.get('/api/login')).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    await expectLimited(await visitor.get('/api/login'));
    await expectLimited(await guesser.get('/api/login'));
    expect((await new HttpClient(b.url).get('/api/login')).status).toBe(429);
    // Signing in right through the form, past the limit, with the token.
    const user = await login(
      a.url,
      { email: 'bench-user@example.com' },
      { [SIGN_IN_LIMIT_BYPASS_HEADER]: LIMITS.SIGN_IN_LIMIT_BYPASS_TOKEN },
    );
    expect((await user.get('/api/auth/user')).status).toBe(200);
  });
});

import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '@tradeguild/contracts';
import { freePort, haproxyInstalled, instanceAt, startFleet, type Fleet } from '../../scripts/lib/fleet.ts';
import { createTestDatabase, uniquePrefix, type TestDatabase } from '../support/database.ts';
import { login, type HttpClient } from '../support/http-client.ts';
import { PrivateRedis } from '../support/private-redis.ts';

/**
 * Issue 26, first part: the fleet of `make fleet` (two API processes, two workers, HAProxy), on a
 * database and a Redis of the test's own. A session made through the balancer works on every API
 * process, and a socket held by one API process receives a message sent through the other (the
 * worker's push reaches it through the Redis adapter). Killing processes under load is not here yet.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let db: TestDatabase;
let redis: PrivateRedis;
let fleet: Fleet;

beforeAll(async () => {
  if (!haproxyInstalled()) throw new Error('the fleet test needs HAProxy (make haproxy installs it as root)');
  db = await createTestDatabase();
  redis = await PrivateRedis.start();
  const port = await freePort();
  fleet = await startFleet({
    root,
    dir: path.join(tmpdir(), `tg-fleet-${uniquePrefix()}`),
    port,
    apis: 2,
    workers: 2,
    stdio: 'ignore',
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: uniquePrefix(),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_SIGNINS_PER_MINUTE: '100000',
      READ_YOUR_WRITES_WAIT_MS: '15000',
    },
  });
  await fleet.ready();
}, 180_000);
afterAll(async () => {
  await fleet?.stop();
  await redis?.down();
  await db?.drop();
}, 60_000);

const apiPorts = () => fleet.processes.filter((p) => p.name.startsWith('api-')).map((p) => p.port!);
const idOf = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json()).id;

describe('the fleet behind HAProxy', () => {
  it('answers from both API processes, and a session made through the balancer works on each', async () => {
    const seen = new Set<string>();
    // A new connection each time (HAProxy keeps a client's connection on one server).
    for (let i = 0; i < 6; i++) seen.add(String(await instanceAt(`${fleet.url}/api/health`)));
    expect([...seen].sort()).toEqual(['api-1', 'api-2']);

    const client = await login(fleet.url, { email: 'fleet.one@example.com', firstName: 'Fia' });
    for (const port of apiPorts()) {
      const res = await client.get(`http://127.0.0.1:${port}/api/auth/user`);
      expect(res.status).toBe(200);
      expect(currentUserSchema.parse(await res.json()).email).toBe('fleet.one@example.com');
    }
  });

  it('delivers a message sent through one API process to a socket held by the other', async () => {
    const [one, two] = apiPorts();
    const sender = await login(fleet.url, { email: 'fleet.sender@example.com', firstName: 'Sam' });
    const receiver = await login(fleet.url, { email: 'fleet.receiver@example.com', firstName: 'Rae' });
    const receiverId = await idOf(receiver);
    const socket: Socket = io(`http://127.0.0.1:${one}`, {
      transports: ['websocket'],
      extraHeaders: { cookie: receiver.cookieHeader() },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const received: { content?: string }[] = [];
      socket.on('message:new', (m: { content?: string }) => received.push(m));
      const sent = await sender.post(`http://127.0.0.1:${two}/api/messages`, { receiverId, content: 'Across the fleet' });
      expect(sent.status).toBe(201);
      await expect.poll(() => received.map((m) => m.content), { timeout: 30_000, interval: 200 }).toContain('Across the fleet');
    } finally {
      socket.close();
    }
  });
});

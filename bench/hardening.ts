/**
 * What the hardening costs and how it recovers:
 * - rate limits: the time they add to a POST /api/messages (two limiters, two Redis round trips),
 *   p50 and p95 over sequential sends with limits on and off;
 * - Redis outage: commands keep flowing through a 10 s outage of a private redis-server; the figure
 *   is the time from Redis being back to every message readable and every push delivered.
 */
import { pino } from 'pino';
import { currentUserSchema, SOCKET_EVENTS, type Message } from '@tradeguild/contracts';
import { parseConfig } from '../backend/src/config.ts';
import { resolveConfig, startServer, type RunningServer } from '../backend/src/server.ts';
import { freePort } from '../tests/support/free-port.ts';
import { login, type HttpClient } from '../tests/support/http-client.ts';
import { PrivateRedis } from '../tests/support/private-redis.ts';
import { collect, connectSocket, until } from '../tests/support/socket.ts';
import type { BenchContext } from './lib/context.ts';
import { percentile, type Table } from './lib/stats.ts';

const SENDS = Number(process.env.BENCH_RATE_SENDS ?? 400);

async function server(ctx: BenchContext, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  return startServer(
    resolveConfig({
      ...parseConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000', RATE_LIMIT_WRITES_PER_MINUTE: '1000000', ...env }),
      PORT: port,
      DATABASE_URL: ctx.databaseUrl,
      REDIS_URL: env.REDIS_URL ?? ctx.redisUrl,
      QUEUE_PREFIX: `${ctx.queuePrefix}-${port}`,
      PUBLIC_URL: `http://localhost:${port}`,
    }),
    { logger: pino({ level: 'silent' }) },
  );
}

const idOf = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json()).id;

async function sendTimes(s: RunningServer, tag: string): Promise<number[]> {
  const alice = await login(s.url, { email: `bench.rl.${tag}.a@example.com` });
  const bob = await login(s.url, { email: `bench.rl.${tag}.b@example.com` });
  const to = await idOf(bob);
  const times: number[] = [];
  for (let i = 0; i < SENDS; i++) {
    const t0 = performance.now();
    const res = await alice.post('/api/messages', { receiverId: to, content: `bench ${i}` });
    if (res.status !== 201) throw new Error(`send failed: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.slice(20); // warm-up
}

async function outageCatchUp(ctx: BenchContext): Promise<{ sent: number; catchUpMs: number }> {
  const redis = await PrivateRedis.start();
  const s = await server(ctx, { REDIS_URL: redis.url });
  try {
    const alice = await login(s.url, { email: 'bench.outage.a@example.com' });
    const bob = await login(s.url, { email: 'bench.outage.b@example.com' });
    const to = await idOf(bob);
    const socket = await connectSocket(bob);
    const pushed = collect<Message>(socket, SOCKET_EVENTS.messageNew);
    await redis.down();
    let sent = 0;
    for (const end = Date.now() + 10_000; Date.now() < end; sent++) {
      if ((await alice.post('/api/messages', { receiverId: to, content: `outage ${sent}` })).status !== 201)
        throw new Error('a command failed during the outage');
      await new Promise((r) => setTimeout(r, 100));
    }
    await redis.up();
    const back = performance.now();
    await until(() => new Set(pushed.map((m) => m.id)).size === sent, 120_000);
    socket.disconnect();
    return { sent, catchUpMs: performance.now() - back };
  } finally {
    await s.close();
    await redis.down();
  }
}

/**
 * Its own fresh database on the bench server: the servers it starts run the projections, which turn
 * the read-model tables into views, and the sections after it (forum) create those tables themselves.
 */
export async function benchHardening(ctx: BenchContext): Promise<Table> {
  const name = `tg_bench_hardening_${process.pid}`;
  await ctx.pool.query(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(ctx.databaseUrl), { pathname: `/${name}` }).toString();
  try {
    return await measureHardening({ ...ctx, databaseUrl });
  } finally {
    await ctx.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function measureHardening(ctx: BenchContext): Promise<Table> {
  const on = await server(ctx, {});
  const withLimits = await sendTimes(on, 'on').finally(() => on.close());
  const off = await server(ctx, { RATE_LIMITS_ENABLED: 'false' });
  const without = await sendTimes(off, 'off').finally(() => off.close());
  ctx.log('hardening: rate-limit overhead measured; now a 10 s Redis outage');
  const outage = await outageCatchUp(ctx);
  const ms = (n: number) => n.toFixed(2);
  return {
    title: 'Hardening: rate-limit overhead and Redis-outage catch-up',
    headers: ['measure', 'value'],
    rows: [
      ['POST /api/messages p50 with limits (ms)', ms(percentile(withLimits, 50))],
      ['POST /api/messages p50 without limits (ms)', ms(percentile(without, 50))],
      ['p50 added by the rate limits (ms)', ms(percentile(withLimits, 50) - percentile(without, 50))],
      ['p95 added by the rate limits (ms)', ms(percentile(withLimits, 95) - percentile(without, 95))],
      ['messages sent during a 10 s Redis outage (all 201)', outage.sent],
      ['Redis back -> every push delivered (ms)', Math.round(outage.catchUpMs)],
    ],
    notes: [`${SENDS} sequential sends each way (first 20 dropped as warm-up); one process, loopback Redis.`],
  };
}

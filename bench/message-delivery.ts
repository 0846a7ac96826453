/**
 * Message delivery latency: from the moment a POST /api/messages is sent to the moment the
 * other client's socket receives `message:new`, with 200 connected clients sending steadily.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import type { Socket } from 'socket.io-client';
import { pino } from 'pino';
import { parseConfig } from '../backend/src/config.ts';
import { SIGN_IN_LIMIT_BYPASS_HEADER } from '../backend/src/http/rate-limits.ts';
import { resolveConfig, startServer } from '../backend/src/server.ts';
import { login, type HttpClient } from '../tests/support/http-client.ts';
import { connectSocket } from '../tests/support/socket.ts';
import { freePort } from '../tests/support/free-port.ts';
import type { BenchContext } from './lib/context.ts';
import { check, type Table } from './lib/stats.ts';

export interface DeliveryResult {
  clients: number;
  messages: number;
  ratePerSecond: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  /** p99 of the POST itself (request sent to 201 received). */
  postP99: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function benchMessageDelivery(opts: {
  databaseUrl: string;
  redisUrl: string;
  clients?: number;
  seconds?: number;
  ratePerSecond?: number;
}): Promise<DeliveryResult> {
  const n = opts.clients ?? 200;
  const seconds = opts.seconds ?? 15;
  const rate = opts.ratePerSecond ?? 50;
  const port = await freePort();
  // The 200 sign-ins come from one address, well over the 30/min sign-in limit: they carry this run's
  // bypass token (a setting the config refuses in production); every other limit stays as shipped.
  const bypass = randomBytes(24).toString('hex');
  const config = resolveConfig({
    ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGN_IN_LIMIT_BYPASS_TOKEN: bypass }),
    PORT: port,
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    QUEUE_PREFIX: `tgbench-${process.pid}`,
    PUBLIC_URL: `http://localhost:${port}`,
  });
  const server = await startServer(config, { logger: pino({ level: 'silent' }) });
  let postP99: number;
  const users: { client: HttpClient; id: string; socket: Socket }[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const client = await login(
        server.url,
        { email: `bench-user-${i}@example.com`, firstName: `Bench${i}` },
        { [SIGN_IN_LIMIT_BYPASS_HEADER]: bypass },
      );
      const id = ((await (await client.get('/api/auth/user')).json()) as { id: string }).id;
      users.push({ client, id, socket: await connectSocket(client) });
    }
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    for (const u of users) {
      u.socket.on('message:new', (m: { content: string; receiverId: string }) => {
        if (m.receiverId !== u.id) return; // the sender's own echo
        const t = sentAt.get(m.content);
        if (t !== undefined) latencies.push(performance.now() - t);
      });
    }
    const total = seconds * rate;
    const interval = 1000 / rate;
    const started = performance.now();
    const inflight: Promise<unknown>[] = [];
    const postTimes: number[] = [];

    for (let k = 0; k < total; k++) {
      const wait = started + k * interval - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const from = users[k % n]!;
      const to = users[(k * 7 + 1) % n]!;
      const target = to === from ? users[(k + 1) % n]! : to;
      const content = `bench message ${k}`;
      sentAt.set(content, performance.now());
      const t0 = performance.now();
      inflight.push(
        from.client.post('/api/messages', { receiverId: target.id, content }).then((r) => {
          postTimes.push(performance.now() - t0);
          return r;
        }),
      );
    }
    await Promise.all(inflight);
    const deadline = performance.now() + 5000;
    while (latencies.length < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const sorted = [...latencies].sort((a, b) => a - b);
    const ps = [...postTimes].sort((a, b) => a - b);
    postP99 = pct(ps, 99);
    return {
      clients: n,
      messages: total,
      ratePerSecond: rate,
      p50: pct(sorted, 50),
      p99: pct(sorted, 99),
      max: sorted.at(-1) ?? NaN,
      lost: total - latencies.length,
      postP99,
    };
  } finally {
    users.forEach((u) => u.socket.disconnect());
    await server.close();
  }
}

/** The `make bench` section: its own fresh database on the bench server, so earlier sections' events are not replayed. */
export async function benchDelivery(ctx: BenchContext): Promise<Table> {
  const name = `tg_bench_msg_${process.pid}`;
  await ctx.pool.query(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(ctx.databaseUrl), { pathname: `/${name}` }).toString();
  ctx.log('message delivery: 200 clients logging in and connecting');
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  try {
    const loadBefore = load();
    const r = await benchMessageDelivery({ databaseUrl, redisUrl: ctx.redisUrl });
    const ms = (v: number) => v.toFixed(1);
    return {
      title: 'Message delivery (POST sent -> message:new received by the other client)',
      headers: ['clients', 'messages', 'rate/s', 'p50 ms', 'p99 ms', 'max ms', 'POST p99 ms', 'lost'],
      rows: [[r.clients, r.messages, r.ratePerSecond, ms(r.p50), ms(r.p99), ms(r.max), ms(r.postP99), r.lost]],
      notes: [
        `Load average (1, 5, 15 min) ${loadBefore} before the sign-ins, ${load()} after the run. Clients and server share one Node process.`,
      ],
      checks: [check(`delivery p99, ${r.clients} clients`, r.p99, '<', 100, ' ms'), check('messages lost', r.lost, '<=', 0)],
    };
  } finally {
    await ctx.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

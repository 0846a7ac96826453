/**
 * E-mail (issue 25): from an event's append to the SMTP server's acceptance of its mail, at 100
 * events a second for 10 s, each event one mail (a forum reply mailed to the post's author). The
 * SMTP server is the in-process catcher (smtp-server); the whole path runs: the mail projection's
 * outbox row, the NOTIFY, the BullMQ job, nodemailer's pooled SMTP.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { pino } from 'pino';
import { domainEvents, forumPostStreamId, forumReplyStreamId, userStreamId } from '@tradeguild/contracts';
import { parseConfig } from '../backend/src/config.ts';
import { startMailCatcher } from '../backend/src/mail/catcher.ts';
import { resolveConfig, startServer } from '../backend/src/server.ts';
import { newEvent } from '../tests/contract/event-store/support.ts';
import { freePort } from '../tests/support/free-port.ts';
import type { BenchContext } from './lib/context.ts';
import { check, percentile, type Table } from './lib/stats.ts';

const ev = (type: string, data: unknown) => newEvent(type, data, { schemaVersion: domainEvents.currentVersion(type) });

export async function benchMail(ctx: BenchContext): Promise<Table> {
  const rate = Number(process.env.BENCH_MAIL_RATE ?? 100);
  const seconds = Number(process.env.BENCH_MAIL_SECONDS ?? 10);
  const name = `tg_bench_mail_${process.pid}`;
  await ctx.pool.query(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(ctx.databaseUrl), { pathname: `/${name}` }).toString();
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  const catcher = await startMailCatcher(0, '127.0.0.1', 1_000_000);
  const port = await freePort();
  const config = resolveConfig({
    ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: catcher.url }),
    PORT: port,
    DATABASE_URL: databaseUrl,
    REDIS_URL: ctx.redisUrl,
    QUEUE_PREFIX: `tgbench-mail-${process.pid}`,
    PUBLIC_URL: `http://localhost:${port}`,
  });
  const server = await startServer(config, { logger: pino({ level: 'silent' }) });
  const loadBefore = load();
  try {
    const { store, waker } = server.deps;
    // 50 authors with a post each; every reply mails its post's author.
    const posts: string[] = [];
    for (let i = 0; i < 50; i++) {
      const userId = `bench-mail-${i}`;
      const postId = randomUUID();
      posts.push(postId);
      await store.appendToStream(
        userStreamId(userId),
        [
          ev('UserRegistered', {
            userId,
            email: `author${i}@bench.example`,
            firstName: `A${i}`,
            lastName: null,
            profileImageUrl: null,
            userType: 'client',
          }),
        ],
        { expectedVersion: 'any' },
      );
      await store.appendToStream(
        forumPostStreamId(postId),
        [
          ev('ForumPostCreated', {
            postId,
            authorId: userId,
            title: `Post ${i}`,
            content: 'x',
            category: 'general',
            tags: [],
            createdAt: new Date().toISOString(),
          }),
        ],
        { expectedVersion: 'any' },
      );
    }
    await waker.wakeAll();
    await new Promise((r) => setTimeout(r, 3000));
    ctx.log(`mail: ${rate} events/s for ${seconds} s`);
    const appendedAt = new Map<string, number>();
    const total = rate * seconds;
    const start = performance.timeOrigin + performance.now();
    const sends: Promise<unknown>[] = [];
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - (performance.timeOrigin + performance.now());
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const replyId = randomUUID();
      const tag = `bench-${i}-`;
      appendedAt.set(tag, performance.timeOrigin + performance.now());
      sends.push(
        store
          .appendToStream(
            forumReplyStreamId(replyId),
            [
              ev('ForumReplyPosted', {
                replyId,
                postId: posts[i % posts.length],
                authorId: 'bench-replier',
                content: tag,
                createdAt: new Date().toISOString(),
              }),
            ],
            { expectedVersion: 'any' },
          )
          .then(() => waker.wakeAll()),
      );
    }
    await Promise.all(sends);
    const deadline = Date.now() + 120_000;
    while (catcher.mails().length < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const latencies: number[] = [];
    let last = 0;
    for (const m of catcher.mails()) {
      const tag = /bench-\d+-/.exec(m.text)?.[0];
      const at = tag ? appendedAt.get(tag) : undefined;
      const received = Date.parse(m.receivedAt);
      if (at !== undefined) latencies.push(received - at);
      last = Math.max(last, received);
    }
    const sorted = latencies.sort((a, b) => a - b);
    const mailsPerSecond = latencies.length / ((last - start) / 1000);
    const ms = (v: number) => v.toFixed(0);
    return {
      title: 'E-mail (event appended -> its mail accepted by the SMTP server)',
      headers: ['events/s', 'events', 'mails', 'p50 ms', 'p99 ms', 'max ms', 'mails/s', 'lost'],
      rows: [
        [
          rate,
          total,
          latencies.length,
          ms(percentile(sorted, 50)),
          ms(percentile(sorted, 99)),
          ms(sorted.at(-1) ?? NaN),
          mailsPerSecond.toFixed(1),
          total - latencies.length,
        ],
      ],
      notes: [
        `Load average (1, 5, 15 min) ${loadBefore} before, ${load()} after. One server process (projections, mail worker) and the SMTP catcher share one Node process with the load.`,
      ],
      checks: [check('mails lost', total - latencies.length, '<=', 0)],
    };
  } finally {
    await server.close();
    await catcher.close();
    await ctx.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

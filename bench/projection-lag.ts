/**
 * Projection lag: commands appended at a steady rate the way the backend does it (handleCommand,
 * then ProjectionWaker.wakeAll() after the commit), a ProjectionRunner with default settings, and
 * for each event the time from "append committed" to "written by the projection's handler".
 */
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { handleCommand } from '../backend/src/commands/handle-command.ts';
import type { Decider } from '../backend/src/commands/decider.ts';
import { waitForProjections } from '../projections/src/runtime/freshness.ts';
import { ProjectionRunner } from '../projections/src/runtime/runner.ts';
import { ProjectionWaker } from '../projections/src/runtime/waker.ts';
import type { Projection } from '../projections/src/runtime/types.ts';
import type { BenchContext } from './lib/context.ts';
import { now, percentile, type Table } from './lib/stats.ts';

const RATE = Number(process.env.BENCH_LAG_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 15);
const NAME = 'bench_lag';

/** The handler stamps clock_timestamp() inside the batch transaction that makes the row visible. */
type Ping = { type: 'BenchPinged'; data: { k: number } };

const lagProjection: Projection<Ping> = {
  name: NAME,
  version: 1,
  tables: {
    bench_lag: (t) => `CREATE TABLE ${t} (pos bigint PRIMARY KEY, applied_at timestamptz NOT NULL)`,
  },
  handlers: {
    BenchPinged: async (event, { tx, table }) => {
      await tx.query(`INSERT INTO ${table('bench_lag')} (pos, applied_at) VALUES ($1, clock_timestamp())`, [event.position.pos.toString()]);
    },
  },
};

const decider: Decider<null, { k: number }, Ping> = {
  initialState: () => null,
  evolve: (s) => s,
  decide: (c) => [{ type: 'BenchPinged', data: { k: c.k } }],
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchProjectionLag(ctx: BenchContext): Promise<Table> {
  const opts = { redisUrl: ctx.redisUrl, queuePrefix: ctx.queuePrefix };
  const runner = new ProjectionRunner({
    pool: ctx.pool,
    store: ctx.store,
    projections: [lagProjection],
    ...opts,
    logger: pino({ level: 'warn' }),
  });
  const waker = new ProjectionWaker([NAME], ctx.redisUrl, ctx.queuePrefix);
  await runner.start();
  // Earlier sections left events in the log: measure steady state, not the first catch-up.
  await waitForProjections(ctx.pool, [NAME], await ctx.store.headPosition(), 120_000);
  const committedAt = new Map<string, number>();
  const total = RATE * SECONDS;
  ctx.log(`projection lag: ${total} commands at ${RATE}/s`);
  try {
    const started = performance.now();
    const inflight: Promise<void>[] = [];
    for (let k = 0; k < total; k++) {
      const wait = started + (k * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      inflight.push(
        (async () => {
          const out = await handleCommand(ctx.store, { streamId: `benchLag-${randomUUID()}`, decider, command: { k }, actorId: null });
          committedAt.set(out.position!.pos.toString(), now());
          await waker.wakeAll();
        })(),
      );
    }
    await Promise.all(inflight);
    const achieved = total / ((performance.now() - started) / 1000);
    const count = async () => (await ctx.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bench_lag')).rows[0]!.n;
    for (let i = 0; i < 200 && (await count()) < total; i++) await sleep(50);

    const { rows } = await ctx.pool.query<{ pos: string; at: number }>(
      'SELECT pos::text, extract(epoch FROM applied_at) * 1000 AS at FROM bench_lag',
    );
    const lags = rows.filter((r) => committedAt.has(r.pos)).map((r) => Number(r.at) - committedAt.get(r.pos)!);
    return {
      title: 'Projection lag (append committed -> row written by the projection)',
      headers: ['events', 'rate/s', 'p50 ms', 'p99 ms', 'max ms', 'missing'],
      rows: [[total, Math.round(achieved), percentile(lags, 50), percentile(lags, 99), Math.max(...lags), total - lags.length]],
      notes: [
        'Each command: handleCommand (read stream, decide, append) then wakeAll(), as the backend does; runner defaults (poll 500 ms).',
        'Negative values would mean the runner saw the event before the appender got its commit acknowledgement.',
      ],
    };
  } finally {
    await runner.stop();
    await waker.close();
    const queue = new Queue(`projection-${NAME}`, {
      connection: { url: ctx.redisUrl, maxRetriesPerRequest: null },
      prefix: ctx.queuePrefix,
    });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  }
}

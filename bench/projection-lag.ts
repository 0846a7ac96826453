/**
 * Projection lag: commands appended at a steady rate the way the backend does it (handleCommand,
 * then ProjectionWaker.wakeAll() after the commit), a ProjectionRunner with default settings, and
 * for each event the time from "append committed" to "written by the projection's handler".
 * One run per rate (BENCH_LAG_RATES, default 200,500; BENCH_LAG_RATE sets a single one), each with
 * its own projection, and how many batches each kind of kick started: a healthy run needs the
 * fallback poll for none.
 */
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { handleCommand } from '../backend/src/commands/handle-command.ts';
import type { Decider } from '../backend/src/commands/decider.ts';
import { waitForProjections } from '../projections/src/runtime/freshness.ts';
import type { BatchTrace } from '../projections/src/runtime/catch-up-loop.ts';
import { ProjectionRunner } from '../projections/src/runtime/runner.ts';
import { ProjectionWaker } from '../projections/src/runtime/waker.ts';
import type { Projection } from '../projections/src/runtime/types.ts';
import type { BenchContext } from './lib/context.ts';
import { check, now, percentile, type Cell, type Check, type Table } from './lib/stats.ts';

const RATES = (process.env.BENCH_LAG_RATES ?? process.env.BENCH_LAG_RATE ?? '200,500').split(',').map(Number);
const WAKE_BY = process.env.BENCH_LAG_WAKE ?? 'notify';
const SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 15);
/** Targets per rate: p99 and (where set) max, in ms. */
const TARGETS: Record<number, { p99: number; max?: number }> = { 200: { p99: 20 }, 500: { p99: 50, max: 150 } };

/** The handler stamps clock_timestamp() inside the batch transaction that makes the row visible. */
type Ping = { type: 'BenchPinged'; data: { k: number } };

const lagProjection = (name: string): Projection<Ping> => ({
  name,
  version: 1,
  tables: {
    [name]: (t) => `CREATE TABLE ${t} (pos bigint PRIMARY KEY, applied_at timestamptz NOT NULL)`,
  },
  handlers: {
    BenchPinged: async (event, { tx, table }) => {
      await tx.query(`INSERT INTO ${table(name)} (pos, applied_at) VALUES ($1, clock_timestamp())`, [event.position.pos.toString()]);
    },
  },
});

const decider: Decider<null, { k: number }, Ping> = {
  initialState: () => null,
  evolve: (s) => s,
  decide: (c) => [{ type: 'BenchPinged', data: { k: c.k } }],
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface RateResult {
  rate: number;
  total: number;
  achieved: number;
  lags: number[];
  by: Record<string, number>;
  /** BENCH_LAG_TRACE=1: what started the batches that applied the slowest 1% of events. */
  tail: string;
}

async function measure(ctx: BenchContext, rate: number): Promise<RateResult> {
  const name = `bench_lag_${rate}`;
  const opts = { redisUrl: ctx.redisUrl, queuePrefix: ctx.queuePrefix };
  const traces: BatchTrace[] = [];
  const runner = new ProjectionRunner({
    pool: ctx.pool,
    store: ctx.store,
    projections: [lagProjection(name)],
    ...opts,
    logger: pino({ level: 'warn' }),
    onBatch: (b) => traces.push(b),
  });
  // As the backend's composition: wake-ups by NOTIFY (BENCH_LAG_WAKE=bullmq: the BullMQ jobs instead).
  const waker = new ProjectionWaker([name], ctx.redisUrl, ctx.queuePrefix, undefined, WAKE_BY === 'bullmq' ? undefined : ctx.pool);
  await runner.start();
  try {
    // Earlier sections left events in the log: measure steady state, not the first catch-up.
    const head = await ctx.store.headPosition();
    await waitForProjections(ctx.pool, [name], head, 120_000);
    const before = runner.batchesBy();
    traces.length = 0;
    const committedAt = new Map<string, number>();
    const total = rate * SECONDS;
    ctx.log(`projection lag: ${total} commands at ${rate}/s`);
    const started = performance.now();
    const inflight: Promise<void>[] = [];
    for (let k = 0; k < total; k++) {
      const wait = started + (k * 1000) / rate - performance.now();
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
    // Only this run's events: the projection also applied the earlier rates' pings while catching up,
    // and counting those ended this wait before the last events were written (one showed as missing).
    const count = async () =>
      (await ctx.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name} WHERE pos > $1`, [head.pos.toString()])).rows[0]!.n;
    for (let i = 0; i < 200 && (await count()) < total; i++) await sleep(50);
    const after = runner.batchesBy();
    const by = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - before[k as keyof typeof before]]));

    const { rows } = await ctx.pool.query<{ pos: string; at: number }>(
      `SELECT pos::text, extract(epoch FROM applied_at) * 1000 AS at FROM ${name}`,
    );
    const measured = rows
      .filter((r) => committedAt.has(r.pos))
      .map((r) => ({ at: Number(r.at), lag: Number(r.at) - committedAt.get(r.pos)! }));
    const lags = measured.map((m) => m.lag);
    return { rate, total, achieved, lags, by, tail: process.env.BENCH_LAG_TRACE ? tailOrigins(measured, traces) : '' };
  } finally {
    await runner.stop();
    await waker.close();
    const queue = new Queue(`projection-${name}`, {
      connection: { url: ctx.redisUrl, maxRetriesPerRequest: null },
      prefix: ctx.queuePrefix,
    });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  }
}

/** The batch that wrote each of the slowest 1% of events (by the time its row was stamped), and what started its pass. */
function tailOrigins(measured: { at: number; lag: number }[], traces: BatchTrace[]): string {
  const cut = percentile(
    measured.map((m) => m.lag),
    99,
  );
  const origin = (at: number) => {
    const t = at - performance.timeOrigin;
    const b = traces.find((x) => x.startedAt <= t && t <= x.startedAt + x.ms + 1);
    return b ? `${b.reason}${b.heldBack ? '+held' : ''}` : 'unknown';
  };
  const counts = new Map<string, number>();
  for (const m of measured.filter((x) => x.lag >= cut)) counts.set(origin(m.at), (counts.get(origin(m.at)) ?? 0) + 1);
  return [...counts].map(([k, v]) => `${k} ${v}`).join(', ');
}

export async function benchProjectionLag(ctx: BenchContext): Promise<Table> {
  const results: RateResult[] = [];
  for (const rate of RATES) results.push(await measure(ctx, rate));
  const rows: Cell[][] = results.map((r) => [
    r.total,
    r.rate,
    Math.round(r.achieved),
    percentile(r.lags, 50),
    percentile(r.lags, 99),
    Math.max(...r.lags),
    r.total - r.lags.length,
    r.by.poll!,
    `${r.by.wake} / ${r.by.heldBack} / ${r.by.start}`,
  ]);
  const checks: Check[] = [];
  const ratios: Record<string, number> = {};
  for (const r of results) {
    const t = TARGETS[r.rate];
    if (!t) continue;
    const p99 = percentile(r.lags, 99);
    checks.push(check(`lag p99 at ${r.rate} commands/s`, p99, '<', t.p99, ' ms'));
    if (t.max !== undefined) checks.push(check(`lag max at ${r.rate} commands/s`, Math.max(...r.lags), '<', t.max, ' ms'));
    ratios[`lag.${r.rate}.headroom`] = t.p99 / p99;
  }
  return {
    title: 'Projection lag (append committed -> row written by the projection)',
    headers: ['events', 'rate/s', 'achieved/s', 'p50 ms', 'p99 ms', 'max ms', 'missing', 'poll batches', 'wake / re-check / start batches'],
    rows,
    notes: [
      `Each command: handleCommand (read stream, decide, append) then wakeAll() by ${WAKE_BY === 'bullmq' ? 'BullMQ jobs' : 'NOTIFY, as the backend does'}; runner defaults (fallback poll 500 ms after the last kick).`,
      'poll batches: batches (that applied events) in a pass the fallback poll started; a healthy run has 0.',
      'Negative values would mean the runner saw the event before the appender got its commit acknowledgement.',
      ...results.filter((r) => r.tail).map((r) => `${r.rate}/s: slowest 1% written by batches started by: ${r.tail}`),
    ],
    checks,
    ratios,
  };
}

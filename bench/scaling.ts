/**
 * Issue 26, item 4: how many commands a second the system answers with p99 under 200 ms, for one
 * process (API and projection workers together, as `make run`) and for the fleet of `make fleet`
 * (scripts/lib/fleet.ts: 2 API processes and 2 worker processes behind HAProxy), on this machine.
 *
 * Open loop: 20 signed-in clients POST /api/client-projects (PostProject) at a fixed offered rate,
 * each request on its schedule whether or not the earlier ones were answered, and each latency is
 * counted from the moment the request was due (so a late bench or a queue in front of the server
 * counts against the server, not hidden by it). The rate steps up until the p99 of the answered
 * commands reaches 200 ms, or more than 1% fail, or the bench cannot send at the offered rate; the
 * highest rate that held is the figure. After each step the bench waits for the projections to catch
 * up (the next step starts from an idle system) and says how long that took.
 *
 *   BENCH_SCALING_RATES     offered rates to step through (default 10,25,50,100,150,200,250,300,400,500,600,800)
 *   BENCH_SCALING_SECONDS   measured seconds per step (default 6; at least 300 commands), after BENCH_SCALING_WARMUP (default 1)
 *   BENCH_SCALING_WARMUP_COMMANDS  commands sent 4 at a time before the first step, not measured (default 400)
 *   BENCH_SCALING_SETUPS    `single`, `fleet` or both (default single,fleet)
 */
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../backend/src/db/migrate.ts';
import { createPool } from '../backend/src/db/pool.ts';
import { projectionHealth } from '../backend/src/metrics/projection-health.ts';
import { haproxyInstalled, startFleet } from '../scripts/lib/fleet.ts';
import { login } from '../tests/support/http-client.ts';
import { freePort } from '../tests/support/free-port.ts';
import { startApiProcess } from './lib/api-process.ts';
import type { BenchContext } from './lib/context.ts';
import { postgresCpu, processCpu } from './lib/cpu.ts';
import { lightPoster, type Post } from './lib/light-poster.ts';
import { percentile, type Cell, type Table } from './lib/stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const P99_TARGET_MS = 200;
const CLIENTS = 20;
const REQUEST_TIMEOUT_MS = 30_000;
const numbers = (v: string | undefined, fallback: number[]) => (v ? v.split(',').map((x) => Number(x.trim())) : fallback);
const RATES = numbers(process.env.BENCH_SCALING_RATES, [10, 25, 50, 100, 150, 200, 250, 300, 400, 500, 600, 800]);
const SECONDS = Number(process.env.BENCH_SCALING_SECONDS ?? 6);
const WARMUP = Number(process.env.BENCH_SCALING_WARMUP ?? 1);
const MIN_SAMPLES = 300;
const WARMUP_COMMANDS = Number(process.env.BENCH_SCALING_WARMUP_COMMANDS ?? 400);
const SETUPS = (process.env.BENCH_SCALING_SETUPS ?? 'single,fleet').split(',').map((s) => s.trim());

/** What every process of either setup gets: limits on (their Redis round trips are part of a command) but never reached. */
const appEnv = (databaseUrl: string, redisUrl: string, queuePrefix: string, publicUrl: string): Record<string, string> => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: queuePrefix,
  PUBLIC_URL: publicUrl,
  RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
  RATE_LIMIT_SIGNINS_PER_MINUTE: '100000000',
});

interface Setup {
  url: string;
  /** The processes this setup started (API, workers, HAProxy): their CPU is counted. */
  pids: () => number[];
  close: () => Promise<void>;
}

async function freshDatabase(ctx: BenchContext, name: string): Promise<string> {
  await ctx.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await ctx.pool.query(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(ctx.databaseUrl), { pathname: `/${name}` }).toString();
  const pool = createPool(url, 2);
  await migrate(pool).finally(() => pool.end());
  return url;
}

async function startSingle(databaseUrl: string, ctx: BenchContext): Promise<Setup> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // RUN_WORKERS defaults to true: the projections run in the API process, as `make run` does.
  const api = await startApiProcess({
    ...appEnv(databaseUrl, ctx.redisUrl, `${ctx.queuePrefix}-single`, url),
    PUBLIC_URL: url,
    PORT: String(port),
  });
  return { url, pids: () => [api.pid], close: api.close };
}

async function startFleetSetup(databaseUrl: string, ctx: BenchContext): Promise<Setup> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fleet = await startFleet({
    root,
    dir: path.join(tmpdir(), `tg-bench-fleet-${process.pid}`),
    port,
    apis: 2,
    workers: 2,
    stdio: 'ignore',
    env: appEnv(databaseUrl, ctx.redisUrl, `${ctx.queuePrefix}-fleet`, url),
  });
  try {
    await fleet.ready(180_000);
  } catch (err) {
    await fleet.stop();
    throw err;
  }
  return { url, pids: () => fleet.processes.flatMap((p) => (p.child.pid ? [p.child.pid] : [])), close: fleet.stop };
}

interface Step {
  rate: number;
  sent: number;
  answered: number;
  failed: number;
  /** Requests a second the bench managed to send in the measured part. */
  offered: number;
  p50: number;
  p99: number;
  max: number;
  cpuMsPerCommand: { app: number; pg: number | null };
  catchUpMs: number | null;
  load: number;
  held: boolean;
  why: string;
}

const withTimeout = (p: Promise<number>): Promise<number> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(0), REQUEST_TIMEOUT_MS);
    p.then(
      (status) => resolve(status),
      () => resolve(0),
    ).finally(() => clearTimeout(timer));
  });

/** Every projection's backlog down to nothing: how long that took after the step's last answer (null: not within 30 s). */
async function projectionsCaughtUp(pool: ReturnType<typeof createPool>): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    const behind = (await projectionHealth(pool)).reduce((n, p) => n + p.eventsBehind, 0);
    if (behind === 0) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

async function runStep(ctx: BenchContext, setup: Setup, posters: Post[], pool: ReturnType<typeof createPool>, rate: number): Promise<Step> {
  const load = loadavg()[0]!;
  const warm = Math.round(WARMUP * rate);
  // At least MIN_SAMPLES measured, so that a p99 is not simply the slowest one or two.
  const total = Math.max(Math.round(SECONDS * rate), MIN_SAMPLES);
  const latencies: number[] = [];
  let failed = 0;
  let cpuBefore = { app: 0, pg: null as number | null };
  const inflight: Promise<void>[] = [];
  const started = performance.now();
  let measuredFrom = started;
  let lastSentAt = started;
  for (let k = -warm; k < total; k++) {
    const due = started + ((k + warm) * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (k === 0) {
      measuredFrom = performance.now();
      const app = await Promise.all(setup.pids().map(processCpu));
      cpuBefore = { app: app.reduce((a, b) => a + b, 0), pg: await postgresCpu(ctx) };
    }
    const body = { title: `scaling ${rate}/s #${k}`, description: 'Benchmark', requiredTrades: ['Carpenter'], location: 'Leeds' };
    const sent = withTimeout(posters[(k + warm) % posters.length]!('/api/client-projects', body));
    if (k >= 0) {
      lastSentAt = performance.now();
      inflight.push(
        sent.then((status) => {
          if (status === 201) latencies.push(performance.now() - due);
          else failed++;
        }),
      );
    } else inflight.push(sent.then(() => undefined));
  }
  const offered = (total - 1) / ((lastSentAt - measuredFrom) / 1000);
  await Promise.all(inflight);
  const appAfter = (await Promise.all(setup.pids().map(processCpu))).reduce((a, b) => a + b, 0);
  const pgAfter = await postgresCpu(ctx);
  const catchUpMs = await projectionsCaughtUp(pool);
  const p99 = percentile(latencies, 99);
  const why =
    failed > total * 0.01
      ? `${failed} of ${total} failed`
      : offered < rate * 0.9
        ? `the bench sent only ${Math.round(offered)}/s`
        : p99 >= P99_TARGET_MS
          ? `p99 ${Math.round(p99)} ms`
          : '';
  return {
    rate,
    sent: total,
    answered: latencies.length,
    failed,
    offered,
    p50: percentile(latencies, 50),
    p99,
    max: Math.max(...latencies),
    cpuMsPerCommand: {
      app: ((appAfter - cpuBefore.app) * 1000) / total,
      pg: pgAfter !== null && cpuBefore.pg !== null ? ((pgAfter - cpuBefore.pg) * 1000) / total : null,
    },
    catchUpMs,
    load,
    held: why === '',
    why,
  };
}

async function measure(ctx: BenchContext, kind: 'single' | 'fleet'): Promise<Step[]> {
  const databaseUrl = await freshDatabase(ctx, `tg_bench_scaling_${kind}_${process.pid}`);
  ctx.log(`scaling: starting the ${kind === 'single' ? 'single process' : 'fleet (2 APIs, 2 workers, HAProxy)'}`);
  const setup = await (kind === 'single' ? startSingle(databaseUrl, ctx) : startFleetSetup(databaseUrl, ctx));
  const pool = createPool(databaseUrl, 2);
  const steps: Step[] = [];
  try {
    const clients = [];
    for (let i = 0; i < CLIENTS; i++) clients.push(await login(setup.url, { email: `bench-scaling-${i}@example.com` }));
    const posters = clients.map(lightPoster);
    // Before any step: V8 compiles the hot paths and the pools open their connections (the first
    // seconds of a new process cost several times the CPU a command does later), then the projections catch up.
    ctx.log(`scaling ${kind}: warm-up, ${WARMUP_COMMANDS} commands, 4 at a time`);
    let next = 0;
    await Promise.all(
      [0, 1, 2, 3].map(async (w) => {
        while (next < WARMUP_COMMANDS) {
          const k = next++;
          const body = { title: `warm-up ${k}`, description: 'Benchmark', requiredTrades: ['Carpenter'], location: 'Leeds' };
          await withTimeout(posters[(k + w) % posters.length]!('/api/client-projects', body));
        }
      }),
    );
    await projectionsCaughtUp(pool);
    for (const rate of RATES) {
      const step = await runStep(ctx, setup, posters, pool, rate);
      steps.push(step);
      ctx.log(
        `scaling ${kind} ${rate}/s: p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms, failed ${step.failed}, load ${step.load.toFixed(2)}${step.held ? '' : ` - stops: ${step.why}`}`,
      );
      if (!step.held) break;
    }
  } finally {
    await pool.end();
    await setup.close();
    await ctx.pool.query(`DROP DATABASE IF EXISTS tg_bench_scaling_${kind}_${process.pid} WITH (FORCE)`);
  }
  return steps;
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');

export async function benchScaling(ctx: BenchContext): Promise<Table> {
  const rows: Cell[][] = [];
  const summary: string[] = [];
  const wanted = (['single', 'fleet'] as const).filter((k) => SETUPS.includes(k));
  for (const kind of wanted) {
    const label = kind === 'single' ? '1 process' : 'fleet 2+2';
    if (kind === 'fleet' && !haproxyInstalled()) {
      summary.push(`${label}: not measured, HAProxy is not installed (make haproxy).`);
      continue;
    }
    const steps = await measure(ctx, kind);
    for (const s of steps)
      rows.push([
        label,
        s.rate,
        Math.round(s.offered),
        s.answered,
        s.failed,
        ms(s.p50),
        ms(s.p99),
        ms(s.max),
        s.cpuMsPerCommand.app.toFixed(2),
        s.cpuMsPerCommand.pg === null ? '-' : s.cpuMsPerCommand.pg.toFixed(2),
        s.catchUpMs === null ? '> 30 s' : Math.round(s.catchUpMs),
        s.load.toFixed(2),
        s.held ? 'yes' : `no: ${s.why}`,
      ]);
    const held = steps.filter((s) => s.held).at(-1);
    const last = steps.at(-1);
    summary.push(
      held
        ? `${label}: ${held.rate} commands/s held p99 < ${P99_TARGET_MS} ms (p99 ${ms(held.p99)} ms)${last && !last.held ? `; ${last.rate}/s did not (${last.why})` : '; the highest rate tried'}. CPU per command at ${held.rate}/s: ${held.cpuMsPerCommand.app.toFixed(2)} ms in the app's processes${held.cpuMsPerCommand.pg === null ? '' : ` + ${held.cpuMsPerCommand.pg.toFixed(2)} ms in PostgreSQL`}.`
        : `${label}: no rate held p99 < ${P99_TARGET_MS} ms (the first, ${last?.rate}/s: ${last?.why}).`,
    );
  }
  return {
    title: `Commands/s at p99 < ${P99_TARGET_MS} ms: 1 process against the fleet (2 APIs + 2 workers behind HAProxy), open loop`,
    headers: [
      'setup',
      'offered/s',
      'sent/s',
      'answered',
      'failed',
      'p50 ms',
      'p99 ms',
      'max ms',
      'app CPU ms/cmd',
      'PG CPU ms/cmd',
      'catch-up ms',
      'load 1 min',
      'held',
    ],
    rows,
    notes: [
      ...summary,
      `${CLIENTS} signed-in clients POST /api/client-projects on a fixed schedule (${WARMUP} s at the rate not measured, then ${SECONDS} s measured per rate, at least ${MIN_SAMPLES} commands); latency from the moment each request was due to its 201.`,
      `Before the first rate, ${WARMUP_COMMANDS} commands 4 at a time warm each setup up (not measured); each step starts once the projections have caught up.`,
      'Rates step up until p99 >= 200 ms, > 1% failed, or the bench could not send at the rate; the bench, its clients and the servers share the same cores.',
      "app CPU: the setup's own processes (API, workers, HAProxy) from /proc; catch-up: from the step's last answer to every projection's backlog at 0.",
      'Rate limits on, with limits never reached (their Redis round trips are in every command).',
    ],
  };
}

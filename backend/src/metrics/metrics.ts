import { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DELIVERY_QUEUE, projections, wakeQueueName } from '@tradeguild/projections';
import type { Config } from '../config.ts';
import { projectionHealth } from './projection-health.ts';

/**
 * What an operator watches (issue 26), in Prometheus' text format from `prom-client`: one registry
 * per process (several apps run in one test process, so never the library's global one).
 *
 * - HTTP latency by route (the route's pattern, not the path: ids would explode the series);
 * - commands by type and outcome (`ok`, `duplicate`, `refused` for a 4xx, `failed`);
 * - per projection: events behind, lag (age of the oldest event not applied) and checkpoint age;
 * - the push outbox's rows and the BullMQ queues' jobs by state; socket.io connections;
 * - the process (CPU, memory, event loop lag, GC), and `tradeguild_instance_info{instance}`.
 *
 * The gauges that read PostgreSQL and Redis are computed when scraped.
 */
export interface Metrics {
  registry: Registry;
  /** Express middleware: times every request, labelled with its route once routing is done. */
  http: (req: Request, res: Response, next: NextFunction) => void;
  command: (type: string, outcome: CommandOutcome) => void;
  /** socket.io's count, once the server has one. */
  countSockets: (count: () => number) => void;
  close: () => Promise<void>;
}
export type CommandOutcome = 'ok' | 'duplicate' | 'refused' | 'failed';

const PREFIX = 'tradeguild_';
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

export function createMetrics(o: {
  config: Pick<Config, 'INSTANCE_NAME' | 'REDIS_URL' | 'QUEUE_PREFIX'>;
  pool: pg.Pool;
  role: 'api' | 'worker';
}): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ instance: o.config.INSTANCE_NAME, role: o.role });
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  new Gauge({ name: `${PREFIX}instance_info`, help: 'Always 1: this process, by its instance name and role', registers: [registry] }).set(
    1,
  );

  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const commands = new Counter({
    name: `${PREFIX}commands_total`,
    help: 'Commands by type and outcome',
    labelNames: ['type', 'outcome'],
    registers: [registry],
  });

  const connection = { url: o.config.REDIS_URL, maxRetriesPerRequest: null, lazyConnect: true };
  let queues: Queue[] | null = null;
  const openQueues = () =>
    (queues ??= [...projections.map((p) => wakeQueueName(p.name)), DELIVERY_QUEUE].map(
      (name) => new Queue(name, { connection, prefix: o.config.QUEUE_PREFIX }),
    ));

  // One scrape reads PostgreSQL and Redis once: every gauge below awaits the same read (prom-client
  // starts every metric's collect in the same tick), which sets them all.
  let scrape: Promise<void> | null = null;
  const fresh = async () => {
    scrape ??= readAll().finally(() => setImmediate(() => (scrape = null)));
    await scrape;
  };
  const behind = gauge(registry, 'projection_events_behind', 'Events after the checkpoint (counted up to 100,000)', ['projection'], fresh);
  const lag = gauge(
    registry,
    'projection_lag_seconds',
    'Age of the oldest event not applied yet (0 when caught up)',
    ['projection'],
    fresh,
  );
  const checkpointAge = gauge(
    registry,
    'projection_checkpoint_age_seconds',
    'Seconds since the checkpoint was last written',
    ['projection'],
    fresh,
  );
  const outbox = gauge(registry, 'push_outbox_rows', 'Pushes written by projections and not yet delivered', [], fresh);
  const queueJobs = gauge(registry, 'queue_jobs', 'BullMQ jobs by queue and state', ['queue', 'state'], fresh);
  let sockets: () => number = () => 0;
  const socketConnections = gauge(registry, 'socket_connections', 'socket.io connections to this process', [], () => {
    socketConnections.set(sockets());
  });

  async function readAll() {
    const health = (await projectionHealth(o.pool)).filter((x) => x.state === 'active');
    const { rows } = await o.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM push_outbox');
    const counts = await Promise.all(openQueues().map(async (q) => ({ name: q.name, counts: await q.getJobCounts(...QUEUE_STATES) })));
    for (const g of [behind, lag, checkpointAge, queueJobs]) g.reset();
    for (const p of health) {
      behind.set({ projection: p.projection }, p.eventsBehind);
      lag.set({ projection: p.projection }, p.lagSeconds);
      checkpointAge.set({ projection: p.projection }, p.checkpointAgeSeconds);
    }
    outbox.set(Number(rows[0]!.n));
    for (const q of counts) for (const state of QUEUE_STATES) queueJobs.set({ queue: q.name, state }, q.counts[state] ?? 0);
  }

  return {
    registry,
    http(req, res, next) {
      const end = duration.startTimer();
      res.on('finish', () => {
        // An API route names itself (http/route.ts); another express route by its pattern.
        const route =
          typeof res.locals.route === 'string'
            ? res.locals.route
            : req.route?.path
              ? `${req.baseUrl}${String(req.route.path)}`
              : 'unmatched';
        end({ method: req.method, route, status: String(res.statusCode) });
      });
      next();
    },
    command: (type, outcome) => commands.inc({ type, outcome }),
    countSockets: (count) => (sockets = count),
    close: async () => {
      await Promise.all((queues ?? []).map((q) => q.close()));
    },
  };
}

function gauge(registry: Registry, name: string, help: string, labelNames: string[], collect: () => void | Promise<void>) {
  return new Gauge({ name: `${PREFIX}${name}`, help, labelNames, registers: [registry], collect });
}

import type { Redis } from 'ioredis';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { isAdmin } from './auth.ts';
import type { AppDeps } from './deps.ts';
import type { ApiRouter } from './route.ts';
import { projectionHealth } from '../metrics/projection-health.ts';

/** How long the check waits for Redis's answer to a ping, and for each PostgreSQL query. */
const REDIS_PING_MS = 1000;
const POSTGRES_MS = 1000;

/**
 * The promise's value, or `late` when it takes longer than `ms`: a process under load queues its
 * queries behind the requests' for a pool connection, and its check must still be answered in time.
 */
function within<T>(promise: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * 'ok', or the error, or no answer within REDIS_PING_MS: the API's Redis client queues commands
 * while Redis is away and would wait for its return, and a load balancer's check must be answered
 * meanwhile (degraded, not silent) or it takes every API process out at once.
 */
function pingRedis(redis: Redis): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(`error: no answer within ${REDIS_PING_MS} ms`), REDIS_PING_MS);
    const settle = (status: string) => {
      clearTimeout(timer);
      resolve(status);
    };
    redis.ping().then(
      () => settle('ok'),
      (e: Error) => settle(`error: ${e.message}`),
    );
  });
}

/**
 * GET /api/health: `{ status, instance }` for everyone (load balancers; the instance that answered); PostgreSQL, Redis and each
 * projection's checkpoint, lag and last error only for admins (errors can name internals).
 */
export function healthRoutes(api: ApiRouter, deps: AppDeps, redis: Redis): void {
  api.on(apiRoutes.health.status, async (_input, req, res) => {
    // Both at once, each bounded: the answer comes within about two seconds whatever is slow.
    const [postgres, redisStatus] = await Promise.all([
      within(
        deps.pool.query('SELECT 1').then(
          () => 'ok',
          (e: Error) => `error: ${e.message}`,
        ),
        POSTGRES_MS,
        `error: no answer within ${POSTGRES_MS} ms`,
      ),
      pingRedis(redis),
    ]);
    const projections =
      postgres === 'ok'
        ? await within(
            projectionHealth(deps.pool).then((all) => all.map(({ checkpointAgeSeconds: _, ...p }) => p)),
            POSTGRES_MS,
            null,
          )
        : [];
    const healthy = postgres === 'ok' && redisStatus === 'ok' && projections !== null && projections.every((p) => !p.lastError);
    const status = healthy ? 'ok' : 'degraded';
    const admin = req.currentUser && isAdmin(req.currentUser, deps.policy);
    const instance = deps.config.INSTANCE_NAME;
    res.status(healthy ? 200 : 503).json(admin ? { status, instance, postgres, redis: redisStatus, projections } : { status, instance });
  });
}

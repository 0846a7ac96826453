import type { Redis } from 'ioredis';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { isAdmin } from './auth.ts';
import type { AppDeps } from './deps.ts';
import type { ApiRouter } from './route.ts';
import { projectionHealth } from '../metrics/projection-health.ts';

/**
 * GET /api/health: `{ status, instance }` for everyone (load balancers; the instance that answered); PostgreSQL, Redis and each
 * projection's checkpoint, lag and last error only for admins (errors can name internals).
 */
export function healthRoutes(api: ApiRouter, deps: AppDeps, redis: Redis): void {
  api.on(apiRoutes.health.status, async (_input, req, res) => {
    const postgres = await deps.pool.query('SELECT 1').then(
      () => 'ok',
      (e: Error) => `error: ${e.message}`,
    );
    const redisStatus = await redis.ping().then(
      () => 'ok',
      (e: Error) => `error: ${e.message}`,
    );
    const projections = postgres === 'ok' ? (await projectionHealth(deps.pool)).map(({ checkpointAgeSeconds: _, ...p }) => p) : [];
    const healthy = postgres === 'ok' && redisStatus === 'ok' && projections.every((p) => !p.lastError);
    const status = healthy ? 'ok' : 'degraded';
    const admin = req.currentUser && isAdmin(req.currentUser, deps.policy);
    const instance = deps.config.INSTANCE_NAME;
    res.status(healthy ? 200 : 503).json(admin ? { status, instance, postgres, redis: redisStatus, projections } : { status, instance });
  });
}

import type { Redis } from 'ioredis';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { isAdmin } from './auth.ts';
import type { AppDeps } from './deps.ts';
import type { ApiRouter } from './route.ts';

interface ProjectionHealth {
  projection: string;
  generation: number;
  version: number;
  state: string;
  checkpoint: string;
  eventsBehind: number;
  lagSeconds: number;
  lastError: string | null;
}

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
    const projections = postgres === 'ok' ? await projectionHealth(deps) : [];
    const healthy = postgres === 'ok' && redisStatus === 'ok' && projections.every((p) => !p.lastError);
    const status = healthy ? 'ok' : 'degraded';
    const admin = req.currentUser && isAdmin(req.currentUser, deps.policy);
    const instance = deps.config.INSTANCE_NAME;
    res.status(healthy ? 200 : 503).json(admin ? { status, instance, postgres, redis: redisStatus, projections } : { status, instance });
  });
}

async function projectionHealth(deps: AppDeps): Promise<ProjectionHealth[]> {
  // Lag is counted up to 100,000 events so that a health check never scans the whole log.
  const { rows } = await deps.pool.query<{
    projection: string;
    generation: number;
    version: number;
    state: string;
    checkpoint: string;
    behind: string;
    oldest: Date | null;
    last_error: string | null;
  }>(`
    SELECT r.projection, r.generation, r.version, r.state, r.last_error,
           r.checkpoint_tx::text || '.' || r.checkpoint_pos AS checkpoint,
           (SELECT count(*) FROM (SELECT 1 FROM events e
              WHERE (e.transaction_id, e.global_position) > (r.checkpoint_tx, r.checkpoint_pos) LIMIT 100000) x) AS behind,
           (SELECT min(e.recorded_at) FROM (SELECT recorded_at FROM events e
              WHERE (e.transaction_id, e.global_position) > (r.checkpoint_tx, r.checkpoint_pos)
              ORDER BY e.transaction_id, e.global_position LIMIT 1) e) AS oldest
      FROM projection_registry r WHERE r.state <> 'retired' ORDER BY r.projection, r.generation`);
  return rows.map((r) => ({
    projection: r.projection,
    generation: r.generation,
    version: r.version,
    state: r.state,
    checkpoint: r.checkpoint,
    eventsBehind: Number(r.behind),
    lagSeconds: r.oldest ? Math.max(0, (Date.now() - r.oldest.getTime()) / 1000) : 0,
    lastError: r.last_error,
  }));
}

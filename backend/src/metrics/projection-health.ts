import type pg from 'pg';

export interface ProjectionHealth {
  projection: string;
  generation: number;
  version: number;
  state: string;
  checkpoint: string;
  eventsBehind: number;
  lagSeconds: number;
  lastError: string | null;
  /** Seconds since the projection's registry row (its checkpoint) was last written. */
  checkpointAgeSeconds: number;
}

/** Each projection generation's checkpoint, lag and last error: GET /api/health (admins) and /metrics. */
export async function projectionHealth(pool: pg.Pool): Promise<ProjectionHealth[]> {
  // Lag is counted up to 100,000 events so that a health check never scans the whole log.
  const { rows } = await pool.query<{
    projection: string;
    generation: number;
    version: number;
    state: string;
    checkpoint: string;
    behind: string;
    oldest: Date | null;
    last_error: string | null;
    checkpoint_age: number;
  }>(`
    SELECT r.projection, r.generation, r.version, r.state, r.last_error,
           extract(epoch FROM now() - r.updated_at)::float8 AS checkpoint_age,
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
    checkpointAgeSeconds: Math.max(0, r.checkpoint_age),
  }));
}

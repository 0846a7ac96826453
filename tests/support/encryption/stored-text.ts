import type pg from 'pg';

/** A stream's payloads as PostgreSQL stores them (sealed fields and all), one per line in version order. */
export const storedText = async (pool: pg.Pool, streamId: string): Promise<string> =>
  (await pool.query<{ t: string }>('SELECT data::text AS t FROM events WHERE stream_id = $1 ORDER BY stream_version', [streamId])).rows
    .map((r) => r.t)
    .join('\n');

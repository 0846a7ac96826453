import type pg from 'pg';
import { AppError } from '../errors.ts';
import type { UploadStorage } from './storage.ts';

/**
 * The `uploads` table (migration 026): who uploaded what, and how many bytes all its sizes take.
 * The quota is one indexed sum per upload; orphans are the tracked uploads no read model names.
 */
export interface UploadRecord {
  id: string;
  ownerId: string;
  files: string[];
  bytes: number;
}

const MB = 1024 * 1024;
const formatMb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Records an upload unless it takes its owner past the quota (one at a time per owner). */
export async function recordUpload(pool: pg.Pool, upload: UploadRecord, quotaBytes: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`upload-quota:${upload.ownerId}`]);
    const { rows } = await client.query<{ used: string }>('SELECT coalesce(sum(bytes), 0) AS used FROM uploads WHERE owner_id = $1', [
      upload.ownerId,
    ]);
    const used = Number(rows[0]!.used);
    if (used + upload.bytes > quotaBytes) {
      throw new AppError(
        413,
        'validation',
        `Your photos already use ${formatMb(used)} of your ${formatMb(quotaBytes)} storage allowance, so this one does not fit. ` +
          'Remove photos you no longer show: photos you uploaded but did not save are cleared after a day.',
      );
    }
    await client.query('INSERT INTO uploads (id, owner_id, files, bytes) VALUES ($1, $2, $3, $4)', [
      upload.id,
      upload.ownerId,
      upload.files,
      upload.bytes,
    ]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Removes an upload's files and its row (the files first: a row without files is only bytes counted). */
export async function deleteUpload(pool: pg.Pool, storage: UploadStorage, upload: Pick<UploadRecord, 'id' | 'files'>): Promise<void> {
  for (const name of upload.files) await storage.delete(name);
  await pool.query('DELETE FROM uploads WHERE id = $1', [upload.id]);
}

/** Every tracked upload of one person, files and rows (for erasure). */
export async function deleteUploadsOf(pool: pg.Pool, storage: UploadStorage, ownerId: string): Promise<number> {
  const { rows } = await pool.query<{ id: string; files: string[] }>('SELECT id, files FROM uploads WHERE owner_id = $1', [ownerId]);
  for (const row of rows) await deleteUpload(pool, storage, row);
  return rows.length;
}

/**
 * Where a read model names an upload: its address, `/uploads/<uuid>...`, in one of these texts. Read
 * through the views (the serving generation). A view that does not exist yet fails the sweep, which
 * then deletes nothing.
 */
const REFERENCING_TEXTS = `
  SELECT array_to_string(before_images || after_images, ' ') AS t FROM portfolio_projects
  UNION ALL SELECT array_to_string(photos, ' ') FROM client_projects
  UNION ALL SELECT coalesce(featured_image, '') || ' ' || content FROM blog_posts
  UNION ALL SELECT profile_image_url FROM users`;

/** The ids among `ids` that some read model row names; one pass over the referencing columns. */
export async function referencedUploads(pool: pg.Pool | pg.PoolClient, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await pool.query<{ id: string }>(
    `SELECT DISTINCT m[1] AS id
       FROM (SELECT regexp_matches(t, '/uploads/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g') AS m
               FROM (${REFERENCING_TEXTS}) r WHERE t LIKE '%/uploads/%') s
      WHERE m[1] = ANY($1::text[])`,
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}

export interface SweepOptions {
  /** Uploads younger than this are never deleted (the form they were uploaded from may not be saved yet). */
  olderThanHours: number;
  batch?: number;
  now?: Date;
}

/**
 * One sweep: tracked uploads older than `olderThanHours` that no read model names lose their files
 * and row; the named ones are marked checked (and looked at again an hour later at the earliest, so
 * a photo removed from a portfolio goes too). Several instances: one sweeps at a time (advisory lock).
 */
export async function sweepOrphanUploads(
  pool: pg.Pool,
  storage: UploadStorage,
  { olderThanHours, batch = 500, now = new Date() }: SweepOptions,
): Promise<{ deleted: string[]; kept: number } | null> {
  const client = await pool.connect();
  try {
    const { rows: lock } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(7212026) AS ok');
    if (!lock[0]!.ok) return null;
    try {
      const { rows } = await client.query<{ id: string; files: string[] }>(
        `SELECT id::text AS id, files FROM uploads
          WHERE created_at < $1::timestamptz - make_interval(hours => $2)
            AND (checked_at IS NULL OR checked_at < $1::timestamptz - interval '1 hour')
          ORDER BY checked_at NULLS FIRST, created_at LIMIT $3`,
        [now, olderThanHours, batch],
      );
      const named = await referencedUploads(
        client,
        rows.map((r) => r.id),
      );
      const deleted: string[] = [];
      for (const row of rows.filter((r) => !named.has(r.id))) {
        await deleteUpload(pool, storage, row);
        deleted.push(row.id);
      }
      if (named.size > 0) await client.query('UPDATE uploads SET checked_at = $1 WHERE id = ANY($2::uuid[])', [now, [...named]]);
      return { deleted, kept: named.size };
    } finally {
      await client.query('SELECT pg_advisory_unlock(7212026)');
    }
  } finally {
    client.release();
  }
}

/** Sweeps every `intervalMs` in this process; stop() waits for a running sweep. */
export function startOrphanSweeper(
  pool: pg.Pool,
  storage: UploadStorage,
  options: { olderThanHours: number; intervalMs: number },
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = sweepOrphanUploads(pool, storage, options)
      .then((r) => {
        if (r && r.deleted.length > 0) log.info({ deleted: r.deleted.length, kept: r.kept }, 'unreferenced uploads deleted');
      })
      .catch((err: unknown) => log.warn({ err }, 'upload sweep failed'));
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

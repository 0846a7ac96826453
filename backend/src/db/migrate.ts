import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { encryptStoredPayloads } from '../eventstore/encryption/encrypt-stored.ts';
import { keyCommandHashes } from '../commands/key-command-hashes.ts';
import { sealDismissedExcerpts } from '../eventstore/encryption/seal-dismissed-excerpts.ts';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * Applies each migrations/*.sql file once, in name order, under one advisory lock; then, under the
 * same lock, the one-time re-encryption of personal data stored in plain text before 023
 * (docs/decisions/0060-re-encrypting-stored-events.md) and the sealing of the excerpts that
 * `ReportsDismissed` v1 stored in plain text (0068); each recorded, never repeated.
 */
export async function migrate(pool: pg.Pool, o: { dataKeySecret?: string } = {}): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7212001)');
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    const applied: string[] = [];
    for (const file of files.filter((f) => !done.has(f))) {
      const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
        applied.push(file);
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
      }
    }
    const rewrite = await encryptStoredPayloads(pool, { secret: o.dataKeySecret });
    if (rewrite.ran) applied.push(`encrypt stored personal data (${rewrite.eventsRewritten} events)`);
    const excerpts = await sealDismissedExcerpts(pool, { secret: o.dataKeySecret });
    if (excerpts.eventsRewritten > 0) applied.push(`seal dismissed reports' excerpts (${excerpts.eventsRewritten} events)`);
    const hashes = await keyCommandHashes(pool, { secret: o.dataKeySecret });
    if (hashes.eventsRewritten > 0) applied.push(`key stored command hashes (${hashes.eventsRewritten} events)`);
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock(7212001)').catch(() => undefined);
    client.release();
  }
}

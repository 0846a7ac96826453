/**
 * What the erasure specs check after an erasure (decision 0061): which tables of the public schema,
 * the events table included, still hold any of the erased people's words (a text search of each
 * row, SQL only: the payloads are read as stored), and which read models a rebuild would not
 * give back equal to the serving ones.
 */
import type pg from 'pg';
import type { EventStore } from '@tradeguild/contracts';
import { findProjection, projections, replayAndCompare } from '@tradeguild/projections';

/** `table: secret` for each secret some row of some table still holds (case-insensitive). */
export async function secretsLeft(pool: pg.Pool, secrets: readonly string[]): Promise<string[]> {
  const { rows: tables } = await pool.query<{ t: string }>(
    `SELECT quote_ident(table_name) AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const hits: string[] = [];
  for (const { t } of tables) {
    // One scan per table for all the secrets (none holds % or _).
    const { rows } = await pool.query<{ s: string }>(
      `SELECT s FROM unnest($1::text[]) WITH ORDINALITY u(s, n) WHERE EXISTS (SELECT 1 FROM ${t} x WHERE x::text ILIKE '%' || s || '%') ORDER BY n`,
      [secrets],
    );
    for (const { s } of rows) hits.push(`${t}: ${s}`);
  }
  return hits;
}

/** The read models whose rebuild differs from the serving generation, with the tables that differ. */
export async function rebuildDifferences(pool: pg.Pool, store: EventStore) {
  const differences = [];
  for (const p of projections) {
    const report = await replayAndCompare(pool, store, findProjection(p.name)!);
    if (!report.ok) differences.push({ projection: p.name, tables: report.tables.filter((t) => t.missing + t.extra + t.different > 0) });
  }
  return differences;
}

import type pg from 'pg';
import { PERSONAL_PLACEHOLDERS } from '@tradeguild/contracts';
import { isSealed, sealValue } from './cipher.ts';
import { DataKeys, defaultSecret } from './data-keys.ts';
import { noteChanged, recordedRewrite, type RewriteBody, type RewriteResult } from './recorded-rewrite.ts';

/** The run's name in stored_payload_rewrites. */
export const SEAL_DISMISSED_EXCERPTS = '0068-seal-dismissed-report-excerpts';

/**
 * The second recorded rewrite (docs/decisions/0068-erasure-gaps-closed.md). `ReportsDismissed` v1
 * carried a copy of the reported text without naming its author, so no key sealed it; v2 names the
 * author. Each stored v1 dismissal whose excerpt is plain gets it sealed with the key of the author
 * its moderation stream names (the stream's first `ReportFiled.subjectAuthorId`, whose excerpt the
 * dismissal copies), or the placeholder when that key is destroyed already, and the author id added
 * (the field v2 has). It keeps version 1 (its upcaster keeps the author it finds). Same transaction,
 * lock, chain check and record as 0060's run (recorded-rewrite.ts); never repeated.
 */
export function sealDismissedExcerpts(pool: pg.Pool, o: { secret?: string } = {}): Promise<RewriteResult> {
  return recordedRewrite(pool, SEAL_DISMISSED_EXCERPTS, '0068', (client) => sealExcerpts(client, o.secret ?? defaultSecret()));
}

async function sealExcerpts(client: pg.PoolClient, secret: string): Promise<RewriteBody> {
  // Dismissals are an admin's decision, a few per subject: one read.
  const { rows } = await client.query<{ stream_id: string; stream_version: string; data: Record<string, unknown>; author: string | null }>(
    `SELECT d.stream_id, d.stream_version::text, d.data, f.author FROM events d
       LEFT JOIN LATERAL (SELECT r.data->>'subjectAuthorId' AS author FROM events r
                           WHERE r.stream_id = d.stream_id AND r.type = 'ReportFiled' ORDER BY r.stream_version LIMIT 1) f ON true
      WHERE d.type = 'ReportsDismissed' AND d.schema_version = 1 AND NOT (d.data ? 'subjectAuthorId')
      ORDER BY d.stream_id, d.stream_version`,
  );
  const found = rows.filter((r) => r.author && typeof r.data.excerpt === 'string' && !isSealed(r.data.excerpt));
  const keys = await new DataKeys(client, secret).ownerKeys(found.map((r) => r.author!));
  const firstChanged = new Map<string, number>();
  const updates = found.map((r) => {
    const key = keys.get(r.author!)!;
    const excerpt = key.key ? sealValue(key.keyId, key.key, r.data.excerpt) : PERSONAL_PLACEHOLDERS.text;
    noteChanged(firstChanged, r.stream_id, Number(r.stream_version));
    return { stream: r.stream_id, version: r.stream_version, data: JSON.stringify({ ...r.data, excerpt, subjectAuthorId: r.author }) };
  });
  if (updates.length > 0)
    await client.query(
      `UPDATE events e SET data = u.data FROM unnest($1::text[], $2::bigint[], $3::jsonb[]) u(stream_id, stream_version, data)
        WHERE e.stream_id = u.stream_id AND e.stream_version = u.stream_version`,
      [updates.map((u) => u.stream), updates.map((u) => u.version), updates.map((u) => u.data)],
    );
  return { eventsRewritten: updates.length, fieldsSealed: updates.length, firstChanged };
}

import type pg from 'pg';
import { isKeyedHash, keyedLegacyHash } from './command-hash.ts';
import { defaultSecret } from '../eventstore/encryption/data-keys.ts';
import { noteChanged, recordedRewrite, type RewriteBody, type RewriteResult } from '../eventstore/encryption/recorded-rewrite.ts';

/** The run's name in stored_payload_rewrites. */
export const KEY_COMMAND_HASHES = '0069-key-stored-command-hashes';
/** Events read and rewritten per statement (the run is one transaction; this bounds each round trip). */
const BATCH = 5_000;

/**
 * The third recorded rewrite (docs/decisions/0069-stored-command-hashes-keyed.md). Events appended
 * before 0068 carry `metadata.commandHash` as a plain SHA-256 of the request, whose body holds
 * people's words: anyone reading the events table could test a guessed text against it. Each such
 * hash becomes `k0:` and the HMAC of it under the command-hash key (command-hash.ts), which a retry
 * of the same request still matches (`sameRequest` keys the request's plain hash the same way).
 * Same transaction, lock, chain check, re-chaining and record as 0060's run (recorded-rewrite.ts);
 * never repeated. An EventStoreDB store keeps them (no rewrite in place there, as 0060).
 */
export function keyCommandHashes(pool: pg.Pool, o: { secret?: string } = {}): Promise<RewriteResult> {
  return recordedRewrite(pool, KEY_COMMAND_HASHES, '0069', (client) => keyHashes(client, o.secret ?? defaultSecret()));
}

async function keyHashes(client: pg.PoolClient, secret: string): Promise<RewriteBody> {
  const firstChanged = new Map<string, number>();
  let rewritten = 0;
  // Keyset over the primary key: each round reads the next events that still hold a plain hash.
  let after: { stream: string; version: string } = { stream: '', version: '0' };
  for (;;) {
    const { rows } = await client.query<{ stream_id: string; stream_version: string; hash: string }>(
      `SELECT stream_id, stream_version::text, metadata->>'commandHash' AS hash FROM events
        WHERE (stream_id, stream_version) > ($1, $2::bigint) AND metadata ? 'commandHash'
        ORDER BY stream_id, stream_version LIMIT $3`,
      [after.stream, after.version, BATCH],
    );
    if (rows.length === 0) break;
    after = { stream: rows.at(-1)!.stream_id, version: rows.at(-1)!.stream_version };
    const plain = rows.filter((r) => typeof r.hash === 'string' && !isKeyedHash(r.hash));
    if (plain.length === 0) continue;
    for (const r of plain) noteChanged(firstChanged, r.stream_id, Number(r.stream_version));
    await client.query(
      `UPDATE events e SET metadata = jsonb_set(e.metadata, '{commandHash}', to_jsonb(u.hash))
         FROM unnest($1::text[], $2::bigint[], $3::text[]) u(stream_id, stream_version, hash)
        WHERE e.stream_id = u.stream_id AND e.stream_version = u.stream_version`,
      [plain.map((r) => r.stream_id), plain.map((r) => r.stream_version), plain.map((r) => keyedLegacyHash(r.hash, secret))],
    );
    rewritten += plain.length;
  }
  return { eventsRewritten: rewritten, fieldsSealed: rewritten, firstChanged };
}

import type pg from 'pg';
import { domainEventDefinitions, domainEvents, type EventMetadata } from '@tradeguild/contracts';
import { DataKeys, defaultSecret } from './data-keys.ts';
import { PersonalDataProtection, type PersonalFieldSource } from './personal-data.ts';
import { noteChanged, recordedRewrite, type RewriteBody, type RewriteResult } from './recorded-rewrite.ts';

/** The run's name in stored_payload_rewrites (migration 023). */
export const ENCRYPT_STORED_PAYLOADS = '0060-encrypt-stored-personal-data';
export { REWRITE_EVENT_TYPE, REWRITE_STREAM } from './recorded-rewrite.ts';
export type EncryptStoredResult = RewriteResult;

const BATCH = 500;

/**
 * The one rewrite of stored events (docs/decisions/0060-re-encrypting-stored-events.md): seals the
 * personal fields that events stored before crypto-shredding hold in plain text, recomputes the hash
 * chains of the streams it changed from the first changed event on, and records that it did (a row in
 * stored_payload_rewrites and a `StoredPayloadsEncrypted` event in `dataProtection-storedPayloads`).
 *
 * One transaction, holding the appenders' lock exclusively, so no append extends a stream while its
 * chain is recomputed (recorded-rewrite.ts). Refuses to run over a broken chain (it would hide the
 * tampering). Idempotent: a recorded run is not repeated, and a sealed value is never sealed again.
 */
export function encryptStoredPayloads(
  pool: pg.Pool,
  o: { secret?: string; registry?: PersonalFieldSource; types?: string[] } = {},
): Promise<EncryptStoredResult> {
  return recordedRewrite(pool, ENCRYPT_STORED_PAYLOADS, '0060', (client) => sealAll(client, o));
}

async function sealAll(
  client: pg.PoolClient,
  o: { secret?: string; registry?: PersonalFieldSource; types?: string[] },
): Promise<RewriteBody> {
  const protection = new PersonalDataProtection(o.registry ?? domainEvents, new DataKeys(client, o.secret ?? defaultSecret()));
  const types = o.types ?? domainEventDefinitions.filter((d) => d.personal.length > 0).map((d) => d.type);
  const firstChanged = new Map<string, number>();
  let eventsRewritten = 0;
  let fieldsSealed = 0;
  let after: { stream: string; version: string } = { stream: '', version: '0' };
  for (;;) {
    const { rows } = await client.query<{
      stream_id: string;
      stream_version: string;
      type: string;
      data: unknown;
      metadata: EventMetadata;
    }>(
      `SELECT stream_id, stream_version::text, type, data, metadata FROM events
        WHERE type = ANY($1::text[]) AND (stream_id, stream_version) > ($2, $3::bigint)
        ORDER BY stream_id, stream_version LIMIT ${BATCH}`,
      [types, after.stream, after.version],
    );
    if (rows.length === 0) break;
    after = { stream: rows.at(-1)!.stream_id, version: rows.at(-1)!.stream_version };
    const owners = new Set<string>();
    for (const r of rows) for (const owner of protection.ownersOf(r.type, r.data, r.metadata)) owners.add(owner);
    const keys = await protection.keys.ownerKeys(owners);
    const updates: { stream: string; version: string; data: string }[] = [];
    for (const r of rows) {
      const { data, sealed } = protection.sealData(r.type, r.data, r.metadata, keys);
      if (sealed === 0) continue;
      fieldsSealed += sealed;
      updates.push({ stream: r.stream_id, version: r.stream_version, data: JSON.stringify(data) });
      noteChanged(firstChanged, r.stream_id, Number(r.stream_version));
    }
    if (updates.length > 0) {
      await client.query(
        `UPDATE events e SET data = u.data FROM unnest($1::text[], $2::bigint[], $3::jsonb[]) u(stream_id, stream_version, data)
          WHERE e.stream_id = u.stream_id AND e.stream_version = u.stream_version`,
        [updates.map((u) => u.stream), updates.map((u) => u.version), updates.map((u) => u.data)],
      );
      eventsRewritten += updates.length;
    }
  }
  return { eventsRewritten, fieldsSealed, firstChanged };
}

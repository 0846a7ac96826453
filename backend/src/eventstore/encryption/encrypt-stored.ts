import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { domainEventDefinitions, domainEvents, type EventMetadata } from '@tradeguild/contracts';
import { DataKeys, defaultSecret } from './data-keys.ts';
import { PersonalDataProtection, type PersonalFieldSource } from './personal-data.ts';

/** The run's name in stored_payload_rewrites (migration 023). */
export const ENCRYPT_STORED_PAYLOADS = '0060-encrypt-stored-personal-data';
/** Where the run is recorded for the audit. */
export const REWRITE_STREAM = 'dataProtection-storedPayloads';
export const REWRITE_EVENT_TYPE = 'StoredPayloadsEncrypted';

export interface EncryptStoredResult {
  /** False when an earlier run was recorded (nothing done). */
  ran: boolean;
  eventsRewritten: number;
  fieldsSealed: number;
  streamsRechained: number;
}

const BATCH = 500;

/**
 * The one rewrite of stored events (docs/decisions/0060-re-encrypting-stored-events.md): seals the
 * personal fields that events stored before crypto-shredding hold in plain text, recomputes the hash
 * chains of the streams it changed from the first changed event on, and records that it did (a row in
 * stored_payload_rewrites and a `StoredPayloadsEncrypted` event in `dataProtection-storedPayloads`).
 *
 * One transaction, holding the appenders' lock exclusively, so no append extends a stream while its
 * chain is recomputed. Refuses to run over a broken chain (it would hide the tampering). Idempotent:
 * a recorded run is not repeated, and a sealed value is never sealed again.
 */
export async function encryptStoredPayloads(
  pool: pg.Pool,
  o: { secret?: string; registry?: PersonalFieldSource; types?: string[] } = {},
): Promise<EncryptStoredResult> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    try {
      const result = await rewrite(client, o);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    }
  } finally {
    client.release();
  }
}

async function rewrite(
  client: pg.PoolClient,
  o: { secret?: string; registry?: PersonalFieldSource; types?: string[] },
): Promise<EncryptStoredResult> {
  const none = { ran: false, eventsRewritten: 0, fieldsSealed: 0, streamsRechained: 0 };
  const done = await client.query('SELECT 1 FROM stored_payload_rewrites WHERE name = $1', [ENCRYPT_STORED_PAYLOADS]);
  if (done.rowCount) return none;
  // Join the appenders first (the record event below is an insert), then hold their lock alone.
  await client.query('SELECT events_join_appenders()');
  await client.query('SELECT pg_advisory_xact_lock(21575, 1)');

  const broken = await client.query<{ stream_id: string; stream_version: string }>(
    `SELECT stream_id, stream_version FROM (
       SELECT stream_id, stream_version,
              hash IS DISTINCT FROM event_chain_hash(lag(hash) OVER (PARTITION BY stream_id ORDER BY stream_version), type, data, metadata, stream_version) AS broken
         FROM events) c WHERE broken LIMIT 1`,
  );
  if (broken.rows[0]) {
    const b = broken.rows[0];
    throw new Error(
      `Not re-encrypting stored events: the hash chain is already broken at ${b.stream_id} v${b.stream_version} (make audit ARGS=verify); recomputing it would hide that`,
    );
  }

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
      const v = Number(r.stream_version);
      if (!firstChanged.has(r.stream_id) || firstChanged.get(r.stream_id)! > v) firstChanged.set(r.stream_id, v);
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
  for (const [stream, from] of firstChanged) await client.query('SELECT rechain_stream($1, $2)', [stream, from]);

  const eventId = randomUUID();
  const at = new Date().toISOString();
  const metadata: EventMetadata = {
    eventId,
    commandId: null,
    correlationId: eventId,
    causationId: null,
    actorId: null,
    occurredAt: at,
    schemaVersion: 1,
  };
  const data = {
    decision: '0060',
    eventsRewritten,
    fieldsSealed,
    streamsRechained: firstChanged.size,
    rewrittenAt: at,
  };
  // The audit's record; only when something was rewritten (a new database has nothing to record but the row).
  if (eventsRewritten > 0) {
    await client.query("SELECT * FROM append_to_stream($1, 'dataProtection', -1, $2, '{1}', $3::jsonb[], $4::jsonb[], $5::uuid[], NULL)", [
      REWRITE_STREAM,
      [REWRITE_EVENT_TYPE],
      [JSON.stringify(data)],
      [JSON.stringify(metadata)],
      [eventId],
    ]);
  }
  await client.query(
    'INSERT INTO stored_payload_rewrites (name, events_rewritten, fields_sealed, streams_rechained, event_id) VALUES ($1, $2, $3, $4, $5)',
    [ENCRYPT_STORED_PAYLOADS, eventsRewritten, fieldsSealed, firstChanged.size, eventsRewritten > 0 ? eventId : null],
  );
  return { ran: true, eventsRewritten, fieldsSealed, streamsRechained: firstChanged.size };
}

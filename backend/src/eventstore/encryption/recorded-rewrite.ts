import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { EventMetadata } from '@tradeguild/contracts';

/** Where each recorded rewrite is recorded for the audit. */
export const REWRITE_STREAM = 'dataProtection-storedPayloads';
export const REWRITE_EVENT_TYPE = 'StoredPayloadsEncrypted';

export interface RewriteResult {
  /** False when an earlier run was recorded (nothing done). */
  ran: boolean;
  eventsRewritten: number;
  fieldsSealed: number;
  streamsRechained: number;
}

/** What a rewrite's body did: the counts, and each changed stream's first changed version. */
export interface RewriteBody {
  eventsRewritten: number;
  fieldsSealed: number;
  firstChanged: Map<string, number>;
}

/**
 * A recorded rewrite of stored events (docs/decisions/0060-re-encrypting-stored-events.md, 0068):
 * one transaction that joins the appenders and then holds their lock alone (no append extends a
 * stream while its chain is recomputed), refuses to run over an already broken chain (recomputing it
 * would hide the tampering), runs `body`, recomputes the chain of every stream it changed from the
 * first changed event on, and records the run under `name` (a row in stored_payload_rewrites; a
 * `StoredPayloadsEncrypted` event naming `decision` when it rewrote anything). A recorded run is never repeated.
 */
export async function recordedRewrite(
  pool: pg.Pool,
  name: string,
  decision: string,
  body: (client: pg.PoolClient) => Promise<RewriteBody>,
): Promise<RewriteResult> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    try {
      const result = await rewrite(client, name, decision, body);
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

async function rewrite(client: pg.PoolClient, name: string, decision: string, body: (client: pg.PoolClient) => Promise<RewriteBody>) {
  const done = await client.query('SELECT 1 FROM stored_payload_rewrites WHERE name = $1', [name]);
  if (done.rowCount) return { ran: false, eventsRewritten: 0, fieldsSealed: 0, streamsRechained: 0 };
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
      `Not rewriting stored events (${name}): the hash chain is already broken at ${b.stream_id} v${b.stream_version} (make audit ARGS=verify); recomputing it would hide that`,
    );
  }

  const { eventsRewritten, fieldsSealed, firstChanged } = await body(client);
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
  const data = { decision, eventsRewritten, fieldsSealed, streamsRechained: firstChanged.size, rewrittenAt: at };
  // The audit's record; only when something was rewritten (a new database has nothing to record but the row).
  if (eventsRewritten > 0) {
    // -1: any version (the stream holds every recorded run's event).
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
    [name, eventsRewritten, fieldsSealed, firstChanged.size, eventsRewritten > 0 ? eventId : null],
  );
  return { ran: true, eventsRewritten, fieldsSealed, streamsRechained: firstChanged.size };
}

/** Notes a changed event in `firstChanged` (each stream's lowest changed version). */
export function noteChanged(firstChanged: Map<string, number>, stream: string, version: number): void {
  if (!firstChanged.has(stream) || firstChanged.get(stream)! > version) firstChanged.set(stream, version);
}

import type pg from 'pg';
import { streamType, type AppendResult, type ExpectedVersion, type NewEvent } from '@tradeguild/contracts';
import { withTransaction } from '@tradeguild/projections';
import { VersionConflictError } from '../errors.ts';

/**
 * One event, the common case: one INSERT statement, no function, no stream lock, no trigger
 * (014_append_fast_path.sql, 017_appenders_join_in_the_append.sql; decisions 0043 and 0048).
 *
 * - The statement joins the appenders in its own WHERE clause (JOIN_APPENDERS), which PostgreSQL
 *   evaluates before it builds the row (nextval, the transaction id). The transaction_id column's
 *   default refuses a row from a transaction that has not joined.
 * - The stream's last event (its version and hash) is read by the primary key in the same statement;
 *   the WHERE clause passes only at the expected version and for a command id not appended yet, and
 *   is checked before the position is taken (nextval runs in the projection above it), so a
 *   conflict found there burns no position. No row: `explainRefusal` says why.
 * - Two appends racing for the same version both pass that check; the primary key
 *   (stream_id, stream_version) lets one through and fails the other (23505 on events_pkey), which
 *   then has taken a position it does not use (a gap, harmless to `$all` order).
 * - The hash is 008's event_chain_hash formula written out (an SQL function call would not be
 *   inlined: convert_to is only stable), over the stored jsonb's text, so verifyChains is unchanged.
 * - The stream row is written with the stream's first event, by a CTE that only an append at version 0
 *   or 'any' carries (the CTE costs about a seventh of the statement).
 * - Without a command id there is no duplicate to look for: those statements leave the check out.
 * - The texts are sent with their whitespace folded: PostgreSQL copies a statement's text on every
 *   execution (the portal, pg_stat_activity).
 */
/**
 * Joins the appenders (009, 014): nothing to do when this transaction has joined already; otherwise,
 * when it has no id yet and the shared lock is free at once, take it and set the flag right there.
 * Only when the lock is not free at once (a reader holds it exclusively for an instant, 012) or the
 * transaction has an id already is a function called, to wait for the lock or to refuse. OR and AND
 * are evaluated in the order written, and stop at the first answer.
 */
const JOIN_APPENDERS = `(current_setting('tradeguild.appending', true) IS NOT DISTINCT FROM 'on'
       OR (pg_current_xact_id_if_assigned() IS NULL
           AND pg_try_advisory_xact_lock_shared(21575, 1) -- TG_APPEND_LOCK: ('TG', 1)
           AND set_config('tradeguild.appending', 'on', true) = 'on')
       OR events_join_appenders_waiting())`;
const NOT_APPENDED_YET = `NOT EXISTS (SELECT FROM events c WHERE c.command_id = $9::uuid)`;
/** One line, single spaces, no comments: the text PostgreSQL keeps and copies. */
const folded = (sql: string) =>
  sql
    .replace(/--[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The columns every single-event INSERT writes, $4 to $9 being the event's type to its command id. */
const INSERT_EVENT = `INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata, event_id, command_id, hash)`;
/** 008's event_chain_hash(previous hash, type, data, metadata, version), written out once. */
const chainHash = (previousHash: string, version: string) =>
  `sha256(convert_to(coalesce(encode(${previousHash}, 'hex'), '') || E'\\n' || $4 || E'\\n' || $6::jsonb::text || E'\\n'
                     || $7::jsonb::text || E'\\n' || ${version}::text, 'UTF8'))`;

const INSERT_ONE = `${INSERT_EVENT}
    SELECT $1, v.next, $4, $5, $6, $7, $8, $9, ${chainHash('l.hash', 'v.next')}
      FROM (SELECT 1) one
      LEFT JOIN LATERAL (SELECT e.stream_version, e.hash FROM events e WHERE e.stream_id = $1 ORDER BY e.stream_version DESC LIMIT 1) l ON true
      CROSS JOIN LATERAL (SELECT coalesce(l.stream_version, 0) + 1 AS next) v
     WHERE ($3::bigint < 0 OR coalesce(l.stream_version, 0) = $3::bigint)
       AND ($9::uuid IS NULL OR ${NOT_APPENDED_YET})
       AND ${JOIN_APPENDERS}
    RETURNING transaction_id, global_position, stream_version`;
/**
 * To a stream with events (expected version > 0): the INSERT alone, over the last event only (no
 * outer join: without events the stream is at 0, which a version > 0 refuses anyway). $2, the stream
 * type, is only typed here.
 */
const appendOne = (withCommand: boolean) => `${INSERT_EVENT}
    SELECT $1, l.stream_version + 1, $4, $5, $6, $7, $8, $9, ${chainHash('l.hash', '(l.stream_version + 1)')}
      FROM (SELECT e.stream_version, e.hash FROM events e WHERE e.stream_id = $1 ORDER BY e.stream_version DESC LIMIT 1) l
     WHERE l.stream_version = $3::bigint AND $2::text IS NOT NULL
       AND ${withCommand ? NOT_APPENDED_YET : '$9::uuid IS NULL'}
       AND ${JOIN_APPENDERS}
    RETURNING transaction_id::text AS tx, global_position::text AS pos, stream_version::text AS version`;
const APPEND_ONE = folded(appendOne(true));
const APPEND_ONE_NO_COMMAND = folded(appendOne(false));
/** To a stream that may be new (version 0 or any): the stream row too, in the same statement, after the event. */
const APPEND_ONE_MAYBE_NEW = folded(`WITH appended AS (${INSERT_ONE}
  ), stream AS (
    INSERT INTO streams (stream_id, type) SELECT $1, $2 FROM appended WHERE appended.stream_version = 1 ON CONFLICT (stream_id) DO NOTHING
  )
  SELECT transaction_id::text AS tx, global_position::text AS pos, stream_version::text AS version FROM appended`);

/** A batch (or nothing): the PL/pgSQL function over typed arrays. */
const APPEND_BATCH = 'SELECT * FROM append_to_stream($1, $2, $3, $4, $5, $6::jsonb[], $7::jsonb[], $8::uuid[], $9)';

const PRIMARY_KEY_TAKEN = (err: unknown) =>
  (err as { code?: string }).code === '23505' && (err as { constraint?: string }).constraint === 'events_pkey';

export async function appendEvents(
  pool: pg.Pool,
  streamId: string,
  events: NewEvent[],
  expectedVersion: ExpectedVersion,
  commandId: string | null,
): Promise<AppendResult> {
  const expected = expectedVersion === 'any' ? -1 : expectedVersion;
  try {
    if (events.length !== 1) return await appendBatch(pool, streamId, events, expected, commandId);
    const e = events[0]!;
    const params = [
      streamId,
      streamType(streamId),
      expected,
      e.type,
      e.metadata.schemaVersion,
      JSON.stringify(e.data),
      JSON.stringify(e.metadata),
      e.metadata.eventId,
      commandId,
    ];
    // 'any' retries a lost race (someone appended between the read and the insert); a version does not.
    for (let attempt = 1; ; attempt++) {
      try {
        const { rows } = await pool.query<{ tx: string; pos: string; version: string }>(
          expected > 0 ? (commandId === null ? APPEND_ONE_NO_COMMAND : APPEND_ONE) : APPEND_ONE_MAYBE_NEW,
          params,
        );
        const row = rows[0];
        if (!row) return await explainRefusal(pool, streamId, expected, commandId);
        return { nextVersion: Number(row.version), position: { tx: BigInt(row.tx), pos: BigInt(row.pos) }, duplicate: false };
      } catch (err) {
        if (!PRIMARY_KEY_TAKEN(err)) throw err;
        if (expected >= 0 || attempt >= 5) {
          throw new VersionConflictError(
            `Wrong expected version for ${streamId}: expected ${expectedVersion}, another append won the race`,
          );
        }
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'TG409') throw new VersionConflictError((err as Error).message);
    throw err;
  }
}

async function appendBatch(pool: pg.Pool, streamId: string, events: NewEvent[], expected: number, commandId: string | null) {
  const { rows } = await pool.query<{ next_version: string; tx: string; last_position: string; duplicate: boolean }>(APPEND_BATCH, [
    streamId,
    streamType(streamId),
    expected,
    events.map((e) => e.type),
    events.map((e) => e.metadata.schemaVersion),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata)),
    events.map((e) => e.metadata.eventId),
    commandId,
  ]);
  const row = rows[0]!;
  return {
    nextVersion: Number(row.next_version),
    position: { tx: BigInt(row.tx), pos: BigInt(row.last_position) },
    duplicate: row.duplicate,
  };
}

/**
 * The single-event INSERT wrote nothing: the command id was appended before (its first result, as
 * append_to_stream answers it), or the stream is not at the expected version.
 */
async function explainRefusal(pool: pg.Pool, streamId: string, expected: number, commandId: string | null): Promise<AppendResult> {
  const { rows } = await pool.query<{ version: string; tx: string | null; pos: string | null; actual: string }>(
    `SELECT d.stream_version::text AS version, d.transaction_id::text AS tx, d.global_position::text AS pos,
            coalesce((SELECT max(stream_version) FROM events WHERE stream_id = $1), 0)::text AS actual
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (SELECT * FROM events e WHERE $2::uuid IS NOT NULL AND e.command_id = $2::uuid ORDER BY e.global_position DESC LIMIT 1) d ON true`,
    [streamId, commandId],
  );
  const r = rows[0]!;
  if (r.tx !== null) return { nextVersion: Number(r.version), position: { tx: BigInt(r.tx), pos: BigInt(r.pos!) }, duplicate: true };
  throw new VersionConflictError(`Wrong expected version for ${streamId}: expected ${expected}, actual ${r.actual}`);
}

/**
 * For code that inserts into events with its own SQL (bulk seeds in tests and benches): runs `fn` in a
 * transaction that has joined the appenders first, as the events table requires (017).
 */
export function insertAsAppender<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT events_join_appenders()');
    return fn(client);
  });
}

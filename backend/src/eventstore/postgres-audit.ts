import type pg from 'pg';
import type {
  ChainVerification,
  Checkpoint,
  EventFilter,
  EventQuery,
  EventShape,
  RawEvent,
  RecordedEvent,
  StreamFoldRead,
} from '@tradeguild/contracts';
import type { EventDecoder } from './event-decoder.ts';
import type { KeyRing } from './encryption/data-keys.ts';
import type { PersonalDataProtection } from './encryption/personal-data.ts';
import { compactJsonbText } from './jsonb-text.ts';
import { COLUMNS, toRecorded, type EventRow } from './postgres-rows.ts';

/** The audit log's WHERE clause: finished transactions only, the filters, the cursor. */
function eventQueryWhere(filter: EventFilter, direction: EventQuery['direction'], cursor: Checkpoint | undefined) {
  // Finished transactions only, as readAll: a page, once read, never gains an event later.
  const where = ['transaction_id < pg_snapshot_xmin(pg_current_snapshot())'];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  if (filter.stream !== undefined) {
    const p = param(filter.stream);
    // Through the (much smaller) streams table, then the events' primary key.
    where.push(
      `stream_id IN (SELECT s.stream_id FROM streams s WHERE s.stream_id = ${p} OR substr(s.stream_id, strpos(s.stream_id, '-') + 1) = ${p})`,
    );
  }
  if (filter.type !== undefined) where.push(`type = ${param(filter.type)}`);
  if (filter.actorId !== undefined) where.push(`metadata->>'actorId' = ${param(filter.actorId)}`);
  if (filter.from) where.push(`recorded_at >= ${param(filter.from)}`);
  // Times come at millisecond precision, recorded_at has microseconds: `to` takes in its whole millisecond.
  if (filter.to) where.push(`recorded_at < ${param(filter.to)}::timestamptz + interval '1 millisecond'`);
  const backwards = direction === 'backwards';
  if (cursor) {
    where.push(
      `(transaction_id, global_position) ${backwards ? '<' : '>'} (${param(cursor.tx.toString())}::text::xid8, ${param(cursor.pos.toString())}::bigint)`,
    );
  }
  return { where: where.join(' AND '), order: backwards ? 'DESC' : 'ASC', params };
}

/**
 * The audit area's reads on PostgreSQL: the log, the export's pages, the as-of fold, the hash chains.
 * They decode with the decoder's decodeStored (see EventDecoder), never as readStream or readAll do.
 */
export class PostgresAuditReads {
  constructor(
    private readonly pool: pg.Pool,
    private readonly decoder: EventDecoder,
    /** Personal fields are shown opened (or as placeholders once shredded), never sealed. */
    private readonly protection: PersonalDataProtection,
  ) {}

  /** What the audit's reads hand out (see EventDecoder.decodeStored), personal fields opened with the page's keys. */
  private async toAudited(rows: EventRow[]): Promise<RecordedEvent[]> {
    const decode = this.openAndDecodeStored(await this.protection.keyRingForData(rows));
    return rows.map((r) => toRecorded(decode, r));
  }
  private openAndDecodeStored(ring: KeyRing): EventDecoder['decode'] {
    return (type, v, data) => this.decodeStored(type, v, this.protection.open(type, data, ring));
  }
  private readonly decodeStored: EventDecoder['decode'] = (type, v, data) =>
    this.decoder.decodeStored ? this.decoder.decodeStored(type, v, data) : this.decoder.decode(type, v, data);
  /** True when this event's stored payload is handed out untouched (copied as text by the export). */
  private readonly storedAsIs = (type: string, v: number): boolean =>
    this.decoder.storedAsIs ? this.decoder.storedAsIs(type, v) : this.decoder.knows?.(type) === false;

  /** The audit log: events at their type's current version come as stored (EventDecoder.decodeStored). */
  async queryEvents({ filter, direction, cursor, limit }: EventQuery): Promise<RecordedEvent[]> {
    const { where, order, params } = eventQueryWhere(filter, direction, cursor);
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE ${where}
       ORDER BY transaction_id ${order}, global_position ${order} LIMIT $${params.push(limit)}`,
      params,
    );
    return this.toAudited(rows);
  }

  /**
   * The export's page: every column as text, so the driver parses no JSON and no dates; the
   * position and the ISO time are written by PostgreSQL (`to_char` truncates to the millisecond, as
   * the driver's Date does). Payload and metadata are then made compact here; a payload is parsed
   * only when it was stored at an older version of its type (lifted and checked, as decodeStored).
   */
  async queryRawEvents({ filter, cursor, limit }: EventQuery): Promise<RawEvent[]> {
    const { where, params } = eventQueryWhere(filter, 'forwards', cursor);
    const { rows } = await this.pool.query<{
      position: string;
      stream_id: string;
      stream_version: string;
      type: string;
      schema_version: number;
      data: string;
      metadata: string;
      recorded_at: string;
      actor_id: string | null;
    }>(
      `SELECT transaction_id::text || '.' || global_position::text AS position, stream_id, stream_version::text, type, schema_version,
              data::text, metadata::text, to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recorded_at,
              metadata->>'actorId' AS actor_id
         FROM events WHERE ${where}
        ORDER BY transaction_id, global_position LIMIT $${params.push(limit)}`,
      params,
    );
    // Sealed personal fields are opened (placeholders once shredded): such payloads are parsed, never copied as text.
    const ring = await this.protection.keyRingForText(rows);
    const out: RawEvent[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      const personal = this.protection.applies(r.type);
      out[i] = {
        position: r.position,
        streamId: r.stream_id,
        streamVersion: Number(r.stream_version),
        type: r.type,
        schemaVersion: r.schema_version,
        data: personal
          ? JSON.stringify(this.openAndDecodeStored(ring)(r.type, r.schema_version, JSON.parse(r.data)).data)
          : this.storedAsIs(r.type, r.schema_version)
            ? (compactJsonbText(r.data) ?? JSON.stringify(JSON.parse(r.data)))
            : JSON.stringify(this.decodeStored(r.type, r.schema_version, JSON.parse(r.data)).data),
        metadata: compactJsonbText(r.metadata) ?? JSON.stringify(JSON.parse(r.metadata)),
        recordedAt: r.recorded_at,
        actorId: r.actor_id,
      };
    }
    return out;
  }

  /**
   * The as-of fold's read in two queries: type and payload of each event up to the moment (no
   * metadata, no dates, no positions to parse); then the last `tail` of those whole, bounded by the
   * last version the first query saw (so both agree without holding a transaction open), with the
   * stream's version now (a moment before the first event still tells "no such stream" from "not
   * yet"). Paging the first query by 1,000 (less garbage held) measured slower on this busy machine:
   * each round trip costs more than the GC it saves.
   */
  async readStreamForFold(
    streamId: string,
    { untilTime, tail, onEvents }: { untilTime: Date; tail: number; onEvents: (events: EventShape[]) => void },
  ): Promise<StreamFoldRead> {
    const { rows } = await this.pool.query<{ type: string; schema_version: number; data: unknown; v: string }>(
      'SELECT type, schema_version, data, stream_version::text AS v FROM events WHERE stream_id = $1 AND recorded_at <= $2 ORDER BY stream_version',
      [streamId, untilTime],
    );
    const decode = this.openAndDecodeStored(await this.protection.keyRingForData(rows));
    const events: EventShape[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) events[i] = decode(rows[i]!.type, rows[i]!.schema_version, rows[i]!.data);
    const lastVersion = rows.at(-1)?.v ?? '0';
    rows.length = 0;
    if (events.length > 0) onEvents(events);
    const last = await this.pool.query<EventRow & { current: string | null }>(
      `SELECT t.*, (SELECT max(stream_version) FROM events WHERE stream_id = $1)::text AS current
         FROM (SELECT 1) one
         LEFT JOIN LATERAL (SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND recorded_at <= $2 AND stream_version <= $3
                             ORDER BY stream_version DESC LIMIT $4) t ON true
        ORDER BY t.stream_version`,
      [streamId, untilTime, lastVersion, tail > 0 && events.length > 0 ? tail : 0],
    );
    const tailEvents = await this.toAudited(last.rows.filter((r) => r.stream_id !== null));
    return { count: events.length, version: Number(lastVersion), tail: tailEvents, currentVersion: Number(last.rows[0]?.current ?? 0) };
  }

  async verifyChains(): Promise<ChainVerification> {
    // Each event against the stored hash of the one before it (008_audit_hash_chain.sql).
    const { rows } = await this.pool.query<{
      checked: string;
      stream_id: string | null;
      stream_version: string | null;
      event_id: string | null;
      tx: string | null;
      pos: string | null;
    }>(
      `WITH chain AS (
         SELECT stream_id, stream_version, event_id, transaction_id, global_position,
                hash IS DISTINCT FROM event_chain_hash(lag(hash) OVER (PARTITION BY stream_id ORDER BY stream_version), type, data, metadata, stream_version) AS broken
           FROM events
       ), first AS (
         SELECT * FROM chain WHERE broken ORDER BY transaction_id, global_position LIMIT 1
       )
       SELECT (SELECT count(*) FROM chain) AS checked, f.stream_id, f.stream_version, f.event_id::text, f.transaction_id::text AS tx, f.global_position AS pos
         FROM (SELECT 1) one LEFT JOIN first f ON true`,
    );
    const r = rows[0]!;
    const firstBroken = r.stream_id
      ? {
          streamId: r.stream_id,
          streamVersion: Number(r.stream_version),
          eventId: r.event_id!,
          position: { tx: BigInt(r.tx!), pos: BigInt(r.pos!) },
        }
      : null;
    return { ok: !firstBroken, checked: Number(r.checked), firstBroken };
  }
}

import type pg from 'pg';
import {
  domainEvents,
  type AppendResult,
  type ChainVerification,
  type Checkpoint,
  type EventQuery,
  type EventShape,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type RawEvent,
  type RecordedEvent,
  type StreamFoldRead,
} from '@tradeguild/contracts';
import type { EventDecoder } from './event-decoder.ts';
import { dataKeysFor, type DataKeys, type KeyRing } from './encryption/data-keys.ts';
import { PersonalDataProtection } from './encryption/personal-data.ts';
import { appendEvents } from './postgres-append.ts';
import { PostgresAuditReads } from './postgres-audit.ts';
import { COLUMNS, COLUMNS_LAZY_DATA, toRecorded, toRecordedLazily, type EventRow } from './postgres-rows.ts';

export class PostgresEventStore implements EventStore {
  private readonly audit: PostgresAuditReads;
  /** Seals personal fields before an append, opens them on read (docs/decisions/0059-crypto-shredding.md). */
  readonly protection: PersonalDataProtection;

  /** `dataKeys`: where people's data keys are kept (default: this pool's, with DATA_KEY_SECRET). */
  constructor(
    private readonly pool: pg.Pool,
    private readonly decoder: EventDecoder = domainEvents,
    options: { dataKeys?: DataKeys } = {},
  ) {
    this.protection = new PersonalDataProtection(decoder, options.dataKeys ?? dataKeysFor(pool));
    this.audit = new PostgresAuditReads(pool, decoder, this.protection);
  }

  /** Decodes with the page's keys: sealed fields opened first, then upcast and parsed. */
  private decodeWith(ring: KeyRing): EventDecoder['decode'] {
    return (type, v, data) => this.decoder.decode(type, v, this.protection.open(type, data, ring));
  }

  async readStream(streamId: string, options: { untilTime?: Date } = {}) {
    const { rows } = options.untilTime
      ? await this.pool.query<EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND recorded_at <= $2 ORDER BY stream_version`,
          [streamId, options.untilTime],
        )
      : await this.pool.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`, [streamId]);
    const decode = this.decodeWith(await this.protection.keyRingForData(rows));
    const events = rows.map((r) => toRecorded(decode, r));
    return { events, version: events.at(-1)?.streamVersion ?? 0 };
  }

  appendToStream(
    streamId: string,
    events: NewEvent[],
    { expectedVersion, commandId = null }: { expectedVersion: ExpectedVersion; commandId?: string | null },
  ): Promise<AppendResult> {
    // Sealed at once when the owners' keys are cached (no promise to wait for on every append).
    let sealed: NewEvent[] | null;
    try {
      sealed = this.protection.sealEventsCached(events);
    } catch (err) {
      return Promise.reject(err as Error);
    }
    if (sealed) return appendEvents(this.pool, streamId, sealed, expectedVersion, commandId);
    return this.protection.sealEvents(events).then((s) => appendEvents(this.pool, streamId, s, expectedVersion, commandId));
  }

  async readAll({ after, limit }: { after: Checkpoint; limit: number }) {
    // Below the horizon every event that will ever commit is visible (009_append_horizon.sql): only
    // open appends hold it back. One row even when there are no events, for `held_back`.
    const { rows } = await this.pool.query<{ held_back: boolean } & { [K in keyof EventRow]: EventRow[K] | null }>(
      `SELECT h.held_back, e.* FROM events_horizon() h
       LEFT JOIN LATERAL (
         SELECT ${COLUMNS_LAZY_DATA} FROM events
          WHERE transaction_id < h.horizon AND (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          ORDER BY transaction_id, global_position
          LIMIT $3) e ON true`,
      [after.tx.toString(), after.pos.toString(), limit],
    );
    const heldBack = rows[0]?.held_back ?? true;
    const found = (rows[0]?.stream_id === null ? [] : rows) as (EventRow & { data: string })[];
    // Payloads are parsed when first read (toRecordedLazily): most of a page is never touched by a given projection.
    // Their keys are fetched now (one query for a page, none when cached): decoding is synchronous.
    const decode = this.decodeWith(await this.protection.keyRingForText(found));
    const events = found.map((r) => toRecordedLazily(decode, r));
    return { events, last: events.at(-1)?.position ?? after, heldBack };
  }

  /** The audit log: events at their type's current version come as stored (EventDecoder.decodeStored). */
  queryEvents(query: EventQuery): Promise<RecordedEvent[]> {
    return this.audit.queryEvents(query);
  }

  /** The export's page, every payload as compact JSON text. */
  queryRawEvents(query: EventQuery): Promise<RawEvent[]> {
    return this.audit.queryRawEvents(query);
  }

  readStreamForFold(
    streamId: string,
    options: { untilTime: Date; tail: number; onEvents: (events: EventShape[]) => void },
  ): Promise<StreamFoldRead> {
    return this.audit.readStreamForFold(streamId, options);
  }

  verifyChains(): Promise<ChainVerification> {
    return this.audit.verifyChains();
  }

  async hasCommittedAfter(after: Checkpoint): Promise<boolean> {
    const { rows } = await this.pool.query<{ pending: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM events WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)) AS pending`,
      [after.tx.toString(), after.pos.toString()],
    );
    return rows[0]?.pending ?? false;
  }

  async headPosition(): Promise<Checkpoint> {
    const { rows } = await this.pool.query<{ tx: string; pos: string }>(
      `SELECT transaction_id::text AS tx, global_position AS pos FROM events
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return rows[0] ? { tx: BigInt(rows[0].tx), pos: BigInt(rows[0].pos) } : { tx: 0n, pos: 0n };
  }

  async close() {
    // The pool belongs to the caller.
  }
}

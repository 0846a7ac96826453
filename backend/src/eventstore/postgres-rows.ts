import type { EventMetadata, RecordedEvent } from '@tradeguild/contracts';
import type { EventDecoder } from './event-decoder.ts';

/** An events row as the store selects it (COLUMNS). */
export interface EventRow {
  stream_id: string;
  stream_version: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  tx: string;
  global_position: string;
  recorded_at: Date;
}

export const COLUMNS =
  'stream_id, stream_version, type, schema_version, data, metadata, transaction_id::text AS tx, global_position, recorded_at';

/**
 * Every event read is decoded: parsed with its schema and lifted to the current version. The
 * audit's reads pass `decodeStored` instead (an event at its current version as stored).
 */
export const toRecorded = (decode: EventDecoder['decode'], r: EventRow): RecordedEvent => ({
  ...decode(r.type, r.schema_version, r.data),
  streamId: r.stream_id,
  streamVersion: Number(r.stream_version),
  metadata: r.metadata,
  position: { tx: BigInt(r.tx), pos: BigInt(r.global_position) },
  recordedAt: r.recorded_at,
});

/** readAll's columns: COLUMNS with the payload as text, parsed only when read (toRecordedLazily). */
export const COLUMNS_LAZY_DATA =
  'stream_id, stream_version, type, schema_version, data::text AS data, metadata, transaction_id::text AS tx, global_position, recorded_at';

/**
 * readAll's events: decoded as `toRecorded` does (JSON, then the registry's decode), but only when a
 * reader first touches `data`; once, then the same value every time (a payload that does not fit
 * its schema throws there, every time). A projection reads only the types it handles, so the rest
 * of a page (most of it, for most projections) is never parsed; readAllSource shares a page between
 * projections, so a payload is parsed at most once (docs/decisions/0043-append-fast-path.md).
 * `data` is an own enumerable property (a getter), so spreading, JSON and deep equality see it.
 */
export function toRecordedLazily(decode: EventDecoder['decode'], r: EventRow & { data: string }): RecordedEvent {
  let data: unknown;
  let decoded = false;
  return {
    type: r.type,
    get data() {
      if (!decoded) {
        data = decode(r.type, r.schema_version, JSON.parse(r.data)).data;
        decoded = true;
      }
      return data;
    },
    streamId: r.stream_id,
    streamVersion: Number(r.stream_version),
    metadata: r.metadata,
    position: { tx: BigInt(r.tx), pos: BigInt(r.global_position) },
    recordedAt: r.recorded_at,
  };
}

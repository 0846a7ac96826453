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

const DECODE_SLICE = 500;

/**
 * Decodes a page of rows, letting the event loop run between slices: a rebuild decodes its next
 * batch while the database takes the current one's writes, which go out one statement after another
 * and each needs the loop to send the next.
 */
export async function decodeInSlices(rows: EventRow[], decode: (r: EventRow) => RecordedEvent): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % DECODE_SLICE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    events[i] = decode(rows[i]!);
  }
  return events;
}

import type pg from 'pg';
import type { EventMetadata } from '@tradeguild/contracts';
import { ConflictError } from '../errors.ts';
import type { AppendResult, Checkpoint, EventStore, ExpectedVersion, NewEvent, RecordedEvent } from './types.ts';
import { streamType } from './types.ts';

interface EventRow {
  stream_id: string;
  stream_version: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  tx: string;
  global_position: string;
  recorded_at: Date;
}

const COLUMNS = 'stream_id, stream_version, type, data, metadata, transaction_id::text AS tx, global_position, recorded_at';

const toRecorded = (r: EventRow): RecordedEvent => ({
  streamId: r.stream_id,
  streamVersion: Number(r.stream_version),
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  position: { tx: BigInt(r.tx), pos: BigInt(r.global_position) },
  recordedAt: r.recorded_at,
});

export class PostgresEventStore implements EventStore {
  constructor(private readonly pool: pg.Pool) {}

  async readStream(streamId: string, options: { untilTime?: Date } = {}) {
    const { rows } = options.untilTime
      ? await this.pool.query<EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND recorded_at <= $2 ORDER BY stream_version`,
          [streamId, options.untilTime],
        )
      : await this.pool.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`, [streamId]);
    const events = rows.map(toRecorded);
    return { events, version: events.at(-1)?.streamVersion ?? 0 };
  }

  async appendToStream(
    streamId: string,
    events: NewEvent[],
    { expectedVersion, commandId = null }: { expectedVersion: ExpectedVersion; commandId?: string | null },
  ): Promise<AppendResult> {
    try {
      const { rows } = await this.pool.query<{ next_version: string; tx: string; last_position: string; duplicate: boolean }>(
        'SELECT * FROM append_to_stream($1, $2, $3, $4, $5, $6::jsonb[], $7::jsonb[], $8::uuid[], $9)',
        [
          streamId,
          streamType(streamId),
          expectedVersion === 'any' ? -1 : expectedVersion,
          events.map((e) => e.type),
          events.map((e) => e.metadata.schemaVersion),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata)),
          events.map((e) => e.metadata.eventId),
          commandId,
        ],
      );
      const row = rows[0]!;
      return {
        nextVersion: Number(row.next_version),
        position: { tx: BigInt(row.tx), pos: BigInt(row.last_position) },
        duplicate: row.duplicate,
      };
    } catch (err) {
      if ((err as { code?: string }).code === 'TG409') throw new ConflictError((err as Error).message);
      throw err;
    }
  }

  async readAll({ after, limit }: { after: Checkpoint; limit: number }) {
    // Only transactions below the snapshot's xmin are finished: nothing can still commit before them.
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         AND (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
       ORDER BY transaction_id, global_position
       LIMIT $3`,
      [after.tx.toString(), after.pos.toString(), limit],
    );
    const events = rows.map(toRecorded);
    return { events, last: events.at(-1)?.position ?? after };
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

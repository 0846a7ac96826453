import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
  type JSONType,
} from '@eventstore/db-client';
import type { EventMetadata } from '@tradeguild/contracts';
import { ConflictError } from '../errors.ts';
import type { AppendResult, Checkpoint, EventStore, ExpectedVersion, NewEvent, RecordedEvent } from './types.ts';
import { compareCheckpoints } from './types.ts';

/**
 * The scale-out adapter. Stream revisions are 0-based in EventStoreDB and 1-based here;
 * a checkpoint is the (commit, prepare) position of the transaction log.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async readStream(streamId: string, options: { untilTime?: Date } = {}) {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS, fromRevision: ESDB_START })) {
        const e = toRecorded(resolved);
        if (e && (!options.untilTime || e.recordedAt <= options.untilTime)) events.push(e);
      }
    } catch (err) {
      if (!(err instanceof StreamNotFoundError)) throw err;
    }
    return { events, version: events.at(-1)?.streamVersion ?? 0 };
  }

  async appendToStream(
    streamId: string,
    events: NewEvent[],
    { expectedVersion, commandId = null }: { expectedVersion: ExpectedVersion; commandId?: string | null },
  ): Promise<AppendResult> {
    if (commandId) {
      const previous = await this.findCommand(streamId, commandId);
      if (previous) return { nextVersion: previous.streamVersion, position: previous.position, duplicate: true };
    }
    const expectedRevision = expectedVersion === 'any' ? ANY : expectedVersion === 0 ? NO_STREAM : BigInt(expectedVersion - 1);
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) => jsonEvent({ id: e.metadata.eventId, type: e.type, data: e.data as JSONType, metadata: e.metadata })),
        { expectedRevision },
      );
      const position = result.position ? { tx: result.position.commit, pos: result.position.prepare } : { tx: 0n, pos: 0n };
      return { nextVersion: Number(result.nextExpectedRevision) + 1, position, duplicate: false };
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) throw new ConflictError(`Wrong expected version for ${streamId}`);
      throw err;
    }
  }

  async readAll({ after, limit }: { after: Checkpoint; limit: number }) {
    const events: RecordedEvent[] = [];
    let from = after;
    // System events are dropped here, so a window may hold none of ours: keep reading until the
    // page is full or the log ends, never returning an empty page while events remain.
    for (;;) {
      const fromPosition = from.tx === 0n && from.pos === 0n ? ESDB_START : { commit: from.tx, prepare: from.pos };
      let seen = 0;
      // readAll starts at (and includes) fromPosition.
      for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition, maxCount: limit + 1 })) {
        const p = resolved.event?.position;
        if (!p) continue;
        const position = { tx: p.commit, pos: p.prepare };
        if (compareCheckpoints(position, from) <= 0) continue;
        seen++;
        from = position;
        const e = toRecorded(resolved);
        if (e && events.length < limit) events.push(e);
      }
      if (events.length >= limit || seen === 0) break;
    }
    return { events, last: events.at(-1)?.position ?? after };
  }

  async headPosition(): Promise<Checkpoint> {
    for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })) {
      const p = (resolved as AllStreamResolvedEvent).event?.position;
      if (p) return { tx: p.commit, pos: p.prepare };
    }
    return { tx: 0n, pos: 0n };
  }

  async close() {
    await this.client.dispose();
  }

  private async findCommand(streamId: string, commandId: string): Promise<RecordedEvent | null> {
    const { events } = await this.readStream(streamId);
    return events.findLast((e) => e.metadata.commandId === commandId) ?? null;
  }
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const e = resolved.event;
  if (!e || e.type.startsWith('$') || !e.isJson) return null;
  const position = 'position' in e && e.position ? { tx: e.position.commit, pos: e.position.prepare } : { tx: 0n, pos: 0n };
  return {
    streamId: e.streamId,
    streamVersion: Number(e.revision) + 1,
    type: e.type,
    data: e.data,
    metadata: e.metadata as unknown as EventMetadata,
    position,
    recordedAt: e.created instanceof Date ? e.created : new Date(Number(e.created) / 10_000),
  };
}

import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  StreamNotFoundError,
  jsonEvent,
  type AllStreamResolvedEvent,
  type JSONType,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  compareCheckpoints,
  domainEvents,
  type AppendResult,
  type ChainVerification,
  type Checkpoint,
  type EventQuery,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
} from '@tradeguild/contracts';
import { VersionConflictError } from '../errors.ts';
import { mapAppendError, toRecorded } from './eventstoredb-mapping.ts';
import { CHAIN_HASH_KEY, chainHash, matchesFilter } from './audit-support.ts';
import type { EventDecoder } from './event-decoder.ts';
import type { DataKeys } from './encryption/data-keys.ts';
import { PersonalDataProtection } from './encryption/personal-data.ts';
import { openingDecoder } from './encryption/opening-decoder.ts';

type Resolved = ResolvedEvent | AllStreamResolvedEvent;
const storedOf = (r: Resolved) => (r.event && r.event.isJson ? [{ type: r.event.type, data: r.event.data }] : []);

/** Hands the payload out as stored (the chain's view). */
const STORED: EventDecoder = { decode: (type, _v, data) => ({ type, data }) };

/**
 * The scale-out adapter. Stream revisions are 0-based in EventStoreDB and 1-based here;
 * a checkpoint is the (commit, prepare) position of the transaction log.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  /**
   * Seals personal fields before an append and opens them on read, with the data keys kept in
   * PostgreSQL (docs/decisions/0059-crypto-shredding.md). Null without `dataKeys`: payloads are
   * stored as they come (tests of the adapter's own mechanics only; createEventStore always passes them).
   */
  readonly protection: PersonalDataProtection | null;

  constructor(
    connectionString: string,
    private readonly decoder: EventDecoder = domainEvents,
    options: { dataKeys?: DataKeys } = {},
  ) {
    this.client = EventStoreDBClient.connectionString(connectionString);
    this.protection = options.dataKeys ? new PersonalDataProtection(decoder, options.dataKeys) : null;
  }

  /** The decoder for these stored events, their keys fetched first (one query for those not cached). */
  private async decoderFor(resolved: Resolved[]): Promise<EventDecoder> {
    if (!this.protection) return this.decoder;
    return openingDecoder(this.decoder, this.protection, await this.protection.keyRingForData(resolved.flatMap(storedOf)));
  }

  async readStream(streamId: string, options: { untilTime?: Date } = {}) {
    const resolvedEvents: ResolvedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS, fromRevision: ESDB_START })) {
        resolvedEvents.push(resolved);
      }
    } catch (err) {
      if (!(err instanceof StreamNotFoundError)) throw err;
    }
    const decoder = await this.decoderFor(resolvedEvents);
    const events: RecordedEvent[] = [];
    for (const resolved of resolvedEvents) {
      const e = toRecorded(decoder, resolved);
      if (e && (!options.untilTime || e.recordedAt <= options.untilTime)) events.push(e);
    }
    return { events, version: events.at(-1)?.streamVersion ?? 0 };
  }

  /** The stream's last event's chain hash, from its metadata (nothing decoded). */
  private async lastChainHash(
    streamId: string,
  ): Promise<{ version: number; hash: unknown; events: { commandId: string | null; streamVersion: number; position: Checkpoint }[] }> {
    const events: { commandId: string | null; streamVersion: number; position: Checkpoint }[] = [];
    let hash: unknown;
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS, fromRevision: ESDB_START })) {
        const e = resolved.event;
        if (!e) continue;
        const metadata = e.metadata as Record<string, unknown> | undefined;
        hash = metadata?.[CHAIN_HASH_KEY];
        const p = 'position' in e && e.position ? { tx: e.position.commit, pos: e.position.prepare } : { tx: 0n, pos: 0n };
        events.push({
          commandId: (metadata?.commandId as string | null | undefined) ?? null,
          streamVersion: Number(e.revision) + 1,
          position: p,
        });
      }
    } catch (err) {
      if (!(err instanceof StreamNotFoundError)) throw err;
    }
    return { version: events.at(-1)?.streamVersion ?? 0, hash, events };
  }

  async appendToStream(
    streamId: string,
    events: NewEvent[],
    { expectedVersion, commandId = null }: { expectedVersion: ExpectedVersion; commandId?: string | null },
  ): Promise<AppendResult> {
    // The stream's metadata only (command ids, the last hash): nothing is decoded or decrypted.
    const { events: existing, version: current, hash: lastHash } = await this.lastChainHash(streamId);
    if (commandId) {
      const previous = existing.findLast((e) => e.commandId === commandId);
      if (previous) return { nextVersion: previous.streamVersion, position: previous.position, duplicate: true };
    }
    // Personal fields sealed with their owners' keys: the chain hashes what is stored.
    if (this.protection) events = await this.protection.sealEvents(events);
    // The tamper-evidence chain lives in each event's metadata (docs/decisions/0019-hash-chain.md):
    // each hash covers the one before it, so the append must extend exactly the stream it read. 'any' becomes
    // "the version just read"; a writer in between makes it a conflict, which the command retries.
    if (expectedVersion !== 'any' && expectedVersion !== current) throw new VersionConflictError(`Wrong expected version for ${streamId}`);
    const version = expectedVersion === 'any' ? current : expectedVersion;
    const expectedRevision = version === 0 ? NO_STREAM : BigInt(version - 1);
    let previousHash = lastHash;
    const chained = events.map((e, i) => {
      const hash = chainHash(typeof previousHash === 'string' ? previousHash : null, {
        type: e.type,
        data: e.data,
        metadata: e.metadata,
        streamVersion: version + i + 1,
      });
      previousHash = hash;
      return { ...e, metadata: { ...e.metadata, [CHAIN_HASH_KEY]: hash } };
    });
    try {
      const result = await this.client.appendToStream(
        streamId,
        chained.map((e) => jsonEvent({ id: e.metadata.eventId, type: e.type, data: e.data as JSONType, metadata: e.metadata })),
        { expectedRevision },
      );
      const position = result.position ? { tx: result.position.commit, pos: result.position.prepare } : { tx: 0n, pos: 0n };
      return { nextVersion: Number(result.nextExpectedRevision) + 1, position, duplicate: false };
    } catch (err) {
      throw mapAppendError(err, streamId);
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
      const window: AllStreamResolvedEvent[] = [];
      // readAll starts at (and includes) fromPosition.
      for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition, maxCount: limit + 1 })) {
        const p = resolved.event?.position;
        if (!p) continue;
        const position = { tx: p.commit, pos: p.prepare };
        if (compareCheckpoints(position, from) <= 0) continue;
        seen++;
        from = position;
        window.push(resolved);
      }
      const decoder = await this.decoderFor(window);
      for (const resolved of window) {
        const e = toRecorded(decoder, resolved);
        if (e && events.length < limit) events.push(e);
      }
      if (events.length >= limit || seen === 0) break;
    }
    return { events, last: events.at(-1)?.position ?? after };
  }

  /**
   * The audit log. EventStoreDB has no secondary indexes to filter on, so this walks $all from the
   * cursor in the asked direction and filters here (a stream filter could use readStream instead;
   * see docs/decisions/0018-audit-from-the-event-store.md).
   */
  async queryEvents({ filter, direction, cursor, limit }: EventQuery): Promise<RecordedEvent[]> {
    const backwards = direction === 'backwards';
    const fromPosition =
      cursor && (cursor.tx !== 0n || cursor.pos !== 0n) ? { commit: cursor.tx, prepare: cursor.pos } : backwards ? END : ESDB_START;
    const events: RecordedEvent[] = [];
    for await (const resolved of this.client.readAll({ direction: backwards ? BACKWARDS : FORWARDS, fromPosition })) {
      // Personal fields opened (placeholders once shredded); the key fetched per event, cached mostly.
      const e = toRecorded(await this.decoderFor([resolved]), resolved, { audit: true });
      // The read includes the cursor's own event.
      if (!e || (cursor && compareCheckpoints(e.position, cursor) === 0) || !matchesFilter(e, filter)) continue;
      events.push(e);
      if (events.length >= limit) break;
    }
    return events;
  }

  /**
   * Recomputes each stream's chain from the hashes kept in event metadata (`chainHash`), in one
   * forward pass over $all; memory grows with the number of streams, not events. The hash covers
   * the payload as stored (personal fields sealed), as the append computed it: nothing is decoded.
   */
  async verifyChains(): Promise<ChainVerification> {
    const last = new Map<string, string>();
    let checked = 0;
    for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition: ESDB_START })) {
      const e = toRecorded(STORED, resolved);
      if (!e) continue;
      checked++;
      const expected = chainHash(last.get(e.streamId) ?? null, e);
      const stored = (e.metadata as Record<string, unknown>)[CHAIN_HASH_KEY];
      if (stored !== expected) {
        return {
          ok: false,
          checked,
          firstBroken: { streamId: e.streamId, streamVersion: e.streamVersion, eventId: e.metadata.eventId, position: e.position },
        };
      }
      last.set(e.streamId, expected);
    }
    return { ok: true, checked, firstBroken: null };
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
}

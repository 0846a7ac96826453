/**
 * Test-only stand-ins for an EventStoreDB server: a `$all` log of resolved events with the client
 * calls the adapter makes (readAll, readStream, appendToStream) and catch-up subscriptions over it.
 * They model the server only as far as the adapter relies on it; the real server is exercised by
 * `make test-containers` where Docker is available.
 */
import {
  BACKWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type END,
  type Position,
} from '@eventstore/db-client';
import { randomUUID } from 'node:crypto';
import type { Checkpoint, EventMetadata } from '@tradeguild/contracts';
import { compareCheckpoints } from '@tradeguild/contracts';
import type { FeedItem, FeedStream } from '../../backend/src/eventstore/catch-up-feed.ts';

const before = (p: Position, c: Checkpoint) => compareCheckpoints({ tx: p.commit, pos: p.prepare }, c);

export function metadata(o: Partial<EventMetadata> = {}): EventMetadata {
  return {
    eventId: randomUUID(),
    commandId: null,
    correlationId: randomUUID(),
    causationId: null,
    actorId: 'user-1',
    occurredAt: '2026-01-01T00:00:00.000Z',
    schemaVersion: 1,
    ...o,
  };
}

export class FakeLog {
  readonly all: AllStreamResolvedEvent[] = [];
  private next = 100n;
  private listeners: (() => void)[] = [];
  /** Subscriptions opened, with the position each started after. */
  readonly opened: { after: Checkpoint; pulled: number }[] = [];

  /** Appends one record to `$all`; positions grow by 100 (commit = prepare, as on a single node). */
  add(streamId: string, type: string, data: unknown = {}, meta: Partial<EventMetadata> | null = {}, isJson = true): AllStreamResolvedEvent {
    const revision = BigInt(this.all.filter((r) => r.event!.streamId === streamId).length);
    const position = { commit: this.next, prepare: this.next };
    this.next += 100n;
    const event = {
      streamId,
      id: randomUUID(),
      isJson,
      revision,
      type,
      created: new Date('2026-01-01T00:00:00.000Z'),
      data: isJson ? data : new Uint8Array([1, 2]),
      metadata: meta === null ? undefined : metadata(meta),
      position,
    };
    const resolved = { event, commitPosition: position.commit } as unknown as AllStreamResolvedEvent;
    this.all.push(resolved);
    for (const l of this.listeners.splice(0)) l();
    return resolved;
  }

  /** A system record, as the server writes them ($metadata of a stream, stats, settings). */
  addSystem(kind: 'type' | 'stream' = 'type') {
    return kind === 'type' ? this.add('order-1', '$metadata', {}) : this.add('$$$settings', 'Settings', {});
  }

  positionOf(i: number): Checkpoint {
    const p = this.all[i]!.event!.position;
    return { tx: p.commit, pos: p.prepare };
  }

  /**
   * A catch-up subscription: history from `after` (inclusive when asked, to check the guard), then
   * caught up, then live events as they are added. `failAfter` throws once that many items were pulled.
   */
  subscribe(after: Checkpoint, o: { inclusive?: boolean; failAfter?: number; caughtUp?: boolean } = {}): FeedStream {
    const { all, listeners } = this;
    const entry = { after, pulled: 0 };
    this.opened.push(entry);
    let closed = false;
    let wakeClosed: () => void = () => undefined;
    const startsAt = () =>
      this.all.findIndex((r) => (o.inclusive ? before(r.event!.position, after) >= 0 : before(r.event!.position, after) > 0));
    return {
      async *[Symbol.asyncIterator](): AsyncIterator<FeedItem> {
        let i = startsAt();
        if (i < 0) i = all.length;
        let caughtUpSent = false;
        for (;;) {
          if (closed) return;
          if (o.failAfter !== undefined && entry.pulled >= o.failAfter) throw new Error('connection reset');
          if (i < all.length) {
            entry.pulled++;
            yield { kind: 'event', event: all[i++]! };
          } else if (!caughtUpSent && o.caughtUp !== false) {
            caughtUpSent = true;
            yield { kind: 'caughtUp' };
          } else {
            await new Promise<void>((resolve) => {
              listeners.push(resolve);
              wakeClosed = resolve;
            });
          }
        }
      },
      close: async () => {
        closed = true;
        wakeClosed();
      },
    };
  }

  /** The calls of EventStoreDBClient that EventStoreDbEventStore makes, answered from this log. */
  client() {
    const log = { all: this.all, add: this.add.bind(this) };
    return {
      async *readAll(o: { direction?: string; fromPosition?: Position | typeof START | typeof END; maxCount?: number }) {
        if (o.direction === BACKWARDS) {
          if (log.all.length) yield log.all.at(-1)!;
          return;
        }
        const from = o.fromPosition;
        const rows =
          from === START || from === undefined
            ? log.all
            : log.all.filter((r) => before(r.event!.position, { tx: (from as Position).commit, pos: (from as Position).prepare }) >= 0);
        yield* rows.slice(0, o.maxCount ?? rows.length);
      },
      async *readStream(streamId: string) {
        const rows = log.all.filter((r) => r.event!.streamId === streamId);
        if (!rows.length) throw new StreamNotFoundError(undefined, streamId);
        yield* rows;
      },
      async appendToStream(
        streamId: string,
        events: { id: string; type: string; data: unknown; metadata: unknown }[],
        o: { expectedRevision: AppendExpectedRevision },
      ) {
        const current = log.all.filter((r) => r.event!.streamId === streamId).length;
        const expected = o.expectedRevision;
        const ok =
          expected === 'any' ||
          (expected === 'no_stream' ? current === 0 : typeof expected === 'bigint' && BigInt(current - 1) === expected);
        if (!ok) {
          throw new WrongExpectedVersionError(undefined, {
            streamName: streamId,
            expected,
            current: current === 0 ? 'no_stream' : BigInt(current - 1),
          });
        }
        let last: AllStreamResolvedEvent | undefined;
        for (const e of events) last = log.add(streamId, e.type, e.data, e.metadata as EventMetadata);
        return { success: true, nextExpectedRevision: BigInt(current + events.length - 1), position: last!.event!.position };
      },
      async dispose() {},
    };
  }
}

import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { EventMetadata } from '@tradeguild/contracts';
import type { Checkpoint, EventStore, NewEvent, RecordedEvent } from '@tradeguild/contracts';
import { compareCheckpoints } from '@tradeguild/contracts';

export interface StoreUnderTest {
  store: EventStore;
  cleanup(): Promise<void>;
  /** PostgreSQL only: lets the suite look at the table and hold a transaction open. */
  pool?: pg.Pool;
  /** Where the store's data keys are kept (the crypto-shredding tests destroy keys there). */
  keysDb?: pg.Pool;
}

/** The suite registers its tests before the store exists; tests call this to get it. */
export type Fixture = () => StoreUnderTest;

/** A stream id no other test (or earlier run against a shared server) uses. */
export const newStreamId = (type = 'contractTest') => `${type}-${randomUUID()}`;

export function newEvent(type: string, data: unknown, metadata: Partial<EventMetadata> = {}): NewEvent {
  return {
    type,
    data,
    metadata: {
      eventId: randomUUID(),
      commandId: null,
      correlationId: randomUUID(),
      causationId: null,
      actorId: 'user-1',
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
      ...metadata,
    },
  };
}

export const eventIds = (events: { metadata: EventMetadata }[]) => events.map((e) => e.metadata.eventId);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A reader that behaves like a projection: pages through readAll and moves its checkpoint to
 * each page's `last`. It checks, page by page, that nothing comes back twice or out of order.
 */
export class AllReader {
  readonly events: RecordedEvent[] = [];
  readonly pages: { size: number; last: Checkpoint }[] = [];

  constructor(
    private readonly store: EventStore,
    public checkpoint: Checkpoint,
    private readonly limit = 100,
  ) {}

  /** One readAll call; returns how many events it got. */
  async poll(): Promise<number> {
    const { events, last } = await this.store.readAll({ after: this.checkpoint, limit: this.limit });
    if (events.length > this.limit) throw new Error(`readAll returned ${events.length} events for limit ${this.limit}`);
    let previous = this.checkpoint;
    for (const e of events) {
      if (compareCheckpoints(e.position, previous) <= 0) throw new Error('readAll went backwards or repeated an event');
      previous = e.position;
    }
    if (compareCheckpoints(last, previous) !== 0) throw new Error('readAll `last` is not the last event returned');
    this.events.push(...events);
    this.pages.push({ size: events.length, last });
    this.checkpoint = last;
    return events.length;
  }

  /** Polls until every wanted event id has been read (other writers' events may come too). */
  async readUntil(wanted: string[], timeoutMs = 10_000): Promise<RecordedEvent[]> {
    const deadline = Date.now() + timeoutMs;
    const seen = () => new Set(eventIds(this.events));
    while (!wanted.every((id) => seen().has(id))) {
      if (Date.now() > deadline) throw new Error(`readAll did not return ${wanted.length} events within ${timeoutMs} ms`);
      if ((await this.poll()) === 0) await sleep(20);
    }
    return this.only(wanted);
  }

  /** The events read so far that have one of these ids, in the order they were read. */
  only(ids: string[]): RecordedEvent[] {
    const wanted = new Set(ids);
    return this.events.filter((e) => wanted.has(e.metadata.eventId));
  }
}

/** Keeps an AllReader polling in the background, the way a projection worker would. */
export class PollingReader {
  polls = 0;
  private running = true;
  private failure: unknown;
  private readonly loop: Promise<void>;

  constructor(readonly reader: AllReader) {
    this.loop = (async () => {
      while (this.running) {
        await reader.poll();
        this.polls++;
        await sleep(5);
      }
    })().catch((err: unknown) => {
      this.failure = err;
    });
  }

  /** Waits (at most 10 s) for `done`; rethrows whatever made the polling fail. */
  async waitFor(done: () => boolean): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!done() && this.failure === undefined && Date.now() < deadline) await sleep(5);
    if (this.failure !== undefined) throw this.failure;
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
    if (this.failure !== undefined) throw this.failure;
  }
}

/**
 * One projection generation's catch-up subscription to `$all`, as a buffer the runner pulls
 * batches from. The checkpoint is never kept here: the runner stores it in the read-model
 * transaction and passes it back as `after`, and this buffer only ever hands out what lies after it.
 */
import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import { compareCheckpoints, type Checkpoint, type RecordedEvent } from '@tradeguild/contracts';
import { toCheckpoint, toRecorded } from './eventstoredb-mapping.ts';
import type { EventDecoder } from './event-decoder.ts';

/** What a subscription yields, in log order: events, and the server's caught-up / fell-behind notes. */
export type FeedItem = { kind: 'event'; event: AllStreamResolvedEvent } | { kind: 'caughtUp' } | { kind: 'fellBehind' };

export interface FeedStream extends AsyncIterable<FeedItem> {
  close(): Promise<void>;
}

export interface FeedOptions {
  /** Subscribes after a position (EventStoreDB's is exclusive; an inclusive one is tolerated). */
  open: (after: Checkpoint) => FeedStream;
  decoder: EventDecoder;
  /**
   * Runs before an event is decoded (the store fetches the data keys it names, so the decoder can
   * open its personal fields synchronously: docs/decisions/0059-crypto-shredding.md).
   */
  prepare?: (event: AllStreamResolvedEvent) => Promise<void>;
  /** Tells the consumer's loop that events arrived while it had nothing to do. */
  wake: () => void;
  logger: { warn: (obj: object, msg: string) => void };
  /** The pump stops pulling (and gRPC flow control holds the server) above this many events. */
  maxBuffered?: number;
  /** How long a batch waits for a subscription that is still catching up before asking readAll. */
  settleMs?: number;
  /** Delay before the attempt-th reconnect. */
  backoffMs?: (attempt: number) => number;
  now?: () => number;
}

export const defaultBackoffMs = (attempt: number) => Math.min(30_000, 500 * 2 ** (attempt - 1));

export class CatchUpFeed {
  private buffer: RecordedEvent[] = [];
  /** The newest checkpoint the consumer has committed: nothing at or before it is handed out again. */
  private floor: Checkpoint;
  /** The newest position taken off the subscription (or skipped past): a reconnect resumes after it. */
  private received: Checkpoint;
  private stream: FeedStream | null = null;
  private live = false;
  private attempts = 0;
  private retryAt = 0;
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly o: FeedOptions,
    after: Checkpoint,
  ) {
    this.floor = after;
    this.received = after;
    this.connect();
  }

  /** Whether the subscription has reported that it reached the end of the log (tests and status). */
  get isLive(): boolean {
    return this.live;
  }

  /**
   * Up to `limit` events after `after`, left in the buffer until a later call shows them committed;
   * [] when the subscription is live and has nothing new; null when only readAll can answer
   * (still catching up with nothing buffered, or disconnected).
   */
  async take(after: Checkpoint, limit: number): Promise<RecordedEvent[] | null> {
    if (this.closed) return null;
    if (compareCheckpoints(after, this.floor) < 0) this.reset(after);
    else this.commit(after);
    if (!this.stream && this.now() >= this.retryAt) this.connect();
    if (this.buffer.length === 0 && !this.live && this.stream) {
      await this.arrival(this.o.settleMs ?? 200);
      // The first arrival usually has company: let the pump take what the stream already holds.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.buffer.length > 0) return this.buffer.slice(0, limit);
    return this.live ? [] : null;
  }

  async close(): Promise<void> {
    this.closed = true;
    const stream = this.stream;
    this.stream = null;
    this.notify();
    await stream?.close().catch(() => undefined);
  }

  /** The consumer committed up to `after`: drop what it has applied; readAll may have taken it further than we are. */
  private commit(after: Checkpoint) {
    this.floor = after;
    if (compareCheckpoints(after, this.received) > 0) this.received = after;
    let n = 0;
    while (n < this.buffer.length && compareCheckpoints(this.buffer[n]!.position, after) <= 0) n++;
    if (n > 0) {
      this.buffer = this.buffer.slice(n);
      this.notify();
    }
  }

  /** The checkpoint went back (a reset generation): start again from it. */
  private reset(after: Checkpoint) {
    void this.stream?.close().catch(() => undefined);
    this.stream = null;
    this.buffer = [];
    this.floor = after;
    this.received = after;
    this.live = false;
    this.connect();
  }

  private connect() {
    if (this.closed) return;
    this.live = false;
    const stream = this.o.open(this.received);
    this.stream = stream;
    void this.pump(stream);
  }

  private async pump(stream: FeedStream) {
    try {
      for await (const item of stream) {
        if (stream !== this.stream) return;
        if (item.kind === 'caughtUp') this.live = true;
        else if (item.kind === 'fellBehind') this.live = false;
        else {
          if (this.o.prepare) {
            await this.o.prepare(item.event);
            if (stream !== this.stream) return;
          }
          this.receive(item.event);
        }
        this.attempts = 0;
        this.notify();
        while (this.buffer.length >= (this.o.maxBuffered ?? 5000) && stream === this.stream) await this.arrival(1000);
      }
      throw new Error('the subscription ended');
    } catch (err) {
      if (stream === this.stream) this.fail(stream, err);
    }
  }

  private receive(resolved: AllStreamResolvedEvent) {
    const p = resolved.event?.position;
    if (!p) return;
    const position = toCheckpoint(p);
    // At or before what we have: the inclusive start of a resumed subscription, or a repeat.
    if (compareCheckpoints(position, this.received) <= 0) return;
    // Decoded before `received` moves: an event that does not decode is met again after the reconnect, never skipped.
    const event = toRecorded(this.o.decoder, resolved);
    this.received = position;
    if (!event) return;
    const wasEmpty = this.buffer.length === 0;
    this.buffer.push(event);
    if (wasEmpty) this.o.wake();
  }

  private fail(stream: FeedStream, err: unknown) {
    void stream.close().catch(() => undefined);
    this.stream = null;
    this.live = false;
    this.attempts++;
    const delay = (this.o.backoffMs ?? defaultBackoffMs)(this.attempts);
    this.retryAt = this.now() + delay;
    this.o.logger.warn(
      { err, attempt: this.attempts, retryInMs: delay },
      'EventStoreDB subscription failed; reading with readAll until it reconnects',
    );
    this.notify();
  }

  private now() {
    return (this.o.now ?? Date.now)();
  }

  private arrival(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.waiters.push(done);
    });
  }

  private notify() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}

import type { Checkpoint, EventStore, RecordedEvent } from '@tradeguild/contracts';

/** Who is reading: one projection generation, and how to tell its loop that events have arrived. */
export interface EventConsumer {
  /** Stable for the life of the consumer, e.g. `users:g3`. */
  id: string;
  /** Called by push-based sources when new events are ready; pull-based sources never call it. */
  wake: () => void;
}

/**
 * Where the runner gets its events: the one interface it reads through, whatever the store.
 * `read` is a pure function of `after` as far as the runner can tell: a batch that was handed out
 * but whose transaction rolled back comes back again on the next call with the same `after`.
 */
export interface EventSource {
  /**
   * Up to `limit` events after `after` in commit order; `last` is the last one's position (or `after`).
   * `heldBack` as EventStore.readAll's: false when nothing committed can have been held back.
   */
  read(
    consumer: EventConsumer,
    after: Checkpoint,
    limit: number,
  ): Promise<{ events: RecordedEvent[]; last: Checkpoint; heldBack?: boolean }>;
  /** See EventStore.hasCommittedAfter (PostgreSQL's horizon); sources without one omit it. */
  hasCommittedAfter?(after: Checkpoint): Promise<boolean>;
  /** The consumer's owner let go of it: drop whatever is kept for it (a subscription, a buffer). */
  release?(consumerId: string): Promise<void>;
  close?(): Promise<void>;
  /** Reads for one consumer may run at the same time (a rebuild reads its next batch ahead). */
  concurrentReads?: boolean;
}

/**
 * The pull source every adapter has: paged `readAll` after the checkpoint (PostgreSQL's only one).
 * Reads that are in flight together with the same `after` and `limit` share one query, and so do
 * `hasCommittedAfter` calls with the same checkpoint: a commit wakes every projection at once, and
 * most of them stand at the same checkpoint (one read instead of seven). A shared result is what
 * each would have read on its own at that moment. The events it hands out are shared between
 * projections, which only read them.
 */
export function readAllSource(store: EventStore): EventSource {
  const reads = new Map<string, ReturnType<EventStore['readAll']>>();
  const checks = new Map<string, Promise<boolean>>();
  const shared = <T>(inFlight: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = start().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
  const at = (c: Checkpoint) => `${c.tx}.${c.pos}`;
  return {
    read: (_consumer, after, limit) => shared(reads, `${at(after)}:${limit}`, () => store.readAll({ after, limit })),
    concurrentReads: true,
    hasCommittedAfter: store.hasCommittedAfter ? (after) => shared(checks, at(after), () => store.hasCommittedAfter!(after)) : undefined,
  };
}

import type { EventMetadata } from '@tradeguild/contracts';

/**
 * A position in commit order. For PostgreSQL it is (transaction id, global position);
 * for EventStoreDB (commit, prepare). Both compare as a pair of unsigned integers.
 */
export interface Checkpoint {
  tx: bigint;
  pos: bigint;
}
export const START: Checkpoint = { tx: 0n, pos: 0n };

export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  if (a.tx !== b.tx) return a.tx < b.tx ? -1 : 1;
  if (a.pos !== b.pos) return a.pos < b.pos ? -1 : 1;
  return 0;
}
export const formatCheckpoint = (c: Checkpoint): string => `${c.tx}.${c.pos}`;
export function parseCheckpoint(text: string): Checkpoint | null {
  const m = /^(\d{1,20})\.(\d{1,20})$/.exec(text.trim());
  return m ? { tx: BigInt(m[1]!), pos: BigInt(m[2]!) } : null;
}

export interface NewEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent<T = unknown> {
  streamId: string;
  /** 1-based: the first event of a stream has version 1. */
  streamVersion: number;
  type: string;
  data: T;
  metadata: EventMetadata;
  position: Checkpoint;
  recordedAt: Date;
}

/** `expectedVersion`: the number of events the stream holds now (0 = new stream), or 'any'. */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  nextVersion: number;
  /** The position of the last event appended (or of the first append, for a repeated commandId). */
  position: Checkpoint;
  /** True when the commandId had been appended before and nothing new was written. */
  duplicate: boolean;
}

export interface EventStore {
  readStream(streamId: string, options?: { untilTime?: Date }): Promise<{ events: RecordedEvent[]; version: number }>;
  appendToStream(
    streamId: string,
    events: NewEvent[],
    options: { expectedVersion: ExpectedVersion; commandId?: string | null },
  ): Promise<AppendResult>;
  /** Events after `after` in commit order; never skips an event that commits later. */
  readAll(options: { after: Checkpoint; limit: number }): Promise<{ events: RecordedEvent[]; last: Checkpoint }>;
  /**
   * True when events after `after` have committed but readAll cannot hand them out yet because an
   * older transaction is still open (PostgreSQL's horizon). Adapters without a horizon omit it.
   */
  hasCommittedAfter?(after: Checkpoint): Promise<boolean>;
  /** The newest position a reader could reach now (for lag). */
  headPosition(): Promise<Checkpoint>;
  close(): Promise<void>;
}

export const streamType = (streamId: string): string => streamId.split('-')[0] ?? streamId;

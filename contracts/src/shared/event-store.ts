import type { Checkpoint } from './checkpoint.ts';
import type { EventMetadata } from './metadata.ts';

/** What every event has besides its metadata: a type name and a payload. */
export interface EventShape {
  type: string;
  data: unknown;
}

export interface NewEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/**
 * An event as read back: parsed with its contracts schema and lifted to the current schema
 * version (metadata.schemaVersion still says how it was stored).
 */
export type RecordedEvent<E extends EventShape = EventShape> = E & {
  streamId: string;
  /** 1-based: the first event of a stream has version 1. */
  streamVersion: number;
  metadata: EventMetadata;
  position: Checkpoint;
  recordedAt: Date;
};

/** `expectedVersion`: the number of events the stream holds now (0 = new stream), or 'any'. */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  nextVersion: number;
  /** The position of the last event appended (or of the first append, for a repeated commandId). */
  position: Checkpoint;
  /** True when the commandId had been appended before and nothing new was written. */
  duplicate: boolean;
}

/** What the audit log filters on; every field narrows. */
export interface EventFilter {
  /** A stream id, or the entity id after the stream's first dash. */
  stream?: string;
  type?: string;
  actorId?: string;
  from?: Date;
  to?: Date;
}

/** A page of events in commit order ('forwards', after `cursor`) or newest first ('backwards', before `cursor`). */
export interface EventQuery {
  filter: EventFilter;
  direction: 'forwards' | 'backwards';
  cursor?: Checkpoint;
  limit: number;
}

/** The result of recomputing every stream's hash chain: the first event (in commit order) whose hash does not match. */
export interface ChainVerification {
  ok: boolean;
  checked: number;
  firstBroken: { streamId: string; streamVersion: number; eventId: string; position: Checkpoint } | null;
}

/**
 * An event with its payload and metadata as compact JSON text, ready to be written out: the audit
 * export's fast path writes its lines from these without building an object per event
 * (backend/src/audit/export.ts). `data` is the payload as the audit reads it (as `queryEvents` hands
 * it out: as stored when at its type's current version, else lifted and parsed) and `data` and
 * `metadata` are exactly what JSON.stringify writes for them.
 */
export interface RawEvent {
  /** "tx.pos", as formatCheckpoint writes it. */
  position: string;
  streamId: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  /** JSON.stringify of the decoded payload and of the metadata. */
  data: string;
  metadata: string;
  /** ISO time in UTC to the millisecond, as Date#toISOString writes it. */
  recordedAt: string;
  actorId: string | null;
}

/** What the audit fold needs of a stream up to a moment (see EventStore.readStreamForFold). */
export interface StreamFoldRead {
  /** How many events were recorded up to the moment (each handed to `onEvents`). */
  count: number;
  /** The version of the last of them (0 when none). */
  version: number;
  /** The last `tail` of them, whole. */
  tail: RecordedEvent[];
  /** The stream's version now, whatever the moment (0: the stream does not exist). */
  currentVersion: number;
}

export interface EventStore {
  readStream(streamId: string, options?: { untilTime?: Date }): Promise<{ events: RecordedEvent[]; version: number }>;
  appendToStream(
    streamId: string,
    events: NewEvent[],
    options: { expectedVersion: ExpectedVersion; commandId?: string | null },
  ): Promise<AppendResult>;
  /**
   * Events after `after` in commit order; never skips an event that commits later. `heldBack`
   * false: no older append was open, so nothing committed after `last` was held back (adapters
   * without a horizon leave it out).
   */
  readAll(options: { after: Checkpoint; limit: number }): Promise<{ events: RecordedEvent[]; last: Checkpoint; heldBack?: boolean }>;
  /**
   * True when events after `after` have committed but readAll cannot hand them out yet because an
   * older append is still open (PostgreSQL's horizon). Adapters without a horizon omit it.
   */
  hasCommittedAfter?(after: Checkpoint): Promise<boolean>;
  /**
   * The audit log: filtered pages of finished events, paged by position (stable while new events
   * arrive). Audit reads only: an event stored at its type's current version may come as stored,
   * without the schema parse (EventRegistry.decodeStored), so nothing that decides or projects uses it.
   */
  queryEvents(query: EventQuery): Promise<RecordedEvent[]>;
  /**
   * Optional fast path of the audit export: `queryEvents` forwards, undecoded, as text. Adapters
   * without it export through `queryEvents`.
   */
  queryRawEvents?(query: EventQuery & { direction: 'forwards' }): Promise<RawEvent[]>;
  /**
   * Optional fast path of "state as of a moment": type and data (as `queryEvents` decodes it) of each event up to
   * `untilTime`, handed to `onEvents` a batch at a time in version order (so a long stream is never
   * held whole), the last `tail` events whole, and whether the stream exists at all. Adapters
   * without it answer through `readStream`.
   */
  readStreamForFold?(
    streamId: string,
    options: { untilTime: Date; tail: number; onEvents: (events: EventShape[]) => void },
  ): Promise<StreamFoldRead>;
  /** Recomputes every stream's tamper-evidence hash chain. */
  verifyChains(): Promise<ChainVerification>;
  /** The newest position a reader could reach now (for lag). */
  headPosition(): Promise<Checkpoint>;
  close(): Promise<void>;
}

export const streamType = (streamId: string): string => streamId.split('-')[0] ?? streamId;

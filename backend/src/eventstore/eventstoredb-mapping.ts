/**
 * How EventStoreDB's records become this app's: resolved events to RecordedEvent, log positions to
 * checkpoints and back, client errors to the app's. Pure, so it is unit tested without a server.
 */
import {
  START as ESDB_START,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { START, compareCheckpoints, type Checkpoint, type EventMetadata, type RecordedEvent } from '@tradeguild/contracts';
import { VersionConflictError } from '../errors.ts';
import type { EventDecoder } from './event-decoder.ts';

/** A checkpoint is the (commit, prepare) position of the transaction log: tx = commit, pos = prepare. */
export const toCheckpoint = (p: Position): Checkpoint => ({ tx: p.commit, pos: p.prepare });

/** Where a read or subscription after `c` starts: the log's start for START, else that position. */
export const toReadPosition = (c: Checkpoint): Position | typeof ESDB_START =>
  compareCheckpoints(c, START) === 0 ? ESDB_START : { commit: c.tx, prepare: c.pos };

/** System records ($-prefixed types such as $metadata, or $-prefixed streams such as $$$settings). */
export const isSystemEvent = (e: { type: string; streamId: string }): boolean => e.type.startsWith('$') || e.streamId.startsWith('$');

/**
 * A resolved event as the code reads it: lifted through the registry's upcasters from the schema
 * version kept in its metadata. System and non-JSON events (none of ours) are null. `audit`: as the
 * audit's reads hand it out (EventDecoder.decodeStored: at its type's current version, as stored).
 */
export function toRecorded(
  decoder: EventDecoder,
  resolved: ResolvedEvent | AllStreamResolvedEvent,
  { audit = false } = {},
): RecordedEvent | null {
  const e = resolved.event;
  if (!e || isSystemEvent(e) || !e.isJson) return null;
  const position = 'position' in e && e.position ? toCheckpoint(e.position) : { tx: 0n, pos: 0n };
  const metadata = e.metadata as unknown as EventMetadata;
  return {
    ...(audit && decoder.decodeStored
      ? decoder.decodeStored(e.type, metadata.schemaVersion ?? 1, e.data)
      : decoder.decode(e.type, metadata.schemaVersion ?? 1, e.data)),
    streamId: e.streamId,
    // Stream revisions are 0-based in EventStoreDB and 1-based here.
    streamVersion: Number(e.revision) + 1,
    metadata,
    position,
    recordedAt: e.created instanceof Date ? e.created : new Date(Number(e.created) / 10_000),
  };
}

/** The client's wrong-expected-version becomes the generic conflict handle-command retries on; the rest is untouched. */
export function mapAppendError(err: unknown, streamId: string): unknown {
  return err instanceof WrongExpectedVersionError ? new VersionConflictError(`Wrong expected version for ${streamId}`) : err;
}

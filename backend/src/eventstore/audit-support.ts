import { createHash } from 'node:crypto';
import type { EventFilter, RecordedEvent } from '@tradeguild/contracts';

/** The entity id of a stream: what follows its first dash (`clientProject-<uuid>` -> `<uuid>`). */
export const entityIdOf = (streamId: string) => streamId.slice(streamId.indexOf('-') + 1);

/** The audit filter for adapters that cannot filter on the server (EventStoreDB reads $all and filters here). */
export function matchesFilter(e: RecordedEvent, f: EventFilter): boolean {
  if (f.stream !== undefined && e.streamId !== f.stream && entityIdOf(e.streamId) !== f.stream) return false;
  if (f.type !== undefined && e.type !== f.type) return false;
  if (f.actorId !== undefined && e.metadata.actorId !== f.actorId) return false;
  if (f.from && e.recordedAt < f.from) return false;
  if (f.to && e.recordedAt > f.to) return false;
  return true;
}

/** JSON with keys sorted at every level, so a hash does not depend on key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Where an adapter without a database-side hash keeps it: in the event's metadata. */
export const CHAIN_HASH_KEY = 'chainHash';

/**
 * The chain hash computed in the application (EventStoreDB): the same fields as PostgreSQL's
 * event_chain_hash, with canonical JSON instead of jsonb's text form. The metadata is hashed
 * without the hash itself.
 */
export function chainHash(previousHex: string | null, e: { type: string; data: unknown; metadata: object; streamVersion: number }): string {
  const { [CHAIN_HASH_KEY]: _own, ...metadata } = e.metadata as Record<string, unknown>;
  const text = [previousHex ?? '', e.type, canonicalJson(e.data), canonicalJson(metadata), String(e.streamVersion)].join('\n');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * What auditors read, from the event store alone (never the read models, which can be rebuilt):
 * the log, a stream's history with diffs, a stream's state as of a moment, and the export.
 */
import {
  AUDIT_STATE_EVENTS,
  formatCheckpoint,
  parseCheckpoint,
  type AuditEvent,
  type AuditFilter,
  type AuditHistoryResponse,
  type AuditLogResponse,
  type AuditStateResponse,
  type EventFilter,
  type EventShape,
  type EventStore,
  type RecordedEvent,
  type StreamFoldRead,
  userStreamId,
} from '@tradeguild/contracts';
import { redactPrivate } from '@tradeguild/contracts/audit/private-content';
import { diffStates } from './diff.ts';
import { streamFolder } from './fold.ts';

/** Actor id -> display name, folded from the actor's own `user-<id>` stream (cached per reader). */
export class ActorNames {
  private readonly names = new Map<string, string | null>();
  constructor(
    private readonly store: EventStore,
    private readonly max = 10_000,
  ) {}

  async lookup(ids: Iterable<string | null>): Promise<void> {
    const missing = [...new Set(ids)].filter((id): id is string => !!id && !this.names.has(id));
    if (this.names.size + missing.length > this.max) this.names.clear();
    await Promise.all(missing.map(async (id) => this.names.set(id, await this.nameOf(id))));
  }

  actor(id: string | null) {
    return id ? { id, name: this.names.get(id) ?? null } : null;
  }

  private async nameOf(id: string): Promise<string | null> {
    const { events } = await this.store.readStream(userStreamId(id));
    const registered = events.find((e) => e.type === 'UserRegistered')?.data as
      { firstName?: string | null; lastName?: string | null; email?: string } | undefined;
    if (!registered) return null;
    return [registered.firstName, registered.lastName].filter(Boolean).join(' ') || registered.email || null;
  }
}

/** An event as auditors see it; private text (private-content.ts) redacted unless `includePrivate`. */
export function toAuditEvent(e: RecordedEvent, names: ActorNames, includePrivate = false): AuditEvent {
  return {
    position: formatCheckpoint(e.position),
    streamId: e.streamId,
    streamVersion: e.streamVersion,
    type: e.type,
    data: includePrivate ? e.data : redactPrivate(e.type, e.data),
    metadata: e.metadata,
    recordedAt: e.recordedAt.toISOString(),
    actor: names.actor(e.metadata.actorId),
  };
}

export const toEventFilter = (f: AuditFilter): EventFilter => ({
  stream: f.stream,
  type: f.type,
  actorId: f.actor,
  from: f.from ? new Date(f.from) : undefined,
  to: f.to ? new Date(f.to) : undefined,
});

/** One page of the log, newest first. */
export async function readLog(store: EventStore, q: AuditFilter & { before?: string; limit: number }): Promise<AuditLogResponse> {
  const cursor = q.before ? (parseCheckpoint(q.before) ?? undefined) : undefined;
  const events = await store.queryEvents({ filter: toEventFilter(q), direction: 'backwards', cursor, limit: q.limit + 1 });
  const page = events.slice(0, q.limit);
  const names = new ActorNames(store);
  await names.lookup(page.map((e) => e.metadata.actorId));
  return {
    events: page.map((e) => toAuditEvent(e, names)),
    nextBefore: events.length > q.limit ? formatCheckpoint(page.at(-1)!.position) : null,
  };
}

/** A stream's timeline: each event with what it changed in the folded state. */
export async function readHistory(store: EventStore, streamId: string): Promise<AuditHistoryResponse | null> {
  const { events } = await store.readStream(streamId);
  if (events.length === 0) return null;
  const names = new ActorNames(store);
  await names.lookup(events.map((e) => e.metadata.actorId));
  const folder = streamFolder(streamId);
  const timeline = events.map((e) => {
    const before = folder.state();
    // Folded redacted, so neither the changes nor the state carry private text.
    folder.apply({ type: e.type, data: redactPrivate(e.type, e.data) });
    return { ...toAuditEvent(e, names), changes: diffStates(before, folder.state()) };
  });
  return { streamId, events: timeline, state: folder.state() };
}

/**
 * The stream folded from the events recorded up to `asOf` (inclusive), with how many there were of
 * each type and the last AUDIT_STATE_EVENTS of them. Only type and data of each event are needed for
 * the fold: an adapter with `readStreamForFold` reads nothing else, others go through `readStream`.
 */
export async function readStateAsOf(
  store: EventStore,
  streamId: string,
  asOf: Date,
  tail = AUDIT_STATE_EVENTS,
): Promise<AuditStateResponse | null> {
  const folder = streamFolder(streamId, { inPlace: true });
  const counts = new Map<string, number>();
  const onEvents = (events: EventShape[]) => {
    for (const e of events) {
      folder.apply({ type: e.type, data: redactPrivate(e.type, e.data) });
      counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
    }
  };
  const read = store.readStreamForFold
    ? await store.readStreamForFold(streamId, { untilTime: asOf, tail, onEvents })
    : await readForFold(store, streamId, asOf, tail, onEvents);
  if (read.currentVersion === 0) return null;
  const names = new ActorNames(store);
  await names.lookup(read.tail.map((e) => e.metadata.actorId));
  return {
    streamId,
    asOf: asOf.toISOString(),
    version: read.version,
    state: folder.state(),
    eventCount: read.count,
    eventTypes: [...counts].map(([type, count]) => ({ type, count })),
    events: read.tail.map((e) => toAuditEvent(e, names)),
  };
}

/** `readStreamForFold` through `readStream`, for adapters without it. */
async function readForFold(
  store: EventStore,
  streamId: string,
  asOf: Date,
  tail: number,
  onEvents: (events: EventShape[]) => void,
): Promise<StreamFoldRead> {
  const { events, version } = await store.readStream(streamId, { untilTime: asOf });
  onEvents(events);
  const currentVersion = version > 0 ? version : (await store.readStream(streamId)).version;
  return { count: events.length, version, tail: tail > 0 ? events.slice(-tail) : [], currentVersion };
}

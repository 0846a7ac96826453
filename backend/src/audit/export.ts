/**
 * The NDJSON export (`GET /api/audit/events.ndjson`, `make audit ARGS=export`, the bench): every
 * matching event in commit order, one JSON line each, handed out as text chunks of many lines.
 *
 * The line is `JSON.stringify` of the event as the log returns it (`auditEventSchema`, keys in that
 * order). Its `data` is the payload as stored, in the store's own key order (jsonb's on PostgreSQL),
 * when the event is at its type's current version (checked by its schema when it was appended), and
 * lifted and parsed by the current schema (the schema's key order) when it is older
 * (EventRegistry.decodeStored). An adapter with `queryRawEvents` (PostgreSQL) hands out each event's
 * fields as text, with payload and metadata already compact JSON, so a line is one string
 * concatenation: no event object, no Date, no BigInt, no schema parse per event. Other adapters
 * (EventStoreDB) go through `queryEvents`. Both write the same bytes (export.int.spec.ts compares them).
 *
 * Pages are keyset pages of 1,000 events (5,000 kept a few MB alive across awaits, and the young-generation GC copied them over and over: a third of the CPU); the next page is asked for as soon as a page arrives, so the
 * database reads page n + 1 while this process writes page n. Memory: two pages at most.
 */
import {
  parseCheckpoint,
  type AuditFilter,
  type Checkpoint,
  type EventStore,
  type RawEvent,
  type RecordedEvent,
} from '@tradeguild/contracts';
import { redactPrivate, TYPES_WITH_PRIVATE_FIELDS } from '@tradeguild/contracts/audit/private-content';
import { ActorNames, toAuditEvent, toEventFilter } from './read.ts';

/** `includePrivate`: private text as recorded (the caller records the reading); redacted otherwise. */
export interface ExportOptions {
  includePrivate?: boolean;
  pageSize?: number;
}

export const EXPORT_PAGE_SIZE = 1000;
/** Lines per chunk handed to the writer (about 0.3 MB). */
const LINES_PER_CHUNK = 500;

/** Every matching event in commit order, a page at a time: memory stays flat however many there are. */
export async function* exportEvents(
  store: EventStore,
  filter: AuditFilter,
  { includePrivate = false, pageSize = EXPORT_PAGE_SIZE }: ExportOptions = {},
) {
  const names = new ActorNames(store);
  let cursor: RecordedEvent['position'] | undefined;
  for (;;) {
    const events = await store.queryEvents({ filter: toEventFilter(filter), direction: 'forwards', cursor, limit: pageSize });
    if (events.length === 0) return;
    await names.lookup(events.map((e) => e.metadata.actorId));
    for (const e of events) yield toAuditEvent(e, names, includePrivate);
    if (events.length < pageSize) return;
    cursor = events.at(-1)!.position;
  }
}

/** The export as NDJSON text chunks (each a run of whole lines ending in "\n"). */
export function exportNdjson(store: EventStore, filter: AuditFilter, options: ExportOptions = {}): AsyncGenerator<string> {
  return store.queryRawEvents ? exportRaw(store, filter, options) : exportDecoded(store, filter, options);
}

async function* exportDecoded(store: EventStore, filter: AuditFilter, options: ExportOptions): AsyncGenerator<string> {
  let chunk = '';
  let lines = 0;
  for await (const e of exportEvents(store, filter, options)) {
    chunk += `${JSON.stringify(e)}\n`;
    if (++lines === LINES_PER_CHUNK) {
      yield chunk;
      chunk = '';
      lines = 0;
    }
  }
  if (chunk) yield chunk;
}

/**
 * A raw payload with its private text redacted: parsed and written again only for the few types
 * that have private fields (key order kept, so the line is what the decoded path writes).
 */
function rawData(type: string, data: string, includePrivate: boolean): string {
  if (includePrivate || !TYPES_WITH_PRIVATE_FIELDS.has(type)) return data;
  return JSON.stringify(redactPrivate(type, JSON.parse(data)));
}

async function* exportRaw(
  store: EventStore,
  filter: AuditFilter,
  { includePrivate = false, pageSize = EXPORT_PAGE_SIZE }: ExportOptions,
): AsyncGenerator<string> {
  const query = store.queryRawEvents!.bind(store);
  const eventFilter = toEventFilter(filter);
  const fetchPage = (cursor: Checkpoint | undefined) => query({ filter: eventFilter, direction: 'forwards', cursor, limit: pageSize });
  const names = new ActorNames(store);
  /** Actor id -> the line's `"actor":` value, as JSON.stringify writes `{ id, name }`. */
  const actorJson = new Map<string, string>();
  let next: Promise<RawEvent[]> | null = fetchPage(undefined);
  try {
    while (next) {
      const page: RawEvent[] = await next;
      next = null;
      if (page.length === pageSize) {
        const cursor = parseCheckpoint(page.at(-1)!.position);
        if (!cursor) throw new Error(`Unreadable position ${page.at(-1)!.position}`);
        next = fetchPage(cursor);
        // A rejection is awaited (and thrown) on the next turn; until then it must not count as unhandled.
        next.catch(() => undefined);
      }
      const missing = page.filter((e) => e.actorId && !actorJson.has(e.actorId)).map((e) => e.actorId);
      if (missing.length > 0) {
        await names.lookup(missing);
        for (const id of new Set(missing)) actorJson.set(id!, JSON.stringify(names.actor(id)));
        // Keep the cache bounded the way ActorNames is.
        if (actorJson.size > 10_000) actorJson.clear();
      }
      let chunk = '';
      for (let i = 0; i < page.length; i++) {
        const e = page[i]!;
        const actor = e.actorId ? (actorJson.get(e.actorId) ?? JSON.stringify(names.actor(e.actorId))) : 'null';
        chunk += `{"position":${JSON.stringify(e.position)},"streamId":${JSON.stringify(e.streamId)},"streamVersion":${e.streamVersion},"type":${JSON.stringify(e.type)},"data":${rawData(e.type, e.data, includePrivate)},"metadata":${e.metadata},"recordedAt":${JSON.stringify(e.recordedAt)},"actor":${actor}}\n`;
        if ((i + 1) % LINES_PER_CHUNK === 0) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    }
  } finally {
    // Stopped early (client gone): let the page already asked for finish quietly.
    await next?.catch(() => undefined);
  }
}

/**
 * The export's PostgreSQL fast path (`queryRawEvents`: text from the database, one concatenation per
 * line) writes exactly the bytes of the generic path (an event object per line, JSON.stringify), and
 * both show typed events as the audit must (read.int.spec.ts: the as-of fold's fast read).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEventSchema,
  conversationStreamId,
  EventSchemaError,
  START,
  tradesmanStreamId,
  userStreamId,
  type EventStore,
} from '@tradeguild/contracts';
import { newEvent, newStreamId } from '../../../tests/contract/event-store/support.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { details } from '../../../tests/fixtures/tradesmen-decide.ts';
import { compactJsonbText } from '../eventstore/jsonb-text.ts';
import { PostgresEventStore } from '../eventstore/postgres.ts';
import { exportNdjson } from './export.ts';
import { readStateAsOf } from './read.ts';
import { insertAsAppender } from '../eventstore/postgres-append.ts';

let db: TestDatabase;
let store: PostgresEventStore;
/** The same store without its fast paths: what an adapter without them (EventStoreDB) runs. */
let generic: EventStore;
const run = randomUUID().slice(0, 8);
const actorId = randomUUID();
const anonymousActor = randomUUID();
/** A tradesman stream stored at version 1 (a profile before the service radius, a review before jobs). */
const oldTradesman = randomUUID();
const oldReview = randomUUID();
/** A conversation holding a MessageSent at the current version that was never checked (written in SQL). */
const unchecked = conversationStreamId(randomUUID(), randomUUID());
const uncheckedData = '{"content": 42, "messageId": "not a uuid", "extraField": {"b": 1, "a": [true]}}';

const text = async (chunks: AsyncIterable<string>) => {
  let out = '';
  for await (const c of chunks) out += c;
  return out;
};

/** Payloads that stress the text path: unicode, escapes, nesting, nulls, numbers, awkward keys. */
const payloads: unknown[] = [
  { title: 'Kitchen refit', budget: 1200, open: true, notes: null },
  { name: 'Zoë Brontë-Ørsted', town: 'Łódź', cjk: '東京の台所', rtl: 'مطبخ', emoji: '🛠️👷🏽‍♀️', nbsp: 'a\u00a0b', ls: 'x\u2028y\u2029z' },
  { quote: 'She said "fine", then: left', slash: 'C:\\jobs\\new', ctl: 'tab\there\nnew line\r\u0001\u001f\u007f', slashFwd: 'a/b' },
  { nested: { deeper: { deepest: [1, { x: null, y: [[], {}] }, 'three'] }, empty: {} }, list: [] },
  { n: [0, -1, 1.5, -2.25, 0.1, 123456789012345, 1e21, 1e-7, 3.14159265358979] },
  { '10': 'ten', '2': 'two', a: 'a', '1a': 'mixed', '': 'empty key', ' ': 'space key' },
  { 'a, b': 'comma key', 'c: d': 'colon key', '"q"': 'quoted key', '\\': 'backslash key' },
  [1, 'two', null, { three: 3 }],
  'a bare string',
  42,
  null,
];

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
  generic = Object.create(store, { queryRawEvents: { value: undefined }, readStreamForFold: { value: undefined } }) as EventStore;
  await store.appendToStream(
    userStreamId(actorId),
    [
      newEvent(
        'UserRegistered',
        {
          userId: actorId,
          email: 'asa.person@example.com',
          firstName: 'Åsa "Q"',
          lastName: null,
          profileImageUrl: null,
          userType: 'client',
        },
        { actorId },
      ),
    ],
    { expectedVersion: 0 },
  );
  const streams = [newStreamId(`exportTest${run}`), `exportTest${run}-ünï "cöde" \\ 🛠️`];
  for (const [i, data] of payloads.entries()) {
    await store.appendToStream(
      streams[i % 2]!,
      [newEvent(`Odd "Type" ${i % 3} ✓`, data, { actorId: i % 3 === 0 ? actorId : i % 3 === 1 ? anonymousActor : null })],
      { expectedVersion: 'any' },
    );
  }
  // Known types at their current version come as stored (jsonb's key order), older ones lifted and parsed, on both paths.
  const a = oldTradesman;
  const b = randomUUID();
  await store.appendToStream(
    conversationStreamId(a, b),
    [
      newEvent(
        'MessageSent',
        {
          sentAt: '2026-01-01T10:00:00.000Z',
          content: 'Hi, "there" – ünïcode ✓',
          projectId: null,
          receiverId: b,
          senderId: a,
          messageId: randomUUID(),
        },
        { actorId },
      ),
    ],
    { expectedVersion: 0 },
  );
  await store.appendToStream(
    tradesmanStreamId(a),
    [
      newEvent(
        'TradesmanProfileCreated',
        { tradesmanId: a, userId: actorId, ...details, createdAt: '2025-06-01T09:30:00.000Z' },
        { actorId },
      ),
      newEvent(
        'ReviewSubmitted',
        {
          tradesmanId: a,
          reviewId: oldReview,
          clientId: actorId,
          portfolioProjectId: null,
          rating: 4,
          comment: 'Tidy work',
          submittedAt: '2025-07-01T09:30:00.000Z',
        },
        { actorId },
      ),
    ],
    { expectedVersion: 0 },
  );
  // Stored as version 1 (before the service radius, before reviews named a job): lifted on the way out.
  await db.pool.query(`UPDATE events SET schema_version = 1, data = data - 'serviceRadiusMiles' WHERE stream_id = $1`, [
    tradesmanStreamId(a),
  ]);
  // Appended, then rewritten in SQL: never checked against its schema.
  await store.appendToStream(unchecked, [newEvent('MessageSent', { content: 'placeholder' }, { actorId: null })], { expectedVersion: 0 });
  await db.pool.query('UPDATE events SET data = $2::jsonb WHERE stream_id = $1', [unchecked, uncheckedData]);
  // Written by hand, as jsonb keeps it: numbers JavaScript would write differently, metadata with extra fields.
  await insertAsAppender(db.pool, (c) =>
    c.query(
      `INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, recorded_at) VALUES ($1, 1, 'HandWritten',
         '{"price": 1.50, "big": 1000000000000000000000, "tiny": 0.0000001, "neg": -0, "e": 2E+3, "huge": 9007199254740993, "long": 123456789012345678}'::jsonb,
         jsonb_build_object('eventId', $2::text, 'commandId', NULL, 'correlationId', 'c', 'causationId', NULL, 'actorId', '', 'occurredAt', 'x', 'schemaVersion', 1, 'extra', jsonb_build_object('k', 1.0)), $2::uuid, now())`,
      [newStreamId(`exportTest${run}`), randomUUID()],
    ),
  );

  // The export shows finished transactions only (judged cluster-wide): wait until all of it is there.
  const { rows } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  for (let waited = 0; (await text(exportNdjson(generic, {}))).split('\n').length - 1 < rows[0]!.n; waited += 100) {
    if (waited > 30_000) throw new Error('the events never showed in the export');
    await new Promise((r) => setTimeout(r, 100));
  }
}, 120_000);
afterAll(() => db?.drop());

describe('the NDJSON export', () => {
  it('writes the same bytes on the fast path as the generic one, page boundaries included', async () => {
    const expected = await text(exportNdjson(generic, {}));
    expect(expected.split('\n').length - 1).toBeGreaterThan(payloads.length + 3);
    for (const pageSize of [1000, 3, 1]) {
      expect(await text(exportNdjson(store, {}, { pageSize }))).toBe(expected);
    }
    for (const line of expected.trimEnd().split('\n')) auditEventSchema.parse(JSON.parse(line));
    expect(expected).toContain('"actor":{"id":"' + actorId + '","name":"Åsa \\"Q\\""}');
    expect(expected).toContain('"actor":{"id":"' + anonymousActor + '","name":null}');
  });

  it('writes the same bytes with each filter', async () => {
    const two = { pageSize: 2 };
    for (const filter of [
      { stream: `exportTest${run}-ünï "cöde" \\ 🛠️` },
      { type: 'Odd "Type" 1 ✓' },
      { actor: actorId },
      { type: 'MessageSent' },
      { type: 'Nothing' },
    ]) {
      expect(await text(exportNdjson(store, filter, two)), JSON.stringify(filter)).toBe(await text(exportNdjson(generic, filter, two)));
    }
  });
});

describe('what the audit reads of typed events', () => {
  it('still lifts an event stored at an older version through its upcasters, in the export and in the fold', async () => {
    for (const from of [store, generic]) {
      const lines = (await text(exportNdjson(from, { stream: tradesmanStreamId(oldTradesman) })))
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
      expect(lines.map((l) => l.type)).toEqual(['TradesmanProfileCreated', 'ReviewSubmitted']);
      // Upcast (v1 had no radius; v1 reviews were never tied to a job) and parsed: keys in the schema's order.
      expect(lines[0]!.data).toMatchObject({ businessName: 'Whitfield Electrical', serviceRadiusMiles: 25 });
      expect(Object.keys(lines[0]!.data).at(-1)).toBe('createdAt');
      expect(lines[1]!.data).toMatchObject({ reviewId: oldReview, projectId: null, isVerified: false });
      const folded = await readStateAsOf(from, tradesmanStreamId(oldTradesman), new Date());
      expect(folded!.state).toMatchObject({
        serviceRadiusMiles: 25,
        reviews: { [oldReview]: { rating: 4, projectId: null, isVerified: false } },
      });
      expect(folded!.events.map((e) => e.data)).toEqual(lines.map((l) => l.data));
    }
  });

  it('shows an event at its current version as stored, while commands and projections still check it', async () => {
    // As stored: jsonb's own key order, the field the schema does not have kept, the wrong types left alone.
    const { rows } = await db.pool.query<{ t: string }>('SELECT data::text AS t FROM events WHERE stream_id = $1', [unchecked]);
    const stored = JSON.stringify(JSON.parse(rows[0]!.t));
    expect(stored).toBe('{"content":42,"messageId":"not a uuid","extraField":{"a":[true],"b":1}}');
    const [line, all] = [`"type":"MessageSent","data":${stored},"metadata":`, { includePrivate: true }];
    for (const from of [store, generic]) expect(await text(exportNdjson(from, { stream: unchecked }, all))).toContain(line);
    // PostgreSQL's fold read too (an adapter without it folds from readStream, which parses); contents redacted.
    const folded = await readStateAsOf(store, unchecked, new Date());
    expect(folded).toMatchObject({
      eventCount: 1,
      state: { messages: { 'not a uuid': { content: '[private: open it with a reason to read]', extraField: { a: [true], b: 1 } } } },
    });
    // readStream (commands, the history) parses every event, as before; readAll (projections) parses a
    // payload when it is read (docs/decisions/0043-append-fast-path.md), and refuses it there, every time.
    await expect(store.readStream(unchecked)).rejects.toBeInstanceOf(EventSchemaError);
    const { events } = await store.readAll({ after: START, limit: 10_000 });
    const read = events.find((e) => e.streamId === unchecked)!;
    expect(() => read.data).toThrow(EventSchemaError);
    expect(() => read.data).toThrow(EventSchemaError);
  });
});

describe('compact jsonb text', () => {
  it('equals JSON.stringify(JSON.parse(text)) whenever it answers', async () => {
    const values = [...payloads, { price: 1.5 }, {}, [], '', 'x', true, false];
    const { rows } = await db.pool.query<{ t: string }>(
      `SELECT v::text AS t FROM jsonb_array_elements($1::jsonb) v
       UNION ALL SELECT t::jsonb::text FROM unnest(ARRAY['{"p": 1.50}', '1e21', '-0', '{"10": 1}', '{"a": [1.0, 2]}', '0.0000001', '9007199254740993', '1234567890123456', '-0.5', '100', '[0, -7]']) t`,
      [JSON.stringify(values)],
    );
    let answered = 0;
    for (const { t } of rows) {
      const compact = compactJsonbText(t);
      if (compact !== undefined) answered++;
      expect(compact ?? JSON.stringify(JSON.parse(t)), t).toBe(JSON.stringify(JSON.parse(t)));
    }
    expect(answered).toBeGreaterThan(values.length - 3);
    for (const t of ['{"p": 1.50}', '1000000000000000000000', '{"10": 1}', '{"a": [1.0, 2]}'])
      expect(compactJsonbText(t), t).toBeUndefined();
  });
});

/**
 * The as-of fold's fast read (`readStreamForFold`, PostgreSQL) folds to what the generic
 * `readStream` folds to (an adapter without the fast read, such as EventStoreDB).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProjectStreamId, type EventStore } from '@tradeguild/contracts';
import { newEvent } from '../../../tests/contract/event-store/support.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { PostgresEventStore } from '../eventstore/postgres.ts';
import { readStateAsOf } from './read.ts';

let db: TestDatabase;
let store: PostgresEventStore;
let generic: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
  generic = Object.create(store, { readStreamForFold: { value: undefined } }) as EventStore;
}, 120_000);
afterAll(() => db?.drop());

describe('state as of a moment', () => {
  it('folds the same state from the fast read as from readStream, and lists the last events used', async () => {
    const streamId = clientProjectStreamId(randomUUID());
    for (let i = 0; i < 7; i++) {
      // recorded_at has microseconds, the moment milliseconds: leave a gap between the events.
      if (i > 0) await new Promise((r) => setTimeout(r, 5));
      await store.appendToStream(
        streamId,
        [newEvent(i === 0 ? 'Noted' : 'Edited', { title: `v${i}`, detail: { step: i, [`k${i}`]: true } })],
        { expectedVersion: i },
      );
    }
    const { rows } = await db.pool.query<{ t: Date }>(
      `SELECT a.recorded_at + (b.recorded_at - a.recorded_at) / 2 AS t FROM events a JOIN events b ON b.stream_id = a.stream_id AND b.stream_version = 6
        WHERE a.stream_id = $1 AND a.stream_version = 5`,
      [streamId],
    );
    const asOf = rows[0]!.t;
    const fast = await readStateAsOf(store, streamId, asOf, 3);
    const slow = await readStateAsOf(generic, streamId, asOf, 3);
    expect(fast).toEqual(slow);
    expect(fast).toMatchObject({
      version: 5,
      eventCount: 5,
      eventTypes: [
        { type: 'Noted', count: 1 },
        { type: 'Edited', count: 4 },
      ],
    });
    expect(fast!.events.map((e) => e.streamVersion)).toEqual([3, 4, 5]);
    expect(fast!.state).toMatchObject({ title: 'v4', detail: { step: 4, k0: true, k4: true } });
    expect(fast!.state).not.toHaveProperty('detail.k5');

    const before = await readStateAsOf(store, streamId, new Date('2000-01-01T00:00:00Z'));
    expect(before).toMatchObject({ version: 0, eventCount: 0, events: [], eventTypes: [], state: {} });
    expect(await readStateAsOf(store, clientProjectStreamId(randomUUID()), new Date())).toBeNull();
    expect(await readStateAsOf(generic, clientProjectStreamId(randomUUID()), new Date())).toBeNull();
  });
});

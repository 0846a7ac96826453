import { randomUUID } from 'node:crypto';
import { START as ESDB_START, WrongExpectedVersionError } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { domainEvents, EventSchemaError, START } from '@tradeguild/contracts';
import { ConflictError, VersionConflictError } from '../errors.ts';
import { FakeLog, metadata } from '../../../tests/support/eventstoredb-fakes.ts';
import { EventStoreDbEventStore } from './eventstoredb.ts';
import { isSystemEvent, mapAppendError, toCheckpoint, toReadPosition, toRecorded } from './eventstoredb-mapping.ts';

const v1Profile = {
  tradesmanId: '0b5f7a9e-6c1d-4b8e-9f2a-3d4c5b6a7e80',
  businessName: 'Whitfield Electrical',
  description: null,
  location: 'Leeds',
  postcode: 'LS6 2AB',
  outcode: 'LS6',
  phone: null,
  website: null,
  yearsExperience: 14,
  hourlyRate: 48,
  specializations: [],
  certifications: [],
  equipment: [],
  availability: 'available',
  tradeCategories: ['electrician'],
  responseTime: null,
  updatedAt: '2025-06-01T09:30:00.000Z',
};

/** The adapter over a fake server: the client is created lazily by the library, so swapping it connects nowhere. */
function adapterOver(log: FakeLog): EventStoreDbEventStore {
  const store = new EventStoreDbEventStore('esdb://localhost:2113?tls=false');
  (store as unknown as { client: unknown }).client = log.client();
  return store;
}

describe('EventStoreDB mapping', () => {
  it('maps a resolved event to a RecordedEvent: 1-based version, (commit, prepare) checkpoint, metadata as stored', () => {
    const log = new FakeLog();
    log.add('order-1', 'Placed', { n: 1 });
    const meta = metadata({ commandId: randomUUID(), actorId: 'user-9' });
    const resolved = log.add('order-1', 'Shipped', { n: 2 }, meta);
    const e = toRecorded(domainEvents, resolved)!;
    expect(e).toEqual({
      type: 'Shipped',
      data: { n: 2 },
      streamId: 'order-1',
      streamVersion: 2,
      metadata: meta,
      position: { tx: 200n, pos: 200n },
      recordedAt: new Date('2026-01-01T00:00:00.000Z'),
    });
  });

  it('lifts an old schema version through the registry, keeping the stored version in metadata', () => {
    const log = new FakeLog();
    const e = toRecorded(domainEvents, log.add('tradesman-1', 'TradesmanProfileUpdated', v1Profile, { schemaVersion: 1 }))!;
    expect(e.data).toMatchObject({ businessName: 'Whitfield Electrical', serviceRadiusMiles: 25 });
    expect(e.metadata.schemaVersion).toBe(1);
    expect(() => toRecorded(domainEvents, log.add('message-1', 'MessageSent', { content: 42 }))).toThrow(EventSchemaError);
  });

  it("hands the audit's reads an event at its current version as stored, and still lifts an older one", () => {
    const log = new FakeLog();
    const unchecked = log.add('message-1', 'MessageSent', { content: 42 });
    expect(toRecorded(domainEvents, unchecked, { audit: true })!.data).toEqual({ content: 42 });
    expect(() => toRecorded(domainEvents, unchecked)).toThrow(EventSchemaError);
    const old = toRecorded(domainEvents, log.add('tradesman-1', 'TradesmanProfileUpdated', v1Profile, { schemaVersion: 1 }), {
      audit: true,
    })!;
    expect(old.data).toMatchObject({ serviceRadiusMiles: 25 });
  });

  it('drops system events ($-types and $-streams) and non-JSON records', () => {
    const log = new FakeLog();
    expect(toRecorded(domainEvents, log.addSystem('type'))).toBeNull();
    expect(toRecorded(domainEvents, log.addSystem('stream'))).toBeNull();
    expect(toRecorded(domainEvents, log.add('order-1', 'Binary', {}, {}, false))).toBeNull();
    expect(toRecorded(domainEvents, {})).toBeNull();
    expect(isSystemEvent({ type: 'Placed', streamId: 'order-1' })).toBe(false);
  });

  it('converts positions both ways, START being the log start', () => {
    expect(toCheckpoint({ commit: 18446744073709551000n, prepare: 7n })).toEqual({ tx: 18446744073709551000n, pos: 7n });
    expect(toReadPosition(START)).toBe(ESDB_START);
    expect(toReadPosition({ tx: 5n, pos: 4n })).toEqual({ commit: 5n, prepare: 4n });
  });

  it('turns a wrong expected version into the generic VersionConflictError and leaves other errors alone', () => {
    const wrong = new WrongExpectedVersionError(undefined, { streamName: 'order-1', expected: 1n, current: 3n });
    const mapped = mapAppendError(wrong, 'order-1');
    expect(mapped).toBeInstanceOf(VersionConflictError);
    expect(mapped).toBeInstanceOf(ConflictError);
    const other = new Error('unavailable');
    expect(mapAppendError(other, 'order-1')).toBe(other);
  });
});

describe('EventStoreDB adapter over a fake server', () => {
  const newEvent = (type: string, o: Parameters<typeof metadata>[0] = {}) => ({ type, data: { type }, metadata: metadata(o) });

  it('appends with 0-based revisions and raises VersionConflictError for a stale or premature expected version', async () => {
    const store = adapterOver(new FakeLog());
    expect(await store.appendToStream('order-1', [newEvent('A'), newEvent('B')], { expectedVersion: 0 })).toMatchObject({
      nextVersion: 2,
      duplicate: false,
    });
    await expect(store.appendToStream('order-1', [newEvent('C')], { expectedVersion: 1 })).rejects.toBeInstanceOf(VersionConflictError);
    await expect(store.appendToStream('order-1', [newEvent('C')], { expectedVersion: 0 })).rejects.toBeInstanceOf(VersionConflictError);
    await expect(store.appendToStream('order-2', [newEvent('C')], { expectedVersion: 1 })).rejects.toBeInstanceOf(VersionConflictError);
    expect(await store.appendToStream('order-1', [newEvent('C')], { expectedVersion: 'any' })).toMatchObject({ nextVersion: 3 });
    expect((await store.readStream('order-1')).events.map((e) => [e.type, e.streamVersion])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
  });

  it('chains each appended event to the one before it in its stream, and verification names the first edited one', async () => {
    const log = new FakeLog();
    const store = adapterOver(log);
    await store.appendToStream('order-1', [newEvent('A'), newEvent('B')], { expectedVersion: 0 });
    await store.appendToStream('order-2', [newEvent('C')], { expectedVersion: 0 });
    await store.appendToStream('order-1', [newEvent('D')], { expectedVersion: 'any' });
    expect(await store.verifyChains()).toEqual({ ok: true, checked: 4, firstBroken: null });
    // Someone edits the second event of order-1 behind the store's back.
    (log.all[1]!.event as unknown as { data: unknown }).data = { type: 'B', forged: true };
    const verdict = await store.verifyChains();
    expect(verdict).toMatchObject({ ok: false, firstBroken: { streamId: 'order-1', streamVersion: 2 } });
  });

  it('refuses an expected version that is not the one it reads before hashing', async () => {
    const store = adapterOver(new FakeLog());
    await store.appendToStream('order-1', [newEvent('A')], { expectedVersion: 0 });
    await expect(store.appendToStream('order-1', [newEvent('B')], { expectedVersion: 2 })).rejects.toBeInstanceOf(VersionConflictError);
  });

  it('answers a repeated command id with the first result and appends nothing (as the PostgreSQL adapter does)', async () => {
    const log = new FakeLog();
    const store = adapterOver(log);
    const commandId = randomUUID();
    const first = await store.appendToStream('order-1', [newEvent('A', { commandId }), newEvent('B', { commandId })], {
      expectedVersion: 0,
      commandId,
    });
    const again = await store.appendToStream('order-1', [newEvent('A', { commandId })], { expectedVersion: 0, commandId });
    expect(again).toEqual({ nextVersion: first.nextVersion, position: first.position, duplicate: true });
    expect(log.all).toHaveLength(2);
  });

  it('pages readAll past system events without ever returning an empty page while events remain', async () => {
    const log = new FakeLog();
    const store = adapterOver(log);
    log.add('order-1', 'A');
    for (let i = 0; i < 5; i++) log.addSystem(i % 2 ? 'type' : 'stream');
    log.add('order-1', 'B');
    log.add('order-2', 'C');
    const page1 = await store.readAll({ after: START, limit: 1 });
    expect(page1.events.map((e) => e.type)).toEqual(['A']);
    const page2 = await store.readAll({ after: page1.last, limit: 1 });
    expect(page2.events.map((e) => e.type)).toEqual(['B']);
    const page3 = await store.readAll({ after: page2.last, limit: 5 });
    expect(page3.events.map((e) => e.type)).toEqual(['C']);
    expect(await store.readAll({ after: page3.last, limit: 5 })).toEqual({ events: [], last: page3.last });
    expect(await store.headPosition()).toEqual(log.positionOf(log.all.length - 1));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from '../../../backend/src/errors.ts';
import { appendContract } from './append.contract.ts';
import { auditContract } from './audit.contract.ts';
import { encryptionContract } from './encryption.contract.ts';
import { readAllContract } from './read-all.contract.ts';
import { eventIds, newEvent, newStreamId, type StoreUnderTest } from './support.ts';

export type { StoreUnderTest } from './support.ts';

/**
 * The behaviour every EventStore adapter must have (docs/architecture.md, "The event store").
 * `makeStore` runs once for the suite; tests that need PostgreSQL itself (positions, a held-open
 * transaction) use `pool` and are skipped for adapters that have none.
 */
export function eventStoreContract(name: string, makeStore: () => Promise<StoreUnderTest>): void {
  describe(`EventStore contract: ${name}`, () => {
    let made: StoreUnderTest | undefined;
    const fixture = () => {
      if (!made) throw new Error('the store was not created');
      return made;
    };
    beforeAll(async () => {
      made = await makeStore();
    });
    afterAll(async () => {
      await made?.cleanup();
    });

    roundTripContract(fixture);
    expectedVersionContract(fixture);
    appendContract(fixture);
    readAllContract(fixture);
    auditContract(fixture);
    encryptionContract(fixture);
  });
}

function roundTripContract(fixture: () => StoreUnderTest) {
  describe('readStream / appendToStream', () => {
    it('reads an unknown stream as empty at version 0', async () => {
      expect(await fixture().store.readStream(newStreamId())).toEqual({ events: [], version: 0 });
    });

    it('gives a stream versions 1..n and keeps data and metadata as written', async () => {
      const { store } = fixture();
      const streamId = newStreamId();
      const first = [
        newEvent('Created', { name: 'Zoë’s “kitchen”', sizes: [1, 2.5, -3], nested: { ok: true, none: null } }, { commandId: null }),
        newEvent('Renamed', { name: 'Bathroom' }, { actorId: null, schemaVersion: 2 }),
        newEvent('Tagged', { tags: [] }),
      ];
      const r1 = await store.appendToStream(streamId, first, { expectedVersion: 0 });
      expect(r1).toMatchObject({ nextVersion: 3, duplicate: false });
      const second = [newEvent('Renamed', { name: 'Loft' }), newEvent('Archived', {})];
      const r2 = await store.appendToStream(streamId, second, { expectedVersion: 3 });
      expect(r2).toMatchObject({ nextVersion: 5, duplicate: false });

      const { events, version } = await store.readStream(streamId);
      expect(version).toBe(5);
      expect(events.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5]);
      expect(events.map((e) => ({ streamId: e.streamId, type: e.type, data: e.data, metadata: e.metadata }))).toEqual(
        [...first, ...second].map((e) => ({ streamId, ...e })),
      );
      expect(events.every((e) => e.recordedAt instanceof Date && !Number.isNaN(e.recordedAt.getTime()))).toBe(true);
      // The result's position is where the batch's last event sits in $all.
      expect(events[2]!.position).toEqual(r1.position);
      expect(events[4]!.position).toEqual(r2.position);
    });

    it('keeps streams apart', async () => {
      const { store } = fixture();
      const [a, b] = [newStreamId(), newStreamId()];
      const inA = newEvent('InA', { n: 1 });
      const inB = [newEvent('InB', { n: 1 }), newEvent('InB', { n: 2 })];
      await store.appendToStream(a, [inA], { expectedVersion: 0 });
      await store.appendToStream(b, inB, { expectedVersion: 0 });
      expect(eventIds((await store.readStream(a)).events)).toEqual(eventIds([inA]));
      expect(eventIds((await store.readStream(b)).events)).toEqual(eventIds(inB));
    });
  });
}

function expectedVersionContract(fixture: () => StoreUnderTest) {
  describe('expected version', () => {
    it.each([
      ['0 (stream must be new) on an existing stream', 0],
      ['behind the stream', 1],
      ['ahead of the stream', 3],
    ])('raises ConflictError for %s and writes nothing', async (_label, expectedVersion) => {
      const { store } = fixture();
      const streamId = newStreamId();
      await store.appendToStream(streamId, [newEvent('A', {}), newEvent('B', {})], { expectedVersion: 0 });
      await expect(store.appendToStream(streamId, [newEvent('C', {})], { expectedVersion })).rejects.toBeInstanceOf(ConflictError);
      const { events, version } = await store.readStream(streamId);
      expect(version).toBe(2);
      expect(events.map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('raises ConflictError for a version > 0 on a stream that does not exist', async () => {
      const { store } = fixture();
      const streamId = newStreamId();
      await expect(store.appendToStream(streamId, [newEvent('A', {})], { expectedVersion: 1 })).rejects.toBeInstanceOf(ConflictError);
      expect(await store.readStream(streamId)).toEqual({ events: [], version: 0 });
    });

    it("appends at whatever version the stream has with 'any'", async () => {
      const { store } = fixture();
      const streamId = newStreamId();
      expect((await store.appendToStream(streamId, [newEvent('A', {})], { expectedVersion: 'any' })).nextVersion).toBe(1);
      expect((await store.appendToStream(streamId, [newEvent('B', {}), newEvent('C', {})], { expectedVersion: 'any' })).nextVersion).toBe(
        3,
      );
      const { events } = await store.readStream(streamId);
      expect(events.map((e) => [e.streamVersion, e.type])).toEqual([
        [1, 'A'],
        [2, 'B'],
        [3, 'C'],
      ]);
    });
  });
}

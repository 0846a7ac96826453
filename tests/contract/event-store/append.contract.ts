import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../../backend/src/errors.ts';
import type { AppendResult } from '@tradeguild/contracts';
import { eventIds, newEvent, newStreamId, type Fixture } from './support.ts';

export function appendContract(fixture: Fixture) {
  describe('appendToStream', () => {
    it('burns no global positions on a conflict (PostgreSQL)', async ({ skip }) => {
      const { store, pool } = fixture();
      if (!pool) return skip('needs the PostgreSQL pool');
      const maxPosition = async () =>
        (await pool.query<{ max: string | null }>('SELECT max(global_position)::text AS max FROM events')).rows[0]!.max;
      const streamId = newStreamId();
      const before = await store.appendToStream(streamId, [newEvent('A', {})], { expectedVersion: 0 });
      const maxBefore = await maxPosition();
      for (const expectedVersion of [0, 2, 5]) {
        await expect(store.appendToStream(streamId, [newEvent('B', {}), newEvent('C', {})], { expectedVersion })).rejects.toBeInstanceOf(
          ConflictError,
        );
        // One event takes the single-statement path (014_append_fast_path.sql): refused before its position too.
        await expect(store.appendToStream(streamId, [newEvent('B', {})], { expectedVersion })).rejects.toBeInstanceOf(ConflictError);
      }
      expect(await maxPosition()).toBe(maxBefore);
      // Rolled-back inserts would leave max() alone but still use up identity values: the next
      // successful append must land right after the last one.
      const after = await store.appendToStream(newStreamId(), [newEvent('D', {})], { expectedVersion: 0 });
      expect(after.position.pos).toBe(before.position.pos + 1n);
    });

    // PostgreSQL only: EventStoreDB accepts a repeated event id (ids there only de-duplicate
    // retries), so a client cannot make its 2nd event fail; its batches are atomic by design.
    it('is all or nothing: a batch whose 2nd event reuses an event id leaves neither event (PostgreSQL)', async ({ skip }) => {
      const { store, pool } = fixture();
      if (!pool) return skip('EventStoreDB does not refuse repeated event ids');
      const taken = newEvent('Existing', {});
      await store.appendToStream(newStreamId(), [taken], { expectedVersion: 0 });
      const streamId = newStreamId();
      const first = newEvent('First', {});
      const duplicate = newEvent('Second', {}, { eventId: taken.metadata.eventId });
      await expect(store.appendToStream(streamId, [first, duplicate], { expectedVersion: 0 })).rejects.toThrow();
      expect(await store.readStream(streamId)).toEqual({ events: [], version: 0 });
      // The stream was not half-created: it still counts as new.
      const retry = await store.appendToStream(streamId, [first], { expectedVersion: 0 });
      expect(retry.nextVersion).toBe(1);
      expect(eventIds((await store.readStream(streamId)).events)).toEqual(eventIds([first]));
    });

    it('lets exactly one of 50 concurrent appends with the same expected version win', async () => {
      const { store } = fixture();
      const streamId = newStreamId();
      await store.appendToStream(streamId, [newEvent('Opened', {})], { expectedVersion: 0 });
      const batches = Array.from({ length: 50 }, (_, i) => [newEvent('Raced', { i }), newEvent('Raced', { i, second: true })]);
      const results = await Promise.allSettled(batches.map((batch) => store.appendToStream(streamId, batch, { expectedVersion: 1 })));

      const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ i, result: r.value }] : []));
      const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      expect(lost.every((err) => err instanceof ConflictError)).toBe(true);

      const { events, version } = await store.readStream(streamId);
      expect(version).toBe(3);
      expect(won[0]!.result.nextVersion).toBe(3);
      expect(eventIds(events.slice(1))).toEqual(eventIds(batches[won[0]!.i]!));
    });

    it('lets exactly one of 50 concurrent single-event appends with the same expected version win', async () => {
      const { store } = fixture();
      const streamId = newStreamId();
      await store.appendToStream(streamId, [newEvent('Opened', {})], { expectedVersion: 0 });
      const raced = Array.from({ length: 50 }, (_, i) => newEvent('Raced', { i }));
      const results = await Promise.allSettled(raced.map((e) => store.appendToStream(streamId, [e], { expectedVersion: 1 })));
      const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(won).toHaveLength(1);
      expect(lost.every((err) => err instanceof ConflictError)).toBe(true);
      const { events, version } = await store.readStream(streamId);
      expect(version).toBe(2);
      expect(eventIds(events.slice(1))).toEqual(eventIds([raced[won[0]!]!]));
    });

    it('appends with any version, one event at a time, from many writers at once', async () => {
      const { store } = fixture();
      const streamId = newStreamId();
      const many = Array.from({ length: 20 }, (_, i) => newEvent('Any', { i }));
      await Promise.all(many.map((e) => store.appendToStream(streamId, [e], { expectedVersion: 'any' })));
      const { events, version } = await store.readStream(streamId);
      expect(version).toBe(20);
      expect(new Set(eventIds(events))).toEqual(new Set(eventIds(many)));
    });

    it('returns the first result for a repeated commandId and appends nothing', async () => {
      const { store } = fixture();
      const streamId = newStreamId();
      const commandId = randomUUID();
      const batch = [newEvent('A', {}, { commandId }), newEvent('B', {}, { commandId })];
      const first = await store.appendToStream(streamId, batch, { expectedVersion: 0, commandId });
      expect(first.duplicate).toBe(false);

      // A client retrying after a lost response: fresh event ids and a version that is now stale.
      const retried = [newEvent('A', {}, { commandId }), newEvent('B', {}, { commandId })];
      const again: AppendResult = await store.appendToStream(streamId, retried, { expectedVersion: 0, commandId });
      expect(again).toEqual({ nextVersion: first.nextVersion, position: first.position, duplicate: true });
      // One event (the single-statement path) answers the same.
      const single = await store.appendToStream(streamId, [newEvent('A', {}, { commandId })], { expectedVersion: 0, commandId });
      expect(single).toEqual({ nextVersion: first.nextVersion, position: first.position, duplicate: true });

      const { events, version } = await store.readStream(streamId);
      expect(version).toBe(2);
      expect(eventIds(events)).toEqual(eventIds(batch));
    });

    it('still appends a different commandId to the same stream', async () => {
      const { store } = fixture();
      const streamId = newStreamId();
      const [c1, c2] = [randomUUID(), randomUUID()];
      await store.appendToStream(streamId, [newEvent('A', {}, { commandId: c1 })], { expectedVersion: 0, commandId: c1 });
      const second = await store.appendToStream(streamId, [newEvent('B', {}, { commandId: c2 })], { expectedVersion: 1, commandId: c2 });
      expect(second).toMatchObject({ nextVersion: 2, duplicate: false });
      expect((await store.readStream(streamId)).events.map((e) => e.metadata.commandId)).toEqual([c1, c2]);
    });
  });
}

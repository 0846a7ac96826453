import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compareCheckpoints } from '@tradeguild/contracts';
import { eventIds, newEvent, newStreamId, type Fixture } from './support.ts';

/**
 * The log shows finished transactions only (a page never gains an event later), and "finished" is
 * judged against the oldest transaction still running anywhere in the cluster: with other test files
 * writing in parallel, a just-committed event can take a moment to appear. Wait for it first.
 */
async function untilVisible(store: ReturnType<Fixture>['store'], streamId: string, count: number) {
  await expect
    .poll(async () => (await store.queryEvents({ filter: { stream: streamId }, direction: 'forwards', limit: 100 })).length, {
      timeout: 30_000,
    })
    .toBe(count);
}

/** queryEvents (the audit log) and verifyChains (tamper evidence). */
export function auditContract(fixture: Fixture) {
  describe('queryEvents', () => {
    it('filters by stream, entity id, type and actor, newest first or in commit order, paged by position', async () => {
      const { store } = fixture();
      const streamId = newStreamId('auditContract');
      const type = `Audited${randomUUID().slice(0, 8)}`;
      const actorId = `actor-${randomUUID()}`;
      const written = [newEvent(type, { n: 1 }, { actorId }), newEvent(type, { n: 2 }), newEvent('Other', { n: 3 }, { actorId })];
      await store.appendToStream(streamId, written.slice(0, 2), { expectedVersion: 0 });
      await store.appendToStream(streamId, written.slice(2), { expectedVersion: 2 });
      await untilVisible(store, streamId, 3);

      const forwards = await store.queryEvents({ filter: { stream: streamId }, direction: 'forwards', limit: 10 });
      expect(eventIds(forwards)).toEqual(eventIds(written));
      const entity = streamId.slice(streamId.indexOf('-') + 1);
      expect(eventIds(await store.queryEvents({ filter: { stream: entity }, direction: 'forwards', limit: 10 }))).toEqual(
        eventIds(written),
      );
      expect(eventIds(await store.queryEvents({ filter: { type }, direction: 'backwards', limit: 10 }))).toEqual(
        eventIds(written.slice(0, 2)).reverse(),
      );
      expect(eventIds(await store.queryEvents({ filter: { actorId }, direction: 'forwards', limit: 10 }))).toEqual(
        eventIds([written[0]!, written[2]!]),
      );

      const first = await store.queryEvents({ filter: { stream: streamId }, direction: 'backwards', limit: 2 });
      const rest = await store.queryEvents({
        filter: { stream: streamId },
        direction: 'backwards',
        cursor: first.at(-1)!.position,
        limit: 2,
      });
      expect(eventIds([...first, ...rest])).toEqual(eventIds(written).reverse());
      expect(compareCheckpoints(first[0]!.position, first[1]!.position)).toBe(1);
      const after = await store.queryEvents({
        filter: { stream: streamId },
        direction: 'forwards',
        cursor: forwards[0]!.position,
        limit: 10,
      });
      expect(eventIds(after)).toEqual(eventIds(written.slice(1)));
    });

    it('filters by time range', async () => {
      const { store } = fixture();
      const streamId = newStreamId('auditContract');
      await store.appendToStream(streamId, [newEvent('Early', {})], { expectedVersion: 0 });
      const [early] = (await store.readStream(streamId)).events;
      await new Promise((r) => setTimeout(r, 20));
      await store.appendToStream(streamId, [newEvent('Late', {})], { expectedVersion: 1 });
      await untilVisible(store, streamId, 2);
      const upToEarly = await store.queryEvents({ filter: { stream: streamId, to: early!.recordedAt }, direction: 'forwards', limit: 10 });
      expect(upToEarly.map((e) => e.type)).toEqual(['Early']);
      const fromLate = await store.queryEvents({
        filter: { stream: streamId, from: new Date(early!.recordedAt.getTime() + 10) },
        direction: 'forwards',
        limit: 10,
      });
      expect(fromLate.map((e) => e.type)).toEqual(['Late']);
    });
  });

  describe('verifyChains', () => {
    // The test edits a stored event through SQL, so only PostgreSQL runs it. EventStoreDB keeps its
    // chain in event metadata (docs/decisions/0019-hash-chain.md), checked over a fake client by
    // eventstoredb-mapping.unit.spec.ts.
    it('verifies an untouched store clean and names the first event edited behind its back (PostgreSQL)', async ({ skip }) => {
      const { store, pool } = fixture();
      if (!pool) return skip('edits a stored event through SQL: PostgreSQL only');
      const streamId = newStreamId('auditContract');
      // The first goes alone (the single-statement append), the others as a batch (append_to_stream).
      const written = [
        newEvent('A', { n: 1, text: 'é "quoted"\n\u2603', big: 1.5e300, list: [1, 2.25] }),
        newEvent('B', { n: 2 }),
        newEvent('C', { n: 3 }),
      ];
      await store.appendToStream(streamId, written.slice(0, 1), { expectedVersion: 0 });
      await store.appendToStream(streamId, written.slice(1), { expectedVersion: 1 });
      const clean = await store.verifyChains();
      expect(clean).toMatchObject({ ok: true, firstBroken: null });
      await pool.query(`UPDATE events SET metadata = metadata || '{"actorId": "someone else"}' WHERE event_id = $1`, [
        written[1]!.metadata.eventId,
      ]);
      const broken = await store.verifyChains();
      expect(broken).toMatchObject({
        ok: false,
        checked: clean.checked,
        firstBroken: { streamId, streamVersion: 2, eventId: written[1]!.metadata.eventId },
      });
      await pool.query(`UPDATE events SET metadata = metadata || '{"actorId": "user-1"}' WHERE event_id = $1`, [
        written[1]!.metadata.eventId,
      ]);
      expect((await store.verifyChains()).ok).toBe(true);
      // An edited payload of the event appended alone is caught at that event.
      await pool.query(`UPDATE events SET data = data || '{"n": 7}' WHERE event_id = $1`, [written[0]!.metadata.eventId]);
      expect(await store.verifyChains()).toMatchObject({ ok: false, firstBroken: { streamId, streamVersion: 1 } });
      await pool.query(`UPDATE events SET data = data || '{"n": 1}' WHERE event_id = $1`, [written[0]!.metadata.eventId]);
      expect((await store.verifyChains()).ok).toBe(true);
    });
  });
}

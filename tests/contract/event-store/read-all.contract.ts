import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { NewEvent } from '@tradeguild/contracts';
import { START, streamType } from '@tradeguild/contracts';
import { PostgresEventStore } from '../../../backend/src/eventstore/postgres.ts';
import { AllReader, eventIds, newEvent, newStreamId, PollingReader, type Fixture } from './support.ts';

export function readAllContract(fixture: Fixture) {
  describe('readAll', () => {
    it('returns everything in commit order, in pages, resuming from `last`', async () => {
      const { store } = fixture();
      const start = await store.headPosition();
      const [a, b, c] = [newStreamId(), newStreamId(), newStreamId()];
      const appended: { streamId: string; streamVersion: number; event: NewEvent }[] = [];
      for (const [streamId, count] of [
        [a, 2],
        [b, 1],
        [a, 1],
        [c, 3],
        [b, 2],
      ] as const) {
        const version = appended.filter((x) => x.streamId === streamId).length;
        const batch = Array.from({ length: count }, (_, i) => newEvent('Paged', { streamId, n: version + i + 1 }));
        await store.appendToStream(streamId, batch, { expectedVersion: version });
        batch.forEach((event, i) => appended.push({ streamId, streamVersion: version + i + 1, event }));
      }
      const ids = eventIds(appended.map((x) => x.event));

      const reader = new AllReader(store, start, 2);
      const read = await reader.readUntil(ids);
      expect(eventIds(read)).toEqual(ids);
      expect(read.map((e) => [e.streamId, e.streamVersion])).toEqual(appended.map((x) => [x.streamId, x.streamVersion]));
      expect(read.map((e) => e.data)).toEqual(appended.map((x) => x.event.data));
      expect(reader.pages.filter((p) => p.size === 2).length).toBeGreaterThanOrEqual(4);

      // Resuming from the middle gives exactly the rest.
      const rest = new AllReader(store, read[3]!.position, 100);
      expect(eventIds(await rest.readUntil(ids.slice(4)))).toEqual(ids.slice(4));
      expect(rest.only(ids.slice(0, 4))).toEqual([]);

      // At the end: nothing more, and the checkpoint stays where it is.
      const atEnd = await store.readAll({ after: reader.checkpoint, limit: 2 });
      expect(atEnd.events.filter((e) => ids.includes(e.metadata.eventId))).toEqual([]);
      if (atEnd.events.length === 0) expect(atEnd.last).toEqual(reader.checkpoint);
    });

    it('never skips an event that took its position first but commits last (PostgreSQL)', async ({ skip }) => {
      const { store, pool } = fixture();
      if (!pool) return skip('needs the PostgreSQL pool');
      // A projection-like reader from START, caught up before the race begins, polling throughout.
      const caughtUp = new AllReader(store, START, 5);
      while ((await caughtUp.poll()) > 0);
      const polling = new PollingReader(caughtUp);
      const slowEvent = newEvent('SlowCommit', { n: 1 });
      const fastEvent = newEvent('FastCommit', { n: 2 });
      const ids = eventIds([slowEvent, fastEvent]);
      try {
        await withOpenTransaction(pool, async (slow) => {
          const slowPos = await appendInOpenTransaction(slow, newStreamId(), slowEvent);
          const fast = await store.appendToStream(newStreamId(), [fastEvent], { expectedVersion: 0 });
          expect(fast.position.pos).toBeGreaterThan(slowPos);

          // The hazard is real: the fast event is committed and visible, the slow one is not, so a
          // reader of `global_position > checkpoint` would take the fast one and skip the slow one.
          const visible = await pool.query<{ type: string }>('SELECT type FROM events WHERE event_id = ANY($1::uuid[])', [ids]);
          expect(visible.rows.map((r) => r.type)).toEqual(['FastCommit']);

          // The horizon holds the fast event back for as long as the slow transaction is open.
          const target = polling.polls + 10;
          await polling.waitFor(() => polling.polls >= target);
          expect(polling.polls).toBeGreaterThanOrEqual(target);
          expect(caughtUp.only(ids)).toEqual([]);
        });
        await polling.waitFor(() => caughtUp.only(ids).length >= 2);
      } finally {
        await polling.stop();
      }
      const seen = caughtUp.only(ids);
      expect(seen.map((e) => e.type)).toEqual(['SlowCommit', 'FastCommit']);
      expect(seen[0]!.position.pos).toBeLessThan(seen[1]!.position.pos);
    });

    it('is not held back by an open transaction that writes anything but events (PostgreSQL)', async ({ skip }) => {
      const { store, pool } = fixture();
      if (!pool) return skip('needs the PostgreSQL pool');
      const reader = new AllReader(store, await store.headPosition(), 100);
      const event = newEvent('PastAnOpenWriter', { n: 1 });
      await withOpenTransaction(pool, async (writer) => {
        // A read model's batch, a session write: a transaction with an id, open across the append.
        await writer.query('SELECT pg_current_xact_id()');
        await store.appendToStream(newStreamId(), [event], { expectedVersion: 0 });
        expect(eventIds(await reader.readUntil(eventIds([event])))).toEqual(eventIds([event]));
        // With nobody appending, the reader learnt so by taking the appenders' lock exclusively for an
        // instant (012_horizon_fast_path.sql); it gave it back at once, so appends go on.
        const held = await pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = 21575 AND objid = 1 AND mode = 'ExclusiveLock'",
        );
        expect(held.rows[0]!.n).toBe(0);
        const after = newEvent('AfterTheRead', { n: 2 });
        await store.appendToStream(newStreamId(), [after], { expectedVersion: 0 });
        expect(eventIds(await reader.readUntil(eventIds([after])))).toEqual(eventIds([after]));
      });
    });

    it('holds back behind an open bulk INSERT as behind an append (PostgreSQL)', async ({ skip }) => {
      const { store, pool } = fixture();
      if (!pool) return skip('needs the PostgreSQL pool');
      const reader = new AllReader(store, await store.headPosition(), 100);
      const bulk = newEvent('BulkInserted', { n: 1 });
      const fast = newEvent('AfterTheBulk', { n: 2 });
      const ids = eventIds([bulk, fast]);
      await withOpenTransaction(pool, async (slow) => {
        // Anything but the store's own append joins the appenders first (017).
        await slow.query('SELECT events_join_appenders()');
        await slow.query(
          `INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, hash)
           VALUES ($1, 1, 'BulkInserted', $2, $3, $4, event_chain_hash(NULL, 'BulkInserted', $2::jsonb, $3::jsonb, 1))`,
          [newStreamId(), JSON.stringify(bulk.data), JSON.stringify(bulk.metadata), bulk.metadata.eventId],
        );
        await store.appendToStream(newStreamId(), [fast], { expectedVersion: 0 });
        for (let i = 0; i < 5; i++) await reader.poll();
        expect(reader.only(ids)).toEqual([]);
        // And says so, so that a catch-up loop knows to look again.
        expect((await store.readAll({ after: reader.checkpoint, limit: 10 })).heldBack).toBe(true);
      });
      expect((await reader.readUntil(ids)).map((e) => e.type)).toEqual(['BulkInserted', 'AfterTheBulk']);
      // Nothing open any more: nothing held back (another file's transaction finishing at the wrong
      // moment can make one read cautious, hence the poll).
      await expect.poll(async () => (await store.readAll({ after: reader.checkpoint, limit: 10 })).heldBack).toBe(false);
    });

    it('refuses an INSERT into events from a transaction that did not join the appenders (PostgreSQL)', async ({ skip }) => {
      const { pool } = fixture();
      if (!pool) return skip('needs the PostgreSQL pool');
      // A reader could pass its events: nothing holds the horizon back for it.
      const e = newEvent('NotJoined', { n: 1 });
      await expect(
        pool.query(
          `INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, hash)
           VALUES ($1, 1, 'NotJoined', $2, $3, $4, NULL)`,
          [newStreamId(), JSON.stringify(e.data), JSON.stringify(e.metadata), e.metadata.eventId],
        ),
      ).rejects.toThrow(/joined the appenders first/);
    });

    it('refuses events written after something else in the same transaction (PostgreSQL)', async ({ skip }) => {
      const { pool } = fixture();
      if (!pool) return skip('needs the PostgreSQL pool');
      // Such a transaction had its id before it joined the appenders: a reader could have passed it.
      const late = withOpenTransaction(pool, async (client) => {
        await client.query('SELECT pg_current_xact_id()');
        await appendInOpenTransaction(client, newStreamId(), newEvent('TooLate', { n: 1 }));
      });
      await expect(late).rejects.toThrow(/appended before anything else/);
      // The single-event append refuses it too (it joins in its own statement, 017).
      const lateOne = withOpenTransaction(pool, async (client) => {
        await client.query('SELECT pg_current_xact_id()');
        await new PostgresEventStore(client as unknown as pg.Pool).appendToStream(newStreamId(), [newEvent('TooLate', { n: 2 })], {
          expectedVersion: 0,
        });
      });
      await expect(lateOne).rejects.toThrow(/appended before anything else/);
      // Two appends in one transaction are fine: the second joins nothing new.
      let positions: bigint[] = [];
      await withOpenTransaction(pool, async (client) => {
        positions = [
          await appendInOpenTransaction(client, newStreamId(), newEvent('First', { n: 1 })),
          await appendInOpenTransaction(client, newStreamId(), newEvent('Second', { n: 2 })),
        ];
      });
      expect(positions[1]).toBeGreaterThan(positions[0]!);
    });
  });
}

/** BEGIN on a dedicated client, run `fn`, COMMIT (ROLLBACK if it throws). */
async function withOpenTransaction(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await fn(client);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** What PostgresEventStore.appendToStream runs, but on a client whose transaction we hold open. */
async function appendInOpenTransaction(client: pg.PoolClient, streamId: string, e: NewEvent): Promise<bigint> {
  const { rows } = await client.query<{ last_position: string }>(
    'SELECT * FROM append_to_stream($1, $2, $3, $4, $5, $6::jsonb[], $7::jsonb[], $8::uuid[], $9)',
    [streamId, streamType(streamId), 0, [e.type], [1], [JSON.stringify(e.data)], [JSON.stringify(e.metadata)], [e.metadata.eventId], null],
  );
  return BigInt(rows[0]!.last_position);
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { eventIds, newEvent, newStreamId } from '../../../tests/contract/event-store/support.ts';
import { PostgresEventStore } from '../eventstore/postgres.ts';

const MIGRATION = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations/008_audit_hash_chain.sql');
let db: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
});
afterAll(() => db?.drop());

it('gives events written before migration 008 the same hashes the append would have', async () => {
  const streams = [newStreamId('migrated'), newStreamId('migrated')];
  for (const streamId of streams) {
    await store.appendToStream(streamId, [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })], { expectedVersion: 0 });
    await store.appendToStream(streamId, [newEvent('C', { n: 3 })], { expectedVersion: 2 });
  }
  const hashes = async () =>
    (await db.pool.query<{ h: string }>("SELECT encode(hash, 'hex') AS h FROM events ORDER BY global_position")).rows.map((r) => r.h);
  const appended = await hashes();
  expect(appended.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);

  // As before the migration: no hashes. Then the migration's backfill alone.
  await db.pool.query('UPDATE events SET hash = NULL');
  expect((await store.verifyChains()).ok).toBe(false);
  const backfill = /DO \$\$[\s\S]*?END;\n\$\$;/.exec(await readFile(MIGRATION, 'utf8'))![0];
  await db.pool.query(backfill);
  expect(await hashes()).toEqual(appended);
  expect(await store.verifyChains()).toEqual({ ok: true, checked: 6, firstBroken: null });

  // Appends after the backfill chain on to the migrated hashes.
  const later = newEvent('D', { n: 4 });
  await store.appendToStream(streams[0]!, [later], { expectedVersion: 3 });
  expect(eventIds((await store.readStream(streams[0]!)).events).at(-1)).toBe(later.metadata.eventId);
  expect((await store.verifyChains()).ok).toBe(true);
});

/**
 * A destroyed data key stops decrypting in every process at once (docs/decisions/0068-erasure-gaps-closed.md),
 * not when that process's key cache expires (CACHE_TTL_MS): migration 028's trigger notifies, each
 * process's listener (key-listener.ts) drops the key. Two stores with two pools on one database; the
 * one that destroys runs in a process of its own, so nothing but the notification can tell this one.
 */
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent } from '../../../../tests/contract/event-store/support.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.ts';
import { createPool } from '../../db/pool.ts';
import { PostgresEventStore } from '../postgres.ts';
import { CACHE_TTL_MS } from './data-keys.ts';
import { DATA_KEY_CHANNEL } from './key-listener.ts';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../tests/support/encryption/destroy-key-elsewhere.ts');

let db: TestDatabase;
let pool: pg.Pool;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool(db.url, 2);
  store = new PostgresEventStore(pool);
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const message = (senderId: string, content: string) =>
  newEvent(
    'MessageSent',
    { messageId: randomUUID(), senderId, receiverId: `user-${randomUUID()}`, projectId: null, content, sentAt: new Date().toISOString() },
    { actorId: senderId },
  );

/** A person's message in a stream of its own, read once by this store (its cache now holds their key). */
async function written(secret: string) {
  const owner = `user-${randomUUID()}`;
  const streamId = `keyDestruction-${randomUUID()}`;
  await store.appendToStream(streamId, [message(owner, secret)], { expectedVersion: 0 });
  return { owner, streamId };
}
const contents = async (streamId: string) => (await store.readStream(streamId)).events.map((e) => (e.data as { content: string }).content);

function lines(child: { stdout: Readable }) {
  const it = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return async () => {
    const next = await it.next();
    if (next.done) throw new Error('the other process ended without answering');
    return next.value;
  };
}

describe('destroying a data key', () => {
  it('stops another process decrypting with it right after, long before its cache would expire', async () => {
    const { owner, streamId } = await written('Marzipan umbrella secret');
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      env: { ...process.env, DATABASE_URL: db.url, STREAM_ID: streamId, OWNER_ID: owner },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const next = lines(child);
    expect(await next()).toBe('ready');
    expect(await contents(streamId)).toEqual(['Marzipan umbrella secret']);
    const cachedAt = Date.now();

    const exited = once(child, 'exit');
    child.stdin.end('destroy\n');
    const report = JSON.parse(await next()) as { reads: { content: string }[] };
    await exited; // its listening connection gone with it
    expect(report.reads.map((r) => r.content)).toEqual(['[removed]']);
    await expect.poll(() => contents(streamId), { timeout: 20_000, interval: 50 }).toEqual(['[removed]']);
    // Not the cache's expiry: that would have taken CACHE_TTL_MS from the read above.
    expect(Date.now() - cachedAt).toBeLessThan(CACHE_TTL_MS);
    // A later event about them, appended here, is written with the placeholder, not the old key.
    await store.appendToStream(streamId, [message(owner, 'Written after the erasure')], { expectedVersion: 1 });
    expect(await contents(streamId)).toEqual(['[removed]', '[removed]']);
  }, 60_000);

  it('listens again after its connection is lost, and then trusts nothing it cached while deaf', async () => {
    const { owner, streamId } = await written('Tangerine lighthouse secret');
    expect(await contents(streamId)).toEqual(['Tangerine lighthouse secret']);
    const listener = store.protection.keys.listener!;
    await expect.poll(() => listener.isListening, { timeout: 20_000 }).toBe(true);
    const cachedAt = Date.now();

    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = $1',
        [`LISTEN ${DATA_KEY_CHANNEL}`],
      );
      expect(killed.rowCount).toBe(1);
      await expect.poll(() => listener.isListening, { timeout: 20_000, interval: 5 }).toBe(false);
      // Destroyed as any other process would, while this one hears nothing.
      await admin.query('UPDATE data_keys SET wrapped_key = NULL, destroyed_at = now() WHERE owner_id = $1', [owner]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => listener.isListening, { timeout: 20_000 }).toBe(true);
    await expect.poll(() => contents(streamId), { timeout: 20_000, interval: 50 }).toEqual(['[removed]']);
    expect(Date.now() - cachedAt).toBeLessThan(CACHE_TTL_MS);
  }, 60_000);
});

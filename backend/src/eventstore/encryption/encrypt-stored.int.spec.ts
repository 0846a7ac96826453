import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, type NewEvent } from '@tradeguild/contracts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.ts';
import { newEvent } from '../../../../tests/contract/event-store/support.ts';
import { storedText } from '../../../../tests/support/encryption/stored-text.ts';
import { migrate } from '../../db/migrate.ts';
import { PostgresEventStore } from '../postgres.ts';
import { destroyKey } from './data-keys.ts';
import { ENCRYPT_STORED_PAYLOADS, encryptStoredPayloads, REWRITE_STREAM } from './encrypt-stored.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('re-encrypting events stored in plain text (decision 0060)', () => {
  it('seals their personal fields once, re-chains the streams, records it, and everything reads and verifies as before', async () => {
    // As written before crypto-shredding: a store whose decoder declares no personal fields.
    const plainStore = new PostgresEventStore(db.pool, { decode: (t, v, d) => domainEvents.decode(t, v, d) });
    const store = new PostgresEventStore(db.pool);
    const ada = `user-${randomUUID()}`;
    const secret = `plain words ${randomUUID()}`;
    const email = `ada.${randomUUID().slice(0, 8)}@example.com`;
    const stream = `conversation-${randomUUID()}`;
    const written: NewEvent[] = [
      newEvent('UserRegistered', { userId: ada, email, firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null, userType: 'client' }),
      newEvent('MessageSent', {
        messageId: randomUUID(),
        senderId: ada,
        receiverId: 'bob',
        projectId: null,
        content: secret,
        sentAt: 'now',
      }),
      newEvent('ConversationRead', { readerId: 'bob', partnerId: ada, readAt: 'now' }),
    ];
    await plainStore.appendToStream(stream, written, { expectedVersion: 0 });
    const other = `contractTest-${randomUUID()}`;
    await plainStore.appendToStream(other, [newEvent('Created', { name: 'not personal' })], { expectedVersion: 0 });
    expect(await storedText(db.pool, stream)).toContain(secret);
    const hashesBefore = (await db.pool.query('SELECT hash FROM events WHERE stream_id = $1', [other])).rows;

    // The run recorded when the test database was created found nothing; forget it, as on a database from before 023.
    await db.pool.query('DELETE FROM stored_payload_rewrites');
    const result = await encryptStoredPayloads(db.pool);
    expect(result).toMatchObject({ ran: true, streamsRechained: 1 });
    expect(result.eventsRewritten).toBeGreaterThanOrEqual(2);

    const text = await storedText(db.pool, stream);
    for (const plain of [secret, email, 'Lovelace']) expect(text).not.toContain(plain);
    expect(text).toContain('tgenc1:');
    expect((await store.readStream(stream)).events.map((e) => e.data)).toEqual(written.map((e) => e.data));
    expect((await store.verifyChains()).ok).toBe(true);
    // A stream it did not change keeps its hashes.
    expect((await db.pool.query('SELECT hash FROM events WHERE stream_id = $1', [other])).rows).toEqual(hashesBefore);

    // Recorded for the audit: the row and an event in the system stream.
    const { rows } = await db.pool.query('SELECT * FROM stored_payload_rewrites WHERE name = $1', [ENCRYPT_STORED_PAYLOADS]);
    expect(rows[0]).toMatchObject({ events_rewritten: result.eventsRewritten, streams_rechained: 1 });
    const record = (await store.readStream(REWRITE_STREAM)).events;
    expect(record.map((e) => [e.type, e.metadata.eventId])).toEqual([['StoredPayloadsEncrypted', rows[0].event_id]]);
    expect(record[0]!.data).toMatchObject({ decision: '0060', eventsRewritten: result.eventsRewritten });

    // Idempotent: migrate runs it on every start; a recorded run is not repeated.
    expect(await migrate(db.pool)).toEqual([]);
    expect((await encryptStoredPayloads(db.pool)).ran).toBe(false);
    expect(await storedText(db.pool, stream)).toBe(text);

    // And the re-encrypted data shreds like any other.
    await destroyKey(db.pool, ada);
    expect((await store.readStream(stream)).events.map((e) => e.data)).toMatchObject([
      { firstName: 'Former member', lastName: null },
      { content: '[removed]' },
      { readerId: 'bob' },
    ]);
    expect((await store.verifyChains()).ok).toBe(true);
  });

  it('refuses to run over a broken chain, changing nothing', async () => {
    const plainStore = new PostgresEventStore(db.pool, { decode: (t, v, d) => domainEvents.decode(t, v, d) });
    const stream = `conversation-${randomUUID()}`;
    const secret = `tampered ${randomUUID()}`;
    await plainStore.appendToStream(
      stream,
      [
        newEvent('MessageSent', {
          messageId: randomUUID(),
          senderId: 'eve',
          receiverId: 'bob',
          projectId: null,
          content: 'hello',
          sentAt: 'now',
        }),
      ],
      { expectedVersion: 0 },
    );
    await db.pool.query(`UPDATE events SET data = jsonb_set(data, '{content}', to_jsonb($2::text)) WHERE stream_id = $1`, [stream, secret]);
    await db.pool.query('DELETE FROM stored_payload_rewrites');
    await expect(encryptStoredPayloads(db.pool)).rejects.toThrow(/already broken/);
    expect(await storedText(db.pool, stream)).toContain(secret);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM stored_payload_rewrites')).rows[0].n).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PERSONAL_PLACEHOLDERS } from '@tradeguild/contracts';
import { destroyKey, isDestroyed } from '../../../backend/src/eventstore/encryption/data-keys.ts';
import { AllReader, newEvent, newStreamId, type Fixture } from './support.ts';

/**
 * Crypto-shredding (docs/decisions/0059-crypto-shredding.md): personal fields are sealed with their
 * owner's data key on append and opened on every read; once the key is destroyed they read as
 * placeholders, and the hash chains still verify. Needs the pool that holds the data keys.
 */
export function encryptionContract(fixture: Fixture) {
  const person = () => {
    const id = `user-${randomUUID()}`;
    const tag = randomUUID().slice(0, 8);
    return { id, email: `ada.${tag}@example.com`, first: `Ada${tag}`, last: `Lovelace${tag}`, secret: `my private words ${tag}` };
  };
  const registered = (p: ReturnType<typeof person>) =>
    newEvent(
      'UserRegistered',
      {
        userId: p.id,
        email: p.email,
        firstName: p.first,
        lastName: p.last,
        profileImageUrl: null,
        userType: 'client',
      },
      { actorId: p.id },
    );
  const message = (from: ReturnType<typeof person>, to: ReturnType<typeof person>, content: string) =>
    newEvent(
      'MessageSent',
      { messageId: randomUUID(), senderId: from.id, receiverId: to.id, projectId: null, content, sentAt: new Date().toISOString() },
      { actorId: from.id },
    );

  describe('personal data (crypto-shredding)', () => {
    it('hands back what was written through every read, and stores none of it in plain text', async () => {
      const { store, pool } = fixture();
      const [ada, bob] = [person(), person()];
      const streamId = newStreamId('encryptionContract');
      const written = [registered(ada), message(ada, bob, ada.secret)];
      await store.appendToStream(streamId, written, { expectedVersion: 0 });

      const { events } = await store.readStream(streamId);
      expect(events.map((e) => e.data)).toEqual(written.map((e) => e.data));
      const reader = new AllReader(store, { tx: 0n, pos: 0n }, 1000);
      const all = await reader.readUntil(
        written.map((e) => e.metadata.eventId),
        30_000,
      );
      expect(all.map((e) => e.data)).toEqual(written.map((e) => e.data));
      await expect
        .poll(
          async () => (await store.queryEvents({ filter: { stream: streamId }, direction: 'forwards', limit: 10 })).map((e) => e.data),
          {
            timeout: 30_000,
          },
        )
        .toEqual(written.map((e) => e.data));
      if (store.queryRawEvents) {
        const raw = await store.queryRawEvents({ filter: { stream: streamId }, direction: 'forwards', limit: 10 });
        expect(raw.map((e) => JSON.parse(e.data) as unknown)).toEqual(written.map((e) => e.data));
        expect(raw.map((e) => e.data).join('')).not.toContain('tgenc1:');
      }
      if (pool) {
        const { rows } = await pool.query<{ text: string }>(
          'SELECT data::text || metadata::text AS text FROM events WHERE stream_id = $1',
          [streamId],
        );
        const stored = rows.map((r) => r.text).join('\n');
        for (const plain of [ada.email, ada.first, ada.last, ada.secret]) expect(stored).not.toContain(plain);
        expect(stored).toContain('tgenc1:');
        // Ids stay readable: they are not personal data, and the read models key on them.
        expect(stored).toContain(ada.id);
      }
    });

    it('reads a destroyed key as placeholders, leaves everyone else readable, and still verifies', async () => {
      const { store, keysDb } = fixture();
      if (!keysDb) return;
      const [ada, bob] = [person(), person()];
      const streamId = newStreamId('encryptionContract');
      await store.appendToStream(
        streamId,
        [registered(ada), registered(bob), message(ada, bob, ada.secret), message(bob, ada, bob.secret)],
        {
          expectedVersion: 0,
        },
      );
      expect(await isDestroyed(keysDb, ada.id)).toBe(false);
      await destroyKey(keysDb, ada.id);
      await destroyKey(keysDb, ada.id); // idempotent
      expect(await isDestroyed(keysDb, ada.id)).toBe(true);

      const expected = [
        { userId: ada.id, email: PERSONAL_PLACEHOLDERS.email, firstName: 'Former member', lastName: null },
        { userId: bob.id, email: bob.email, firstName: bob.first, lastName: bob.last },
        { senderId: ada.id, content: '[removed]' },
        { senderId: bob.id, content: bob.secret },
      ];
      const { events } = await store.readStream(streamId);
      expect(events.map((e) => e.data)).toMatchObject(expected);
      const reader = new AllReader(store, { tx: 0n, pos: 0n }, 1000);
      // A read model rebuilt from the start sees the same.
      const rebuilt = await reader.readUntil(
        events.map((e) => e.metadata.eventId),
        60_000,
      );
      expect(rebuilt.map((e) => e.data)).toMatchObject(expected);
      await expect
        .poll(
          async () => (await store.queryEvents({ filter: { stream: streamId }, direction: 'forwards', limit: 10 })).map((e) => e.data),
          {
            timeout: 30_000,
          },
        )
        .toMatchObject(expected);
      if (store.queryRawEvents) {
        const raw = await store.queryRawEvents({ filter: { stream: streamId }, direction: 'forwards', limit: 10 });
        expect(raw.map((e) => JSON.parse(e.data) as unknown)).toMatchObject(expected);
      }
      expect((await store.verifyChains()).ok).toBe(true);

      // Later events about the erased person keep nothing of theirs: they are written as placeholders.
      await store.appendToStream(streamId, [message(ada, bob, 'written after erasure')], { expectedVersion: 4 });
      const after = await store.readStream(streamId);
      expect(after.events.at(-1)!.data).toMatchObject({ content: '[removed]' });
      expect((await store.verifyChains()).ok).toBe(true);
    });
  });
}

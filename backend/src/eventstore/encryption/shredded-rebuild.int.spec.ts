import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagingEvent, UserRegistered } from '@tradeguild/contracts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.ts';
import { projectionSpec } from '../../../../tests/support/projection-spec.ts';
import { newEvent } from '../../../../tests/contract/event-store/support.ts';
import { messagesProjection } from '../../../../projections/src/messaging/projection.ts';
import { PostgresEventStore } from '../postgres.ts';
import { destroyKey } from './data-keys.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});
const spec = projectionSpec(messagesProjection);

describe('a read model rebuilt after a key was destroyed', () => {
  it('folds the events as the store reads them: the erased person as "Former member" and "[removed]", the other intact', async () => {
    const store = new PostgresEventStore(db.pool);
    const [ada, bob] = [`ada-${randomUUID()}`, `bob-${randomUUID()}`];
    const register = (userId: string, firstName: string) =>
      newEvent('UserRegistered', {
        userId,
        email: `${firstName}@example.com`,
        firstName,
        lastName: 'Smith',
        profileImageUrl: null,
        userType: 'client',
      });
    const sent = (from: string, to: string, content: string) =>
      newEvent('MessageSent', {
        messageId: randomUUID(),
        senderId: from,
        receiverId: to,
        projectId: null,
        content,
        sentAt: new Date().toISOString(),
      });
    await store.appendToStream(`user-${ada}`, [register(ada, 'Ada')], { expectedVersion: 0 });
    await store.appendToStream(`user-${bob}`, [register(bob, 'Bob')], { expectedVersion: 0 });
    await store.appendToStream(`conversation-${ada}:${bob}`, [sent(ada, bob, 'from Ada'), sent(bob, ada, 'from Bob')], {
      expectedVersion: 0,
    });
    await destroyKey(db.pool, ada);

    // The rebuild reads $all from the start, as a new projection generation does.
    const { events } = await store.readAll({ after: { tx: 0n, pos: 0n }, limit: 100 });
    const history = events.map((e) => ({ type: e.type, data: e.data }) as MessagingEvent | UserRegistered);
    const { rows } = await spec.given(history);
    expect(
      rows('message_participants')
        .map((p) => [p.user_id, p.name])
        .sort(),
    ).toEqual(
      [
        [ada, 'Former member'],
        [bob, 'Bob Smith'],
      ].sort(),
    );
    expect(
      rows('messages')
        .map((m) => m.content)
        .sort(),
    ).toEqual(['[removed]', 'from Bob']);
    expect((await store.verifyChains()).ok).toBe(true);
  });
});

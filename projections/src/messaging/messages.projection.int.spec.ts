import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagingEvent } from '@tradeguild/contracts';
import type { RecordedEvent } from '@tradeguild/backend/eventstore/types';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import type { Push } from '../runtime/types.ts';
import { messagesProjection } from './messages.projection.ts';

let db: TestDatabase;
const table = (logical: string) => `spec_${logical}`;
beforeAll(async () => {
  db = await createTestDatabase();
  for (const [logical, ddl] of Object.entries(messagesProjection.tables)) await db.pool.query(ddl(table(logical)));
});
afterAll(() => db?.drop());

const at = (minute: number) => `2025-06-01T09:${String(minute).padStart(2, '0')}:00.000Z`;
const sent = (id: string, from: string, to: string, minute: number, content = `message ${id}`): MessagingEvent => ({
  type: 'MessageSent',
  data: { messageId: `00000000-0000-4000-8000-00000000000${id}`, senderId: from, receiverId: to, projectId: null, content, sentAt: at(minute) },
});
const read = (reader: string, partner: string, minute: number): MessagingEvent => ({
  type: 'ConversationRead',
  data: { readerId: reader, partnerId: partner, readAt: at(minute) },
});
const recorded = (e: MessagingEvent, i: number): RecordedEvent => ({
  streamId: 'conversation-alice:bob', streamVersion: i + 1, type: e.type, data: e.data, position: { tx: 1n, pos: BigInt(i + 1) }, recordedAt: new Date(),
  metadata: { eventId: crypto.randomUUID(), commandId: null, correlationId: 'c', causationId: null, actorId: null, occurredAt: at(0), schemaVersion: 1 },
});

async function apply(events: MessagingEvent[]): Promise<Push[]> {
  const pushes: Push[] = [];
  const client = await db.pool.connect();
  try {
    for (const [i, e] of events.entries()) await messagesProjection.handlers[e.type]!(recorded(e, i), { tx: client, table, push: (p) => pushes.push(p) });
  } finally {
    client.release();
  }
  return pushes;
}

const snapshot = async () => ({
  messages: (await db.pool.query(`SELECT * FROM ${table('messages')} ORDER BY id`)).rows,
  conversations: (await db.pool.query(`SELECT * FROM ${table('conversations')} ORDER BY user_id, partner_id`)).rows,
});

describe('messages projection', () => {
  const history = [sent('1', 'alice', 'bob', 1), sent('2', 'alice', 'bob', 2), sent('3', 'bob', 'alice', 3), read('bob', 'alice', 4), sent('4', 'alice', 'bob', 5)];

  it('keeps both sides of a conversation: last message and unread counts', async () => {
    const pushes = await apply(history);
    const { conversations, messages } = await snapshot();
    expect(conversations.map((c) => [c.user_id, c.partner_id, c.last_message_id.endsWith('4'), c.unread_count])).toEqual([
      ['alice', 'bob', true, 1],
      ['bob', 'alice', true, 1],
    ]);
    expect(messages.map((m) => m.is_read)).toEqual([true, true, false, false]);
    expect(pushes.filter((p) => p.event === 'message:new').map((p) => p.room)).toEqual([
      'user:bob', 'user:alice', 'user:bob', 'user:alice', 'user:alice', 'user:bob', 'user:bob', 'user:alice',
    ]);
  });

  it('lands on the same rows when the same events are applied again, and pushes nothing new', async () => {
    const before = await snapshot();
    const pushes = await apply(history.filter((e) => e.type === 'MessageSent'));
    expect(await snapshot()).toEqual(before);
    expect(pushes).toEqual([]);
  });
});

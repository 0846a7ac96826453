import { describe, expect, it } from 'vitest';
import type { MessagingEvent, UserRegistered } from '@tradeguild/contracts';
import { projectionSpec } from '../../../tests/support/projection-spec.ts';
import { messagesProjection } from './projection.ts';

const spec = projectionSpec(messagesProjection);

const at = (minute: number) => `2025-06-01T09:${String(minute).padStart(2, '0')}:00.000Z`;
const sent = (id: string, from: string, to: string, minute: number, content = `message ${id}`): MessagingEvent => ({
  type: 'MessageSent',
  data: {
    messageId: `00000000-0000-4000-8000-00000000000${id}`,
    senderId: from,
    receiverId: to,
    projectId: null,
    content,
    sentAt: at(minute),
  },
});
const read = (reader: string, partner: string, minute: number): MessagingEvent => ({
  type: 'ConversationRead',
  data: { readerId: reader, partnerId: partner, readAt: at(minute) },
});
const registered = (userId: string, firstName: string | null, lastName: string | null): UserRegistered => ({
  type: 'UserRegistered',
  data: { userId, email: `${userId}@example.com`, firstName, lastName, profileImageUrl: null, userType: 'client' },
});

describe('messages projection', () => {
  const history = [
    sent('1', 'alice', 'bob', 1),
    sent('2', 'alice', 'bob', 2),
    sent('3', 'bob', 'alice', 3),
    read('bob', 'alice', 4),
    sent('4', 'alice', 'bob', 5),
  ];

  it('keeps both sides of a conversation: last message and unread counts', async () => {
    const { rows, pushes } = await spec.given(history);
    expect(rows('conversations').map((c) => [c.user_id, c.partner_id, String(c.last_message_id).endsWith('4'), c.unread_count])).toEqual([
      ['alice', 'bob', true, 1],
      ['bob', 'alice', true, 1],
    ]);
    expect(rows('messages').map((m) => [String(m.id).slice(-1), m.is_read])).toEqual([
      ['1', true],
      ['2', true],
      ['3', false],
      ['4', false],
    ]);
    expect(pushes.filter((p) => p.event === 'message:new').map((p) => p.room)).toEqual([
      'user:bob',
      'user:alice',
      'user:bob',
      'user:alice',
      'user:alice',
      'user:bob',
      'user:bob',
      'user:alice',
    ]);
  });

  it('does not announce a message again when it is applied again', async () => {
    const { repeatPushes } = await spec.given(history.filter((e) => e.type === 'MessageSent'));
    expect(repeatPushes).toEqual([]);
  });

  it('keeps the names of the people who can be partners, never their e-mail', async () => {
    const { rows } = await spec.given([registered('alice', 'Alice', 'Jones'), registered('bob', null, null), sent('1', 'alice', 'bob', 1)]);
    expect(rows('message_participants').map((p) => [p.user_id, p.name])).toEqual([
      ['alice', 'Alice Jones'],
      ['bob', null],
    ]);
  });

  /**
   * The set-based path (batch.ts) runs with every `given` here, as one batch and in batches of two,
   * each applied twice, and must leave the handlers' rows and pushes (tests/support/projection-spec.ts).
   * This script has what a batch must fold in order: messages at the same time (the later one is the
   * last message), a message repeated, a name changed, and reads between messages.
   */
  it('gives the same rows and pushes applied in batches as one by one', async () => {
    const { rows, pushes } = await spec.given([
      registered('alice', 'Alice', null),
      sent('1', 'alice', 'bob', 1),
      sent('2', 'bob', 'alice', 1),
      sent('1', 'alice', 'bob', 1, 'the same message again'),
      registered('alice', 'Alicia', 'Jones'),
      read('alice', 'bob', 2),
      read('alice', 'bob', 2),
      sent('3', 'alice', 'bob', 3),
      sent('5', 'alice', 'carol', 0),
      sent('6', 'carol', 'alice', 0),
      sent('7', 'bob', 'alice', 4),
      read('bob', 'alice', 5),
    ]);
    expect(rows('conversations').map((c) => [c.user_id, c.partner_id, String(c.last_message_id).slice(-1), c.unread_count])).toEqual([
      ['alice', 'bob', '7', 1],
      ['alice', 'carol', '6', 1],
      ['bob', 'alice', '7', 0],
      ['carol', 'alice', '6', 1],
    ]);
    expect(rows('message_participants').map((p) => [p.user_id, p.name])).toEqual([['alice', 'Alicia Jones']]);
    // Message 1 announced once; the second read of the same conversation marked nothing and announced nothing.
    expect(pushes.map((p) => `${p.event} ${p.room}`)).toEqual([
      ...['message:new user:bob', 'message:new user:alice'],
      ...['message:new user:alice', 'message:new user:bob'],
      ...['conversation:read user:alice', 'conversation:read user:bob'],
      ...['message:new user:bob', 'message:new user:alice'],
      ...['message:new user:carol', 'message:new user:alice'],
      ...['message:new user:alice', 'message:new user:carol'],
      ...['message:new user:alice', 'message:new user:bob'],
      ...['conversation:read user:bob', 'conversation:read user:alice'],
    ]);
  });
});

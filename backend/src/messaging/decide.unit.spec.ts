import { describe, it } from 'vitest';
import type { MessageSent } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { MessagingCommand } from './commands.ts';
import { messagingDecider } from './decide.ts';

const messageId = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const send = (extra: Partial<Extract<MessagingCommand, { type: 'SendMessage' }>['data']> = {}): MessagingCommand => ({
  type: 'SendMessage',
  data: { messageId, senderId: 'alice', receiverId: 'bob', receiverExists: true, content: '  Hello Bob  ', projectId: null, ...extra },
});
const sent = (from: string, to: string): MessageSent => ({
  type: 'MessageSent',
  data: { messageId, senderId: from, receiverId: to, projectId: null, content: 'Hello Bob', sentAt: TEST_NOW.toISOString() },
});
const markRead = (readerId: string, partnerId: string): MessagingCommand => ({
  type: 'MarkConversationRead',
  data: { readerId, partnerId },
});

describe('SendMessage', () => {
  it('records the trimmed text', () => {
    given(messagingDecider)
      .when(send())
      .then([sent('alice', 'bob')]);
  });
  it('keeps the project it is about', () => {
    const projectId = '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a';
    given(messagingDecider)
      .when(send({ projectId }))
      .then([{ ...sent('alice', 'bob'), data: { ...sent('alice', 'bob').data, projectId } }]);
  });
  it('refuses blank text', () => {
    given(messagingDecider)
      .when(send({ content: ' \n\t ' }))
      .thenThrows(ValidationError, 'Message cannot be empty');
  });
  it('refuses messaging yourself', () => {
    given(messagingDecider)
      .when(send({ receiverId: 'alice' }))
      .thenThrows(ValidationError, /yourself/);
  });
  it('refuses a receiver who does not exist', () => {
    given(messagingDecider)
      .when(send({ receiverExists: false }))
      .thenThrows(NotFoundError);
  });
});

describe('MarkConversationRead', () => {
  it('records a read when something is unread for the reader', () => {
    given(messagingDecider, [sent('alice', 'bob')])
      .when(markRead('bob', 'alice'))
      .then([{ type: 'ConversationRead', data: { readerId: 'bob', partnerId: 'alice', readAt: TEST_NOW.toISOString() } }]);
  });
  it('records nothing when the reader has nothing unread', () => {
    given(messagingDecider, [sent('alice', 'bob')])
      .when(markRead('alice', 'bob'))
      .then([]);
  });
  it('records nothing the second time', () => {
    given(messagingDecider, [
      sent('alice', 'bob'),
      { type: 'ConversationRead', data: { readerId: 'bob', partnerId: 'alice', readAt: TEST_NOW.toISOString() } },
    ])
      .when(markRead('bob', 'alice'))
      .then([]);
  });
  it('counts new messages after a read', () => {
    given(messagingDecider, [
      sent('alice', 'bob'),
      { type: 'ConversationRead', data: { readerId: 'bob', partnerId: 'alice', readAt: TEST_NOW.toISOString() } },
      sent('alice', 'bob'),
    ])
      .when(markRead('bob', 'alice'))
      .then([{ type: 'ConversationRead', data: { readerId: 'bob', partnerId: 'alice', readAt: TEST_NOW.toISOString() } }]);
  });
});

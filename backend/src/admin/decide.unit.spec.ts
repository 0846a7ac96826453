import { describe, it } from 'vitest';
import type { MessageSent } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { NotFoundError } from '../errors.ts';
import { inspectDecider } from './decide.ts';

const messageId = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const sent: MessageSent = {
  type: 'MessageSent',
  data: { messageId, senderId: 'zoe', receiverId: 'adam', projectId: null, content: 'Hello', sentAt: TEST_NOW.toISOString() },
};
const inspect = (id = messageId) => ({ type: 'InspectConversation' as const, data: { messageId: id } });

describe('InspectConversation', () => {
  it('records who opened which message of the conversation, and when', () => {
    given(inspectDecider, [sent])
      .when(inspect(), { actorId: 'admin-1' })
      .then([
        {
          type: 'ConversationInspected',
          data: { messageId, participantIds: ['adam', 'zoe'], inspectedBy: 'admin-1', inspectedAt: TEST_NOW.toISOString() },
        },
      ]);
  });
  it('records a second look as well', () => {
    const look = {
      type: 'ConversationInspected' as const,
      data: { messageId, participantIds: ['adam', 'zoe'] as [string, string], inspectedBy: 'admin-1', inspectedAt: TEST_NOW.toISOString() },
    };
    given(inspectDecider, [sent, look]).when(inspect(), { actorId: 'admin-1' }).then([look]);
  });
  it('refuses a message the conversation does not hold', () => {
    given(inspectDecider, [sent])
      .when(inspect('9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a'), { actorId: 'admin-1' })
      .thenThrows(NotFoundError, 'Message not found');
  });
  it('refuses an empty conversation', () => {
    given(inspectDecider).when(inspect(), { actorId: 'admin-1' }).thenThrows(NotFoundError);
  });
});

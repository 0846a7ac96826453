import type { MessagingEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { MessagingCommand } from './commands.ts';
import { evolve, initialState, type ConversationState } from './state.ts';

export function decide(command: MessagingCommand, state: ConversationState, ctx: CommandContext): MessagingEvent[] {
  switch (command.type) {
    case 'SendMessage': {
      const d = command.data;
      if (d.senderId === d.receiverId) throw new ValidationError('You cannot send a message to yourself');
      if (!d.receiverExists) throw new NotFoundError('That user does not exist');
      const content = d.content.trim();
      if (!content) throw new ValidationError('Message cannot be empty');
      return [
        {
          type: 'MessageSent',
          data: {
            messageId: d.messageId,
            senderId: d.senderId,
            receiverId: d.receiverId,
            projectId: d.projectId,
            content,
            sentAt: ctx.now.toISOString(),
          },
        },
      ];
    }
    case 'MarkConversationRead': {
      // Nothing unread: nothing to record, so opening a conversation twice appends once.
      if (!state.unread[command.data.readerId]) return [];
      return [{ type: 'ConversationRead', data: { ...command.data, readAt: ctx.now.toISOString() } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

export const messagingDecider: Decider<ConversationState, MessagingCommand, MessagingEvent> = {
  initialState,
  evolve,
  decide,
  // A message is decided on its own content and parties, never on the messages before it: the
  // conversation (which only grows) is not read to send one.
  decidesWithoutStream: (command) => command.type === 'SendMessage',
};

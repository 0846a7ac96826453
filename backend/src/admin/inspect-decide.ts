/**
 * Recording that an admin opened a message: decided on the conversation's own stream, which holds
 * the messaging context's events too (their evolve ignores this one, and this one only needs to
 * know which messages the stream holds).
 */
import type { AdminEvent, MessagingEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { NotFoundError } from '../errors.ts';

export interface InspectState {
  messageIds: Set<string>;
  participants: [string, string] | null;
}

export type InspectCommand = { type: 'InspectConversation'; data: { messageId: string } };

type ConversationEvent = MessagingEvent | AdminEvent;

export function evolve(state: InspectState, event: ConversationEvent): InspectState {
  if (event.type !== 'MessageSent') return state;
  const { senderId, receiverId, messageId } = event.data;
  const participants = [senderId, receiverId].sort() as [string, string];
  return { messageIds: new Set(state.messageIds).add(messageId), participants };
}

export function decide(command: InspectCommand, state: InspectState, ctx: CommandContext): AdminEvent[] {
  if (!state.participants || !state.messageIds.has(command.data.messageId)) throw new NotFoundError('Message not found');
  if (!ctx.actorId) throw new NotFoundError('Message not found');
  // Every look is recorded, the same message twice included: the point is who looked and when.
  return [
    {
      type: 'ConversationInspected',
      data: {
        messageId: command.data.messageId,
        participantIds: state.participants,
        inspectedBy: ctx.actorId,
        inspectedAt: ctx.now.toISOString(),
      },
    },
  ];
}

export const inspectDecider: Decider<InspectState, InspectCommand, ConversationEvent> = {
  initialState: () => ({ messageIds: new Set(), participants: null }),
  evolve,
  decide,
  // A look depends on nothing appended meanwhile.
  appendsRegardless: () => true,
};

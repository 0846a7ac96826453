/**
 * Recording that an admin opened a message: decided on the conversation's own stream, which holds
 * the messaging context's events too (their evolve ignores this one, and this one only needs to
 * know which messages the stream holds).
 */
import type { AdminEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { NotFoundError } from '../errors.ts';
import type { InspectCommand } from './commands.ts';
import { evolve, initialState, type ConversationEvent, type InspectState } from './state.ts';

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
  initialState,
  evolve,
  decide,
  // A look depends on nothing appended meanwhile.
  appendsRegardless: () => true,
};

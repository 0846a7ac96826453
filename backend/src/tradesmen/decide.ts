import type { TradesmanEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import type { TradesmanCommand } from './commands.ts';
import { decideFeedback } from './decide-feedback.ts';
import { decideReviewOwner } from './decide-invitations.ts';
import { evolve, initialState, type TradesmanState } from './state.ts';

/** One tradesman stream: its owner creates and edits the profile; others review, endorse and verify it. */
export function decide(command: TradesmanCommand, state: TradesmanState, ctx: CommandContext): TradesmanEvent[] {
  switch (command.type) {
    case 'CreateTradesmanProfile': {
      if (state.exists) throw new ConflictError('You already have a business profile; edit it instead');
      const { tradesmanId, userId, details } = command.data;
      return [{ type: 'TradesmanProfileCreated', data: { tradesmanId, userId, ...details, createdAt: ctx.now.toISOString() } }];
    }
    case 'UpdateTradesmanProfile': {
      assertOwner(state, ctx);
      const { tradesmanId, details } = command.data;
      return [
        { type: 'TradesmanProfileUpdated', data: { tradesmanId, ...details, userId: state.userId, updatedAt: ctx.now.toISOString() } },
      ];
    }
    case 'SubmitReview':
    case 'EndorseTradesman':
    case 'VerifyTradesman':
    case 'UnverifyTradesman':
      return decideFeedback(command, state, ctx);
    case 'SendReviewInvitation':
    case 'ReplyToReview':
      return decideReviewOwner(command, state, ctx);
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/** The stream's owner is the user the profile was created for; nobody else edits it. */
function assertOwner(state: TradesmanState, ctx: CommandContext) {
  if (!state.exists) throw new NotFoundError('You have no business profile yet; create it first');
  if (!ctx.actorId || ctx.actorId !== state.userId) throw new ForbiddenError('Only the owner can change this profile');
}

export const tradesmanDecider: Decider<TradesmanState, TradesmanCommand, TradesmanEvent> = { initialState, evolve, decide };

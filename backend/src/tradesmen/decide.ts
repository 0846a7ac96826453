import type { TradesmanEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError } from '../errors.ts';
import type { TradesmanCommand } from './commands.ts';
import { decideFeedback } from './decide-feedback.ts';
import { decideOwnerCommand } from './decide-portfolio.ts';
import { evolve, initialState, type TradesmanState } from './state.ts';

/** One tradesman stream: its owner creates and edits it; others review, endorse and verify it. */
export function decide(command: TradesmanCommand, state: TradesmanState, ctx: CommandContext): TradesmanEvent[] {
  switch (command.type) {
    case 'CreateTradesmanProfile': {
      if (state.exists) throw new ConflictError('You already have a business profile; edit it instead');
      const { tradesmanId, userId, details } = command.data;
      return [{ type: 'TradesmanProfileCreated', data: { tradesmanId, userId, ...details, createdAt: ctx.now.toISOString() } }];
    }
    case 'UpdateTradesmanProfile':
    case 'AddPortfolioProject':
    case 'UpdatePortfolioProject':
    case 'RemovePortfolioProject':
      return decideOwnerCommand(command, state, ctx);
    case 'SubmitReview':
    case 'EndorseTradesman':
    case 'VerifyTradesman':
    case 'UnverifyTradesman':
      return decideFeedback(command, state, ctx);
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

export const tradesmanDecider: Decider<TradesmanState, TradesmanCommand, TradesmanEvent> = { initialState, evolve, decide };

import type { TradesmanEvent } from '@tradeguild/contracts';
import type { CommandContext } from '../commands/decider.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import type { CommandOf } from './commands.ts';
import { endorsementKey, reviewKey, type TradesmanState } from './state.ts';

type FeedbackCommand = CommandOf<'SubmitReview' | 'EndorseTradesman' | 'VerifyTradesman' | 'UnverifyTradesman'>;

/** What other people do to a profile: review it, endorse it, verify it. */
export function decideFeedback(command: FeedbackCommand, state: TradesmanState, ctx: CommandContext): TradesmanEvent[] {
  if (!state.exists) throw new NotFoundError('Tradesman not found');
  const now = ctx.now.toISOString();
  switch (command.type) {
    case 'SubmitReview': {
      const d = command.data;
      if (d.clientId === state.userId) throw new ForbiddenError('You cannot review your own business');
      if (d.portfolioProjectId && !state.projects.has(d.portfolioProjectId))
        throw new NotFoundError('Project not found for this tradesman');
      if (state.reviewKeys.has(reviewKey(d.clientId, d.portfolioProjectId, d.projectId))) {
        if (d.projectId) throw new ConflictError('You have already reviewed this tradesman for this job');
        throw new ConflictError(
          d.portfolioProjectId ? 'You have already reviewed this project' : 'You have already reviewed this tradesman',
        );
      }
      return [{ type: 'ReviewSubmitted', data: { ...d, submittedAt: now } }];
    }
    case 'EndorseTradesman': {
      const d = command.data;
      if (d.endorserId === state.tradesmanId) throw new ForbiddenError('You cannot endorse yourself');
      if (state.endorsementKeys.has(endorsementKey(d.endorserId, d.skill))) throw new ConflictError(`You have already endorsed ${d.skill}`);
      return [{ type: 'TradesmanEndorsed', data: { ...d, endorsedAt: now } }];
    }
    case 'VerifyTradesman':
      // Verifying twice changes nothing: no event, and the caller still gets a 200.
      return state.verified
        ? []
        : [{ type: 'TradesmanVerified', data: { tradesmanId: command.data.tradesmanId, verifiedBy: actor(ctx), verifiedAt: now } }];
    case 'UnverifyTradesman':
      return state.verified
        ? [{ type: 'TradesmanUnverified', data: { tradesmanId: command.data.tradesmanId, unverifiedBy: actor(ctx), unverifiedAt: now } }]
        : [];
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/** Who verified is part of the record (audit); the route has already checked they are an admin. */
function actor(ctx: CommandContext): string {
  if (!ctx.actorId) throw new ForbiddenError('Only an administrator can change verification');
  return ctx.actorId;
}

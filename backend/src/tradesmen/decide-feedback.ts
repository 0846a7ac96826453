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
      const { reviewerEmail, ...d } = command.data;
      if (d.clientId === state.userId) throw new ForbiddenError('You cannot review your own business');
      // A job review was checked against the job by the route; any other review needs an invitation.
      const portfolioProjectId = d.isVerified ? d.portfolioProjectId : invitedProject(state, d.invitationId, reviewerEmail);
      if (portfolioProjectId && !state.projects.has(portfolioProjectId)) throw new NotFoundError('Project not found for this tradesman');
      if (state.reviewKeys.has(reviewKey(d.clientId, portfolioProjectId, d.projectId))) {
        if (d.projectId) throw new ForbiddenError('You have already reviewed this tradesman for this job');
        throw new ForbiddenError('You have already reviewed this project');
      }
      const invitationId = d.isVerified ? null : d.invitationId;
      return [{ type: 'ReviewSubmitted', data: { ...d, portfolioProjectId, invitationId, submittedAt: now } }];
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

/**
 * A review without a job comes only through an open invitation to the reviewer's e-mail; it is about
 * the invitation's portfolio project. Anything else is refused with 403 and says why.
 */
function invitedProject(state: TradesmanState, invitationId: string | null, reviewerEmail: string | null): string {
  if (!invitationId)
    throw new ForbiddenError('You can review a tradesman for a completed job you hired them on, or when they invite you to');
  const invitation = state.invitations.get(invitationId);
  if (!invitation) throw new ForbiddenError('This review invitation was not found');
  if (!reviewerEmail || invitation.email !== reviewerEmail) throw new ForbiddenError('This review invitation was sent to someone else');
  if (invitation.used) throw new ForbiddenError('This review invitation has already been used');
  return invitation.portfolioProjectId;
}

/** Who verified is part of the record (audit); the route has already checked they are an admin. */
function actor(ctx: CommandContext): string {
  if (!ctx.actorId) throw new ForbiddenError('Only an administrator can change verification');
  return ctx.actorId;
}

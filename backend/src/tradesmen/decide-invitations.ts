import { MAX_OPEN_REVIEW_INVITATIONS, REVIEW_REPLY_EDIT_DAYS, type TradesmanEvent } from '@tradeguild/contracts';
import type { CommandContext } from '../commands/decider.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import type { CommandOf } from './commands.ts';
import { openInvitations, type TradesmanState } from './state.ts';

type OwnerCommand = CommandOf<'SendReviewInvitation' | 'ReplyToReview'>;

const DAY_MS = 86_400_000;

/** What the tradesman does about reviews: invite a past customer, reply to a review. */
export function decideReviewOwner(command: OwnerCommand, state: TradesmanState, ctx: CommandContext): TradesmanEvent[] {
  if (!state.exists) throw new NotFoundError('You have no business profile yet; create it first');
  if (!ctx.actorId || ctx.actorId !== state.userId) throw new ForbiddenError('Only the reviewed tradesman can do this');
  const now = ctx.now.toISOString();
  switch (command.type) {
    case 'SendReviewInvitation': {
      const d = command.data;
      if (!state.projects.has(d.portfolioProjectId)) throw new NotFoundError('Project not found in your portfolio');
      const open = openInvitations(state);
      if (open.some((i) => i.email === d.email && i.portfolioProjectId === d.portfolioProjectId))
        throw new ConflictError('You have already invited this e-mail address to review this project');
      if (open.length >= MAX_OPEN_REVIEW_INVITATIONS)
        throw new ConflictError(`You can have at most ${MAX_OPEN_REVIEW_INVITATIONS} open review invitations`);
      return [{ type: 'ReviewInvitationSent', data: { ...d, sentAt: now } }];
    }
    case 'ReplyToReview': {
      const d = command.data;
      const review = state.replies.get(d.reviewId);
      if (!review) throw new NotFoundError('Review not found');
      if (review.firstRepliedAt && ctx.now.getTime() - Date.parse(review.firstRepliedAt) > REVIEW_REPLY_EDIT_DAYS * DAY_MS)
        throw new ForbiddenError(`A reply can be edited for ${REVIEW_REPLY_EDIT_DAYS} days after it was posted`);
      // The same text again changes nothing (no event; the caller still gets a 200).
      if (review.reply === d.text) return [];
      return [{ type: 'ReviewReplied', data: { ...d, repliedAt: now } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

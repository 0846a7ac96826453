import type { ForumReplyEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import type { ForumReplyCommand } from './commands.ts';
import { POST_NOT_FOUND } from './decide-post.ts';
import { evolveReply, initialReplyState, isReplyOpen, type ForumReplyState, type OpenReply } from './state-reply.ts';

export const REPLY_NOT_FOUND = 'Reply not found';

function open(state: ForumReplyState): OpenReply {
  if (!isReplyOpen(state)) throw new NotFoundError(REPLY_NOT_FOUND);
  return state;
}

function ownedBy(state: ForumReplyState, actorId: string, what: string): OpenReply {
  const reply = open(state);
  if (reply.authorId !== actorId) throw new ForbiddenError(`Only the author can ${what} this reply`);
  return reply;
}

export function decideReply(command: ForumReplyCommand, state: ForumReplyState, ctx: CommandContext): ForumReplyEvent[] {
  const at = ctx.now.toISOString();
  switch (command.type) {
    case 'PostForumReply': {
      const { replyId, postId, authorId, content, postIsOpen } = command.data;
      if (state.exists) throw new ConflictError('This reply already exists');
      if (!postIsOpen) throw new NotFoundError(POST_NOT_FOUND);
      return [{ type: 'ForumReplyPosted', data: { replyId, postId, authorId, content, createdAt: at } }];
    }
    case 'EditForumReply': {
      const reply = ownedBy(state, command.data.actorId, 'edit');
      if (reply.content === command.data.content) return [];
      return [
        {
          type: 'ForumReplyEdited',
          data: {
            replyId: command.data.replyId,
            postId: reply.postId,
            authorId: reply.authorId,
            content: command.data.content,
            editedAt: at,
          },
        },
      ];
    }
    case 'DeleteForumReply': {
      const reply = ownedBy(state, command.data.actorId, 'delete');
      return [{ type: 'ForumReplyDeleted', data: { replyId: command.data.replyId, postId: reply.postId, deletedAt: at } }];
    }
    case 'LikeForumReply': {
      const { replyId, userId } = command.data;
      const reply = open(state);
      return reply.likers.has(userId) ? [] : [{ type: 'ForumReplyLiked', data: { replyId, postId: reply.postId, userId, likedAt: at } }];
    }
    case 'UnlikeForumReply': {
      const { replyId, userId } = command.data;
      const reply = open(state);
      return reply.likers.has(userId)
        ? [{ type: 'ForumReplyUnliked', data: { replyId, postId: reply.postId, userId, unlikedAt: at } }]
        : [];
    }
    case 'HideForumReply': {
      const { replyId, actorId, actorIsAdmin, reason } = command.data;
      if (!actorIsAdmin) throw new ForbiddenError('Only an admin can hide replies');
      if (!state.exists || state.deleted || state.postId === null) throw new NotFoundError(REPLY_NOT_FOUND);
      return state.hidden
        ? []
        : [{ type: 'ForumReplyHidden', data: { replyId, postId: state.postId, reason, hiddenBy: actorId, hiddenAt: at } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

export const forumReplyDecider: Decider<ForumReplyState, ForumReplyCommand, ForumReplyEvent> = {
  initialState: initialReplyState,
  evolve: evolveReply,
  decide: decideReply,
};

import type { ForumPostContent, ForumPostEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import type { ForumPostCommand } from './commands.ts';
import { evolve, initialState, isOpen, type ForumPostState } from './state-post.ts';

export const POST_NOT_FOUND = 'Post not found';

function open(state: ForumPostState) {
  if (!isOpen(state)) throw new NotFoundError(POST_NOT_FOUND);
  return state;
}

function ownedBy(state: ForumPostState, actorId: string, what: string) {
  const post = open(state);
  if (post.authorId !== actorId) throw new ForbiddenError(`Only the author can ${what} this post`);
  return post;
}

const sameContent = (a: ForumPostContent, b: ForumPostContent) => JSON.stringify(a) === JSON.stringify(b);

export function decide(command: ForumPostCommand, state: ForumPostState, ctx: CommandContext): ForumPostEvent[] {
  const at = ctx.now.toISOString();
  switch (command.type) {
    case 'CreateForumPost': {
      if (state.exists) throw new ConflictError('This post already exists');
      const { postId, authorId, fields } = command.data;
      return [{ type: 'ForumPostCreated', data: { ...fields, postId, authorId, createdAt: at } }];
    }
    case 'EditForumPost': {
      const post = ownedBy(state, command.data.actorId, 'edit');
      if (sameContent(post.content, command.data.fields)) return [];
      return [
        { type: 'ForumPostEdited', data: { ...command.data.fields, postId: command.data.postId, authorId: post.authorId, editedAt: at } },
      ];
    }
    case 'DeleteForumPost':
      ownedBy(state, command.data.actorId, 'delete');
      return [{ type: 'ForumPostDeleted', data: { postId: command.data.postId, deletedAt: at } }];
    case 'LikeForumPost': {
      const { postId, userId } = command.data;
      return open(state).likers.has(userId) ? [] : [{ type: 'ForumPostLiked', data: { postId, userId, likedAt: at } }];
    }
    case 'UnlikeForumPost': {
      const { postId, userId } = command.data;
      return open(state).likers.has(userId) ? [{ type: 'ForumPostUnliked', data: { postId, userId, unlikedAt: at } }] : [];
    }
    case 'MarkForumPostSolved': {
      const { postId, actorId, replyId, replyInThread } = command.data;
      const post = ownedBy(state, actorId, 'mark a solution on');
      if (!replyInThread) throw new NotFoundError('Reply not found');
      return post.solvedReplyId === replyId ? [] : [{ type: 'ForumPostSolved', data: { postId, replyId, solvedAt: at } }];
    }
    case 'HideForumPost': {
      const { postId, actorId, actorIsAdmin, reason } = command.data;
      if (!actorIsAdmin) throw new ForbiddenError('Only an admin can hide posts');
      if (!state.exists || state.deleted) throw new NotFoundError(POST_NOT_FOUND);
      return state.hidden ? [] : [{ type: 'ForumPostHidden', data: { postId, reason, hiddenBy: actorId, hiddenAt: at } }];
    }
    case 'RecordForumPostView': {
      // One view per member per post, however often they open it; nothing for a post gone meanwhile.
      const { postId, userId } = command.data;
      if (!isOpen(state) || state.viewers.has(userId)) return [];
      return [{ type: 'ForumPostViewed', data: { postId, userId, viewedAt: at } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

export const forumPostDecider: Decider<ForumPostState, ForumPostCommand, ForumPostEvent> = { initialState, evolve, decide };

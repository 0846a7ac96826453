import type { ForumReplyEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import { POST_NOT_FOUND } from './post-decide.ts';

export interface ForumReplyState {
  exists: boolean;
  deleted: boolean;
  hidden: boolean;
  postId: string | null;
  authorId: string | null;
  content: string | null;
  likers: ReadonlySet<string>;
}

export type ForumReplyCommand =
  /** `postIsOpen`: the handler checked the post's stream (it exists, is not deleted or hidden). */
  | { type: 'PostForumReply'; data: { replyId: string; postId: string; authorId: string; content: string; postIsOpen: boolean } }
  | { type: 'EditForumReply'; data: { replyId: string; actorId: string; content: string } }
  | { type: 'DeleteForumReply'; data: { replyId: string; actorId: string } }
  | { type: 'LikeForumReply'; data: { replyId: string; userId: string } }
  | { type: 'UnlikeForumReply'; data: { replyId: string; userId: string } }
  | { type: 'HideForumReply'; data: { replyId: string; actorId: string; actorIsAdmin: boolean; reason: string } };

export const REPLY_NOT_FOUND = 'Reply not found';

export const initialReplyState = (): ForumReplyState => ({
  exists: false,
  deleted: false,
  hidden: false,
  postId: null,
  authorId: null,
  content: null,
  likers: new Set(),
});

export function evolveReply(state: ForumReplyState, event: ForumReplyEvent): ForumReplyState {
  switch (event.type) {
    case 'ForumReplyPosted':
      return { ...state, exists: true, postId: event.data.postId, authorId: event.data.authorId, content: event.data.content };
    case 'ForumReplyEdited':
      return { ...state, content: event.data.content };
    case 'ForumReplyDeleted':
      return { ...state, deleted: true };
    case 'ForumReplyLiked':
      return { ...state, likers: new Set(state.likers).add(event.data.userId) };
    case 'ForumReplyUnliked': {
      const likers = new Set(state.likers);
      likers.delete(event.data.userId);
      return { ...state, likers };
    }
    case 'ForumReplyHidden':
      return { ...state, hidden: true };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

type OpenReply = ForumReplyState & { postId: string; authorId: string; content: string };

/** A reply members can still see and act on. */
export const isReplyOpen = (s: ForumReplyState): s is OpenReply =>
  s.exists && !s.deleted && !s.hidden && s.postId !== null && s.authorId !== null && s.content !== null;

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
          data: { replyId: command.data.replyId, postId: reply.postId, content: command.data.content, editedAt: at },
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

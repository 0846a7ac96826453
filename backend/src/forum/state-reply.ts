import type { ForumReplyEvent } from '@tradeguild/contracts';

export interface ForumReplyState {
  exists: boolean;
  deleted: boolean;
  hidden: boolean;
  postId: string | null;
  authorId: string | null;
  content: string | null;
  likers: ReadonlySet<string>;
}

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

export type OpenReply = ForumReplyState & { postId: string; authorId: string; content: string };

/** A reply members can still see and act on. */
export const isReplyOpen = (s: ForumReplyState): s is OpenReply =>
  s.exists && !s.deleted && !s.hidden && s.postId !== null && s.authorId !== null && s.content !== null;

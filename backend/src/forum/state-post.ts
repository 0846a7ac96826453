import type { ForumPostContent, ForumPostEvent } from '@tradeguild/contracts';

export interface ForumPostState {
  exists: boolean;
  deleted: boolean;
  hidden: boolean;
  authorId: string | null;
  content: ForumPostContent | null;
  solvedReplyId: string | null;
  likers: ReadonlySet<string>;
  viewers: ReadonlySet<string>;
}

export const initialState = (): ForumPostState => ({
  exists: false,
  deleted: false,
  hidden: false,
  authorId: null,
  content: null,
  solvedReplyId: null,
  likers: new Set(),
  viewers: new Set(),
});

const contentOf = ({ title, content, category, tags }: ForumPostContent): ForumPostContent => ({ title, content, category, tags });
const adding = (set: ReadonlySet<string>, v: string) => new Set(set).add(v);
const removing = (set: ReadonlySet<string>, v: string) => {
  const next = new Set(set);
  next.delete(v);
  return next;
};

export function evolve(state: ForumPostState, event: ForumPostEvent): ForumPostState {
  switch (event.type) {
    case 'ForumPostCreated':
      return { ...state, exists: true, authorId: event.data.authorId, content: contentOf(event.data) };
    case 'ForumPostEdited':
      return { ...state, content: contentOf(event.data) };
    case 'ForumPostDeleted':
      return { ...state, deleted: true };
    case 'ForumPostLiked':
      return { ...state, likers: adding(state.likers, event.data.userId) };
    case 'ForumPostUnliked':
      return { ...state, likers: removing(state.likers, event.data.userId) };
    case 'ForumPostSolved':
      return { ...state, solvedReplyId: event.data.replyId };
    case 'ForumPostHidden':
      return { ...state, hidden: true };
    case 'ForumPostViewed':
      return { ...state, viewers: adding(state.viewers, event.data.userId) };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

/** A post members can still see and act on: created, not deleted, not hidden. */
export const isOpen = (state: ForumPostState): state is ForumPostState & { content: ForumPostContent; authorId: string } =>
  state.exists && !state.deleted && !state.hidden && state.content !== null && state.authorId !== null;

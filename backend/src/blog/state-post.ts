import type { BlogPostContent, BlogPostEvent, BlogPostStatus } from '@tradeguild/contracts';

export interface BlogPostState {
  exists: boolean;
  deleted: boolean;
  status: BlogPostStatus;
  content: BlogPostContent | null;
  views: number;
}

export const initialState = (): BlogPostState => ({ exists: false, deleted: false, status: 'draft', content: null, views: 0 });

const contentOf = ({
  title,
  slug,
  excerpt,
  content,
  featuredImage,
  category,
  tags,
  metaTitle,
  metaDescription,
}: BlogPostContent): BlogPostContent => ({
  title,
  slug,
  excerpt,
  content,
  featuredImage,
  category,
  tags,
  metaTitle,
  metaDescription,
});

export function evolve(state: BlogPostState, event: BlogPostEvent): BlogPostState {
  switch (event.type) {
    case 'BlogPostCreated':
      return { ...state, exists: true, content: contentOf(event.data) };
    case 'BlogPostUpdated':
      return { ...state, content: contentOf(event.data) };
    case 'BlogPostPublished':
      return { ...state, status: 'published' };
    case 'BlogPostUnpublished':
      return { ...state, status: 'draft' };
    case 'BlogPostDeleted':
      return { ...state, deleted: true };
    case 'BlogPostViewsRecorded':
      return { ...state, views: event.data.totalViews };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

/** A post a reader or editor can still reach. */
export const isLive = (state: BlogPostState): state is BlogPostState & { content: BlogPostContent } =>
  state.exists && !state.deleted && state.content !== null;

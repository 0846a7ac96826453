import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  forumCategoryCountsSchema,
  forumPostListSchema,
  forumThreadSchema,
  type ForumCategory,
  type ForumSort,
} from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';

/** Every forum query key starts here: a write refreshes the lot. */
export const FORUM_QUERY_ROOT = 'forum';

export type ForumListFilter = { category?: ForumCategory; search?: string; sort?: ForumSort; solved?: 'true' | 'false'; limit?: number };

function toQuery(filter: ForumListFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/forum/posts ('Failed to fetch posts' is the spec's read failure). */
export const getForumPostsQueryOptions = (filter: ForumListFilter) =>
  queryOptions({
    queryKey: [FORUM_QUERY_ROOT, 'posts', filter],
    queryFn: () => getJson(`/api/forum/posts${toQuery(filter)}`, forumPostListSchema),
  });
export const useForumPosts = (filter: ForumListFilter) => useQuery(getForumPostsQueryOptions(filter));

export const getForumCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [FORUM_QUERY_ROOT, 'categories'], queryFn: () => getJson('/api/forum/categories', forumCategoryCountsSchema) });
export const useForumCategories = () => useQuery(getForumCategoriesQueryOptions());

export const getForumThreadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [FORUM_QUERY_ROOT, 'thread', id],
    queryFn: () => getJson(`/api/forum/posts/${encodeURIComponent(id)}`, forumThreadSchema),
  });
export const useForumThread = (id: string) => useQuery(getForumThreadQueryOptions(id));

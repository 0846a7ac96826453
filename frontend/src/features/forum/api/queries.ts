import { queryOptions, useQuery } from '@tanstack/react-query';
import { forumCategoriesRoute, forumPostsRoute, forumThreadRoute, type ForumCategory, type ForumSort } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';

/** Every forum query key starts here: a write refreshes the lot. */
export const FORUM_QUERY_ROOT = 'forum';

export type ForumListFilter = { category?: ForumCategory; search?: string; sort?: ForumSort; solved?: 'true' | 'false'; limit?: number };

/** GET /api/forum/posts ('Failed to fetch posts' is the spec's read failure). */
export const getForumPostsQueryOptions = (filter: ForumListFilter) =>
  queryOptions({
    queryKey: [FORUM_QUERY_ROOT, 'posts', filter],
    queryFn: () => apiGet(forumPostsRoute, { query: filter }),
  });
export const useForumPosts = (filter: ForumListFilter) => useQuery(getForumPostsQueryOptions(filter));

export const getForumCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [FORUM_QUERY_ROOT, 'categories'], queryFn: () => apiGet(forumCategoriesRoute) });
export const useForumCategories = () => useQuery(getForumCategoriesQueryOptions());

export const getForumThreadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [FORUM_QUERY_ROOT, 'thread', id],
    queryFn: () => apiGet(forumThreadRoute, { params: { id } }),
  });
export const useForumThread = (id: string) => useQuery(getForumThreadQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostsRoute, type BlogPostSummary, type ListBlogPostsQuery } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { BLOG_QUERY_ROOT } from './query-root';

export type { BlogPostSummary };
export type BlogPostsFilter = Pick<ListBlogPostsQuery, 'category' | 'search' | 'status' | 'limit' | 'exclude'>;

/** GET /api/blog/posts: published posts, newest first (the manager may ask for drafts too). */
export const getBlogPosts = (filter: BlogPostsFilter = {}): Promise<BlogPostSummary[]> => apiGet(blogPostsRoute, { query: filter });

export const getBlogPostsQueryOptions = (filter: BlogPostsFilter = {}) =>
  queryOptions({ queryKey: [BLOG_QUERY_ROOT, 'posts', filter], queryFn: () => getBlogPosts(filter) });

export const useBlogPosts = (filter: BlogPostsFilter = {}, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getBlogPostsQueryOptions(filter), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostSummaryListSchema, type BlogPostSummary, type ListBlogPostsQuery } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { BLOG_QUERY_ROOT } from './query-root';

export type { BlogPostSummary };
export type BlogPostsFilter = Pick<ListBlogPostsQuery, 'category' | 'search' | 'status' | 'limit' | 'exclude'>;

function toQuery(filter: BlogPostsFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/blog/posts: published posts, newest first (the manager may ask for drafts too). */
export const getBlogPosts = (filter: BlogPostsFilter = {}): Promise<BlogPostSummary[]> =>
  getJson(`/api/blog/posts${toQuery(filter)}`, blogPostSummaryListSchema);

export const getBlogPostsQueryOptions = (filter: BlogPostsFilter = {}) =>
  queryOptions({ queryKey: [BLOG_QUERY_ROOT, 'posts', filter], queryFn: () => getBlogPosts(filter) });

export const useBlogPosts = (filter: BlogPostsFilter = {}, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getBlogPostsQueryOptions(filter), enabled });

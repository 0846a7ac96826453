import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostByIdRoute, blogPostBySlugRoute, type BlogPost } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { BLOG_QUERY_ROOT } from './query-root';

export type { BlogPost };

/** GET /api/blog/posts/{slug}: a published article (drafts only for the blog manager). */
export const getBlogPost = (slug: string): Promise<BlogPost> => apiGet(blogPostBySlugRoute, { params: { slug } });

export const getBlogPostQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [BLOG_QUERY_ROOT, 'post', slug], queryFn: () => getBlogPost(slug) });

export const useBlogPost = (slug: string) => useQuery(getBlogPostQueryOptions(slug));

/** GET /api/blog/posts/by-id/{id} (blog manager): the post to edit, content included. */
export const getBlogPostById = (id: string): Promise<BlogPost> => apiGet(blogPostByIdRoute, { params: { id } });

export const getBlogPostByIdQueryOptions = (id: string) =>
  queryOptions({ queryKey: [BLOG_QUERY_ROOT, 'post-by-id', id], queryFn: () => getBlogPostById(id), gcTime: 0 });

export const useBlogPostById = (id: string | null) => useQuery({ ...getBlogPostByIdQueryOptions(id ?? ''), enabled: id !== null });

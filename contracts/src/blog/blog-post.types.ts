import { z } from 'zod';
import { BLOG_LIMITS, BLOG_POST_STATUSES, BLOG_SLUG_PATTERN } from './constants.ts';
import { blogOptionalText } from './text.ts';
import { defineRoute, idParam, matchParam } from '../shared/route.ts';

/** One post (spec section 3 blog_posts) as GET /api/blog/posts/{slug} answers it. */
export const blogPostSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  featuredImage: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  authorId: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  publishedAt: z.string().nullable(),
  views: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A list row: the post without its content, so a list stays small on a phone. */
export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogPostSummaryListSchema = z.array(blogPostSummarySchema);

/**
 * GET /api/blog/posts: published posts, newest first. `status` (draft, published, all) is honoured
 * for the blog manager only; anyone else gets published posts whatever they ask.
 */
export const listBlogPostsQuerySchema = z.object({
  category: blogOptionalText(BLOG_LIMITS.category),
  search: blogOptionalText(200),
  status: z.enum(['draft', 'published', 'all'], { errorMap: () => ({ message: 'status must be draft, published or all' }) }).optional(),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int()
    .min(1)
    .max(BLOG_LIMITS.listMax)
    .default(BLOG_LIMITS.listDefault),
  offset: z.coerce.number({ invalid_type_error: 'offset must be a number' }).int().min(0).max(1_000_000).default(0),
  /** A post id to leave out (the article a related list sits under). */
  exclude: z.string().uuid('exclude must be a post id').optional(),
});
export type ListBlogPostsQuery = z.input<typeof listBlogPostsQuerySchema>;
export type BlogPostFilter = z.output<typeof listBlogPostsQuerySchema>;

/** GET /api/blog/stats (blog manager and admins): the admin dashboard's blog figures. */
export const blogStatsSchema = z.object({
  published: z.number().int().nonnegative(),
  drafts: z.number().int().nonnegative(),
  totalViews: z.number().int().nonnegative(),
});
export type BlogStats = z.infer<typeof blogStatsSchema>;

/** POST /api/blog/posts/{id}/views: 202; the view is counted in memory and recorded in batches. */
export const recordBlogViewResponseSchema = z.object({ counted: z.boolean() });
export type RecordBlogViewResponse = z.infer<typeof recordBlogViewResponseSchema>;

/** Published posts for everyone; the blog manager may ask for drafts. */
export const blogPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/blog/posts',
  query: listBlogPostsQuerySchema,
  response: blogPostSummaryListSchema,
});
/** The blog manager's editor loads a post by its id (declared before '/posts/:slug'). */
export const blogPostByIdRoute = defineRoute({
  method: 'GET',
  path: '/api/blog/posts/by-id/:id',
  params: { id: idParam('Blog post') },
  response: blogPostSchema,
});
export const blogPostBySlugRoute = defineRoute({
  method: 'GET',
  path: '/api/blog/posts/:slug',
  params: { slug: matchParam(BLOG_SLUG_PATTERN, 'Blog post not found') },
  response: blogPostSchema,
});
/** A reader opened a published post (counted once per reader in a while); 202. */
export const recordBlogViewRoute = defineRoute({
  method: 'POST',
  path: '/api/blog/posts/:id/views',
  params: { id: idParam('Blog post') },
  response: recordBlogViewResponseSchema,
});
/** The figures of the blog, for the blog manager and the admin dashboard. */
export const blogStatsRoute = defineRoute({ method: 'GET', path: '/api/blog/stats', response: blogStatsSchema });

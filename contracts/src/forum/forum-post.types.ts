import { z } from 'zod';
import { optionalText } from '../shared/fields.ts';
import { FORUM_CATEGORIES, FORUM_LIMITS, FORUM_SORTS } from './constants.ts';
import { defineRoute, idParam } from '../shared/route.ts';

/** A list row of GET /api/forum/posts: the spec's fields plus what a real forum needs. */
export const forumPostSummarySchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  authorId: z.string(),
  /** The author's name, or null when the account has none (the screen shows 'User {id}'). */
  authorName: z.string().nullable(),
  views: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  replyCount: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
  solved: z.boolean(),
  /** Only admins ever receive hidden posts. */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActivityAt: z.string(),
});
export type ForumPostSummary = z.infer<typeof forumPostSummarySchema>;
export const forumPostListSchema = z.array(forumPostSummarySchema);

export const forumReplySchema = z.object({
  id: z.string().uuid(),
  postId: z.string().uuid(),
  content: z.string(),
  authorId: z.string(),
  authorName: z.string().nullable(),
  likes: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

/** GET /api/forum/posts/{id}: the post, which reply solved it, and its replies oldest first. */
export const forumThreadSchema = z.object({
  post: forumPostSummarySchema.extend({ solvedReplyId: z.string().uuid().nullable() }),
  replies: z.array(forumReplySchema),
});
export type ForumThread = z.infer<typeof forumThreadSchema>;

/**
 * GET /api/forum/posts: `category` and `search` as the spec says (search is PostgreSQL full text
 * over title, content and tags, best match first unless a `sort` is given), `sort`, `solved`
 * (true or false), `limit` and `offset`.
 */
export const listForumPostsQuerySchema = z.object({
  category: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(FORUM_CATEGORIES, { errorMap: () => ({ message: `category must be one of: ${FORUM_CATEGORIES.join(', ')}` }) }).optional(),
  ),
  search: optionalText(FORUM_LIMITS.search),
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(FORUM_SORTS, { errorMap: () => ({ message: 'sort must be newest, active or top' }) }).optional(),
  ),
  solved: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['true', 'false'], { errorMap: () => ({ message: 'solved must be true or false' }) }).optional(),
  ),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(FORUM_LIMITS.listMax, `limit must be at most ${FORUM_LIMITS.listMax}`)
    .default(FORUM_LIMITS.listDefault),
  offset: z.coerce
    .number({ invalid_type_error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must not be negative')
    .max(1_000_000)
    .default(0),
});
export type ListForumPostsQuery = z.input<typeof listForumPostsQuerySchema>;
export type ForumPostFilter = z.output<typeof listForumPostsQuerySchema>;

/** GET /api/forum/categories: posts per category (visible to the caller) and the total. */
export const forumCategoryCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  categories: z.array(z.object({ category: z.enum(FORUM_CATEGORIES), count: z.number().int().nonnegative() })),
});
export type ForumCategoryCounts = z.infer<typeof forumCategoryCountsSchema>;

/** socket `forum:post-created` (room `community`) and `forum:thread-changed`. */
export const forumPostCreatedPushSchema = z.object({ postId: z.string().uuid(), authorId: z.string() });
export type ForumPostCreatedPush = z.infer<typeof forumPostCreatedPushSchema>;
export const forumThreadChangedPushSchema = z.object({ postId: z.string().uuid(), kind: z.string() });
export type ForumThreadChangedPush = z.infer<typeof forumThreadChangedPushSchema>;

export const forumPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/forum/posts',
  query: listForumPostsQuerySchema,
  response: forumPostListSchema,
});
export const forumCategoriesRoute = defineRoute({ method: 'GET', path: '/api/forum/categories', response: forumCategoryCountsSchema });
/** A post with its replies; the first open by a member counts a view. */
export const forumThreadRoute = defineRoute({
  method: 'GET',
  path: '/api/forum/posts/:id',
  params: { id: idParam('Post') },
  response: forumThreadSchema,
});

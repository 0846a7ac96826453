import { z } from 'zod';
import { commandIdSchema } from '../shared/metadata.ts';
import { BLOG_LIMITS, BLOG_POST_STATUSES, BLOG_SLUG_PATTERN } from './constants.ts';
import { blogOptionalText, blogRequiredText, isStorableText, UNSTORABLE_TEXT_MESSAGE } from './text.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/** A featured image: a web address, an uploaded image, or one of the images shipped with the blog. */
const FEATURED_IMAGE = /^(https?:\/\/[^\s"'<>]+|\/(uploads|blog)\/[A-Za-z0-9._-]+\.(png|jpe?g|webp|gif|svg))$/i;

const slugSchema = z
  .string({ required_error: 'Slug is required', invalid_type_error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(BLOG_LIMITS.slug, `Slug must be at most ${BLOG_LIMITS.slug} characters`)
  // An empty slug already has its message.
  .refine((slug) => slug === '' || BLOG_SLUG_PATTERN.test(slug), 'Slug may only contain lower-case letters, digits and hyphens');

const uniqueIgnoringCase = (tags: string[]) => {
  const seen = new Set<string>();
  return tags.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
};

/** Tags: an array, or the dialog's comma-separated text; each trimmed, blanks and repeats dropped. */
const tagsSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z
    .array(z.string({ invalid_type_error: 'Tags are required' }), {
      required_error: 'Tags are required',
      invalid_type_error: 'Tags are required',
    })
    .transform((tags) => uniqueIgnoringCase(tags.map((t) => t.trim()).filter(Boolean)))
    .pipe(
      z
        .array(
          z
            .string()
            .max(BLOG_LIMITS.tag, `Keep each tag under ${BLOG_LIMITS.tag} characters`)
            .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
        )
        .min(1, 'Tags are required')
        .max(BLOG_LIMITS.tags, `At most ${BLOG_LIMITS.tags} tags`),
    ),
);

const featuredImageSchema = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z
    .string()
    .trim()
    .max(1000, 'Featured image address is too long')
    .regex(FEATURED_IMAGE, 'Use an http(s) image address or upload an image')
    .optional(),
);

/** The blog post dialog's fields (spec section 5), validated alike in the dialog and on the server. */
export const blogPostFieldsSchema = z.object({
  title: blogRequiredText('Title is required', BLOG_LIMITS.title, `Title must be at most ${BLOG_LIMITS.title} characters`),
  slug: slugSchema,
  excerpt: blogRequiredText('Excerpt is required', BLOG_LIMITS.excerpt, `Excerpt must be at most ${BLOG_LIMITS.excerpt} characters`),
  content: blogRequiredText('Content is required', BLOG_LIMITS.content, 'Content is too long'),
  category: blogRequiredText('Category is required', BLOG_LIMITS.category),
  tags: tagsSchema,
  featuredImage: featuredImageSchema,
  metaTitle: blogOptionalText(BLOG_LIMITS.metaTitle),
  metaDescription: blogOptionalText(BLOG_LIMITS.metaDescription),
  status: z.enum(BLOG_POST_STATUSES, { errorMap: () => ({ message: 'Status must be draft or published' }) }).default('draft'),
});
export type BlogPostFields = z.output<typeof blogPostFieldsSchema>;

/** POST /api/blog/posts (blog manager): 201 `{ id, position }`; 409 when the slug is taken. */
export const createBlogPostRequestSchema = blogPostFieldsSchema.extend({ commandId: commandIdSchema });
export type CreateBlogPostRequest = z.input<typeof createBlogPostRequestSchema>;
export type CreateBlogPost = z.output<typeof createBlogPostRequestSchema>;

/**
 * PUT /api/blog/posts/{id} (blog manager): any of the fields; a given field must be valid. A
 * changed `status` publishes or unpublishes the post.
 */
export const updateBlogPostRequestSchema = blogPostFieldsSchema.partial().extend({ commandId: commandIdSchema });
export type UpdateBlogPostRequest = z.input<typeof updateBlogPostRequestSchema>;
export type UpdateBlogPost = z.output<typeof updateBlogPostRequestSchema>;

/** Other commands on a post (publish, unpublish, delete) carry only an optional command id. */
export const blogPostCommandRequestSchema = z.object({ commandId: commandIdSchema }).default({});

const postId = { id: idParam('Blog post') };

export const createBlogPostRoute = defineRoute({
  method: 'POST',
  path: '/api/blog/posts',
  body: createBlogPostRequestSchema,
  response: commandResultSchema,
});
export const updateBlogPostRoute = defineRoute({
  method: 'PUT',
  path: '/api/blog/posts/:id',
  params: postId,
  body: updateBlogPostRequestSchema,
  response: commandResultSchema,
});
export const publishBlogPostRoute = defineRoute({
  method: 'POST',
  path: '/api/blog/posts/:id/publish',
  params: postId,
  body: blogPostCommandRequestSchema,
  response: commandResultSchema,
});
export const unpublishBlogPostRoute = defineRoute({
  method: 'POST',
  path: '/api/blog/posts/:id/unpublish',
  params: postId,
  body: blogPostCommandRequestSchema,
  response: commandResultSchema,
});
export const deleteBlogPostRoute = defineRoute({
  method: 'DELETE',
  path: '/api/blog/posts/:id',
  params: postId,
  body: blogPostCommandRequestSchema,
  response: commandResultSchema,
});

import { z } from 'zod';
import { commandIdSchema } from '../shared/metadata.ts';
import { BLOG_LIMITS, slugify } from './constants.ts';
import { blogOptionalText, blogRequiredText } from './text.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';
import { blogPostCommandRequestSchema } from './save-blog-post.types.ts';

/** One category (spec section 3 blog_categories). */
export const blogCategorySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogCategoryListSchema = z.array(blogCategorySchema);

/**
 * POST /api/blog/categories (blog manager): `name` (non-blank, unique ignoring case and
 * punctuation, since its slug must be unique), `description` (default 'Category for {name}
 * related content'), `isActive` (default true). 409 when the name is taken.
 */
export const createBlogCategoryRequestSchema = z.object({
  name: blogRequiredText('Category name is required', BLOG_LIMITS.categoryName).refine(
    (name) => slugify(name) !== '',
    'Category name must contain letters or digits',
  ),
  description: blogOptionalText(BLOG_LIMITS.categoryDescription),
  isActive: z.boolean({ invalid_type_error: 'isActive must be true or false' }).default(true),
  commandId: commandIdSchema,
});
export type CreateBlogCategoryRequest = z.input<typeof createBlogCategoryRequestSchema>;
export type CreateBlogCategory = z.output<typeof createBlogCategoryRequestSchema>;

export const blogCategoriesRoute = defineRoute({ method: 'GET', path: '/api/blog/categories', response: blogCategoryListSchema });
export const createBlogCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/blog/categories',
  body: createBlogCategoryRequestSchema,
  response: commandResultSchema,
});
export const deleteBlogCategoryRoute = defineRoute({
  method: 'DELETE',
  path: '/api/blog/categories/:id',
  params: { id: idParam('Category') },
  body: blogPostCommandRequestSchema,
  response: commandResultSchema,
});

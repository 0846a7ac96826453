import { z } from 'zod';
import { defineEvent } from '../shared/event-registry.ts';

/** What an author writes; every content event carries all of it (a snapshot, not a diff). */
export const blogPostContentSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** HTML as the server sanitised it. */
  content: z.string(),
  featuredImage: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
});
export type BlogPostContent = z.infer<typeof blogPostContentSchema>;

/** A new post, always a draft; publishing is its own event. */
export const blogPostCreatedSchema = z.object({
  type: z.literal('BlogPostCreated'),
  data: blogPostContentSchema.extend({ postId: z.string().uuid(), authorId: z.string(), createdAt: z.string() }),
});
export type BlogPostCreated = z.infer<typeof blogPostCreatedSchema>;

export const blogPostUpdatedSchema = z.object({
  type: z.literal('BlogPostUpdated'),
  data: blogPostContentSchema.extend({ postId: z.string().uuid(), updatedAt: z.string() }),
});
export type BlogPostUpdated = z.infer<typeof blogPostUpdatedSchema>;

export const blogPostPublishedSchema = z.object({
  type: z.literal('BlogPostPublished'),
  data: z.object({ postId: z.string().uuid(), publishedAt: z.string() }),
});
export type BlogPostPublished = z.infer<typeof blogPostPublishedSchema>;

/** Back to draft: visitors no longer see it. */
export const blogPostUnpublishedSchema = z.object({
  type: z.literal('BlogPostUnpublished'),
  data: z.object({ postId: z.string().uuid(), unpublishedAt: z.string() }),
});
export type BlogPostUnpublished = z.infer<typeof blogPostUnpublishedSchema>;

export const blogPostDeletedSchema = z.object({
  type: z.literal('BlogPostDeleted'),
  data: z.object({ postId: z.string().uuid(), deletedAt: z.string() }),
});
export type BlogPostDeleted = z.infer<typeof blogPostDeletedSchema>;

/**
 * Views counted since the last one, appended every few seconds per post (never one per view).
 * `totalViews` is the post's total after this batch, so a read model simply sets it.
 */
export const blogPostViewsRecordedSchema = z.object({
  type: z.literal('BlogPostViewsRecorded'),
  data: z.object({
    postId: z.string().uuid(),
    count: z.number().int().positive(),
    totalViews: z.number().int().nonnegative(),
    recordedAt: z.string(),
  }),
});
export type BlogPostViewsRecorded = z.infer<typeof blogPostViewsRecordedSchema>;

export const blogCategoryCreatedSchema = z.object({
  type: z.literal('BlogCategoryCreated'),
  data: z.object({
    categoryId: z.string().uuid(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
  }),
});
export type BlogCategoryCreated = z.infer<typeof blogCategoryCreatedSchema>;

export const blogCategoryDeletedSchema = z.object({
  type: z.literal('BlogCategoryDeleted'),
  data: z.object({ categoryId: z.string().uuid(), deletedAt: z.string() }),
});
export type BlogCategoryDeleted = z.infer<typeof blogCategoryDeletedSchema>;

/**
 * A unique name (a post's slug, a category's slug) is held by one owner at a time. The
 * reservation streams (`blogSlug-<slug>`, `blogCategorySlug-<slug>`) make uniqueness race-free:
 * see docs/decisions/0023-blog-manager-and-slugs.md.
 */
export const blogSlugReservedSchema = z.object({
  type: z.literal('BlogSlugReserved'),
  data: z.object({ slug: z.string(), ownerId: z.string().uuid(), reservedAt: z.string() }),
});
export type BlogSlugReserved = z.infer<typeof blogSlugReservedSchema>;

export const blogSlugReleasedSchema = z.object({
  type: z.literal('BlogSlugReleased'),
  data: z.object({ slug: z.string(), ownerId: z.string().uuid(), releasedAt: z.string() }),
});
export type BlogSlugReleased = z.infer<typeof blogSlugReleasedSchema>;

export type BlogPostEvent =
  BlogPostCreated | BlogPostUpdated | BlogPostPublished | BlogPostUnpublished | BlogPostDeleted | BlogPostViewsRecorded;
export type BlogCategoryEvent = BlogCategoryCreated | BlogCategoryDeleted;
export type BlogSlugEvent = BlogSlugReserved | BlogSlugReleased;
export type BlogEvent = BlogPostEvent | BlogCategoryEvent | BlogSlugEvent;

export const blogEventDefinitions = [
  defineEvent(blogPostCreatedSchema),
  defineEvent(blogPostUpdatedSchema),
  defineEvent(blogPostPublishedSchema),
  defineEvent(blogPostUnpublishedSchema),
  defineEvent(blogPostDeletedSchema),
  defineEvent(blogPostViewsRecordedSchema),
  defineEvent(blogCategoryCreatedSchema),
  defineEvent(blogCategoryDeletedSchema),
  defineEvent(blogSlugReservedSchema),
  defineEvent(blogSlugReleasedSchema),
];

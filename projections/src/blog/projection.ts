/**
 * The blog read models: every live post (drafts included; the queries decide who sees them) and
 * the categories. Deleted posts and categories are removed. Views are set from the running total
 * each BlogPostViewsRecorded carries, so applying an event twice changes nothing.
 */
import type { BlogEvent, BlogPostContent } from '@tradeguild/contracts';
import type { Projection } from '../runtime/types.ts';
import { blogTables } from './tables.ts';

const contentValues = (d: BlogPostContent) => [
  d.title,
  d.slug,
  d.excerpt,
  d.content,
  d.featuredImage,
  d.category,
  d.tags,
  d.metaTitle,
  d.metaDescription,
];

export const blogProjection: Projection<BlogEvent> = {
  name: 'blog',
  version: 1,
  tables: blogTables,
  handlers: {
    BlogPostCreated: async ({ data: d }, { tx, table }) => {
      await tx.query(
        `INSERT INTO ${table('blog_posts')}
           (title, slug, excerpt, content, featured_image, category, tags, meta_title, meta_description, id, author_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) ON CONFLICT (id) DO NOTHING`,
        [...contentValues(d), d.postId, d.authorId, d.createdAt],
      );
    },
    BlogPostUpdated: async ({ data: d }, { tx, table }) => {
      await tx.query(
        `UPDATE ${table('blog_posts')} SET title = $1, slug = $2, excerpt = $3, content = $4, featured_image = $5, category = $6,
                tags = $7, meta_title = $8, meta_description = $9, updated_at = $11
          WHERE id = $10`,
        [...contentValues(d), d.postId, d.updatedAt],
      );
    },
    BlogPostPublished: async ({ data: d }, { tx, table }) => {
      await tx.query(`UPDATE ${table('blog_posts')} SET status = 'published', published_at = $2, updated_at = $2 WHERE id = $1`, [
        d.postId,
        d.publishedAt,
      ]);
    },
    BlogPostUnpublished: async ({ data: d }, { tx, table }) => {
      await tx.query(`UPDATE ${table('blog_posts')} SET status = 'draft', published_at = NULL, updated_at = $2 WHERE id = $1`, [
        d.postId,
        d.unpublishedAt,
      ]);
    },
    BlogPostDeleted: async ({ data: d }, { tx, table }) => {
      await tx.query(`DELETE FROM ${table('blog_posts')} WHERE id = $1`, [d.postId]);
    },
    BlogPostViewsRecorded: async ({ data: d }, { tx, table }) => {
      await tx.query(`UPDATE ${table('blog_posts')} SET views = $2 WHERE id = $1`, [d.postId, d.totalViews]);
    },
    BlogCategoryCreated: async ({ data: d }, { tx, table }) => {
      await tx.query(
        `INSERT INTO ${table('blog_categories')} (id, name, slug, description, is_active, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
        [d.categoryId, d.name, d.slug, d.description, d.isActive, d.createdAt],
      );
    },
    BlogCategoryDeleted: async ({ data: d }, { tx, table }) => {
      await tx.query(`DELETE FROM ${table('blog_categories')} WHERE id = $1`, [d.categoryId]);
    },
  },
};

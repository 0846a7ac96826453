/** The typed queries the blog routes and the SEO pages call, over the blog projection's tables. */
import { sql, type FragmentSqlToken } from 'slonik';
import {
  blogCategorySchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogStatsSchema,
  type BlogCategory,
  type BlogPost,
  type BlogPostFilter,
  type BlogPostSummary,
  type BlogStats,
} from '@tradeguild/contracts';
import type { ReadDb } from '../runtime/read-db.ts';

const SUMMARY = sql.fragment`p.id, p.title, p.slug, p.excerpt, p.featured_image, p.category, p.tags, p.author_id, p.status,
  p.meta_title, p.meta_description, p.published_at, p.views, p.created_at, p.updated_at`;

/** ILIKE treats % and _ as wildcards; a search for "100%" means the text "100%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function postFilters(f: BlogPostFilter): FragmentSqlToken[] {
  const where: FragmentSqlToken[] = [];
  if (f.status === 'draft' || f.status === 'published') where.push(sql.fragment`p.status = ${f.status}`);
  if (f.category) where.push(sql.fragment`lower(p.category) = lower(${f.category})`);
  if (f.exclude) where.push(sql.fragment`p.id <> ${f.exclude}`);
  if (f.search) {
    const like = likePattern(f.search);
    where.push(sql.fragment`(p.title ILIKE ${like} OR p.excerpt ILIKE ${like} OR array_to_string(p.tags, ' ') ILIKE ${like})`);
  }
  return where;
}

/**
 * Posts for a list, newest first: by publication date, drafts (which have none) by their last
 * change. The caller decides `status`: the routes force 'published' for everyone but the manager.
 */
export function listBlogPosts(
  db: ReadDb,
  f: BlogPostFilter & { status: 'draft' | 'published' | 'all' },
): Promise<readonly BlogPostSummary[]> {
  const where = postFilters(f);
  const clause = where.length ? sql.fragment`WHERE ${sql.join(where, sql.fragment` AND `)}` : sql.fragment``;
  return db.any(sql.type(blogPostSummarySchema)`
    SELECT ${SUMMARY} FROM blog_posts p ${clause}
     ORDER BY coalesce(p.published_at, p.updated_at) DESC, p.id
     LIMIT ${f.limit} OFFSET ${f.offset}`);
}

export const blogPostBySlug = (db: ReadDb, slug: string): Promise<BlogPost | null> =>
  db.maybeOne(
    sql.type(blogPostSchema)`SELECT ${SUMMARY}, p.content FROM blog_posts p WHERE p.slug = ${slug} ORDER BY p.updated_at DESC LIMIT 1`,
  );

export const blogPostById = (db: ReadDb, id: string): Promise<BlogPost | null> =>
  db.maybeOne(sql.type(blogPostSchema)`SELECT ${SUMMARY}, p.content FROM blog_posts p WHERE p.id = ${id}`);

/** Published posts with their content, newest first: the RSS feed. */
export const publishedBlogPosts = (db: ReadDb, limit: number): Promise<readonly BlogPost[]> =>
  db.any(sql.type(blogPostSchema)`
    SELECT ${SUMMARY}, p.content FROM blog_posts p WHERE p.status = 'published' ORDER BY p.published_at DESC, p.id LIMIT ${limit}`);

/** Every published post's address and last change: the sitemap. */
export const publishedBlogSlugs = (db: ReadDb): Promise<readonly Pick<BlogPostSummary, 'slug' | 'updatedAt'>[]> =>
  db.any(sql.type(blogPostSummarySchema.pick({ slug: true, updatedAt: true }))`
    SELECT p.slug, p.updated_at FROM blog_posts p WHERE p.status = 'published' ORDER BY p.published_at DESC, p.id`);

export const blogCategories = (db: ReadDb): Promise<readonly BlogCategory[]> =>
  db.any(sql.type(blogCategorySchema)`
    SELECT c.id, c.name, c.slug, c.description, c.is_active, c.created_at FROM blog_categories c ORDER BY lower(c.name), c.id`);

export const blogStats = (db: ReadDb): Promise<BlogStats> =>
  db.one(sql.type(blogStatsSchema)`
    SELECT count(*) FILTER (WHERE p.status = 'published')::int AS published,
           count(*) FILTER (WHERE p.status = 'draft')::int AS drafts,
           coalesce(sum(p.views), 0)::int AS total_views
      FROM blog_posts p`);

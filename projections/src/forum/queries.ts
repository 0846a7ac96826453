/** The typed queries the forum routes call, over the forum projection's tables. */
import { sql, type FragmentSqlToken } from 'slonik';
import {
  forumCategoryCountsSchema,
  forumPostSummarySchema,
  forumReplySchema,
  forumThreadSchema,
  FORUM_CATEGORIES,
  type ForumCategoryCounts,
  type ForumPostFilter,
  type ForumPostSummary,
  type ForumThread,
} from '@tradeguild/contracts';
import { z } from 'zod';
import { notHidden } from '../moderation/hidden.ts';
import type { ReadDb } from '../runtime/read-db.ts';

/** Who is asking: their likes are marked, and only admins see hidden content. */
export interface ForumViewer {
  userId: string;
  isAdmin: boolean;
}

const likedBy = (targetId: FragmentSqlToken, viewer: ForumViewer) =>
  sql.fragment`EXISTS (SELECT 1 FROM forum_likes l WHERE l.target_id = ${targetId} AND l.user_id = ${viewer.userId})`;

const summary = (viewer: ForumViewer) => sql.fragment`
  p.id, p.title, p.content, p.category, p.tags, p.author_id, a.name AS author_name, p.views, p.likes, p.reply_count,
  ${likedBy(sql.fragment`p.id`, viewer)} AS liked_by_me, p.solved_reply_id IS NOT NULL AS solved,
  p.hidden, p.hidden_reason, p.created_at, p.updated_at, p.last_activity_at`;

/**
 * Hidden by the forum's own hide: admins only. Hidden through a report (moderation's
 * `hidden_subjects`): admins and the author (docs/decisions/0051-reports-and-moderation.md).
 */
const visible = (alias: 'p' | 'r', viewer: ForumViewer) =>
  viewer.isAdmin
    ? sql.fragment`true`
    : alias === 'p'
      ? sql.fragment`NOT p.hidden AND ${notHidden('forumPost', sql.fragment`p.id`, viewer, sql.fragment`p.author_id`)}`
      : sql.fragment`NOT r.hidden AND ${notHidden('forumReply', sql.fragment`r.id`, viewer, sql.fragment`r.author_id`)}`;

function order(f: ForumPostFilter): FragmentSqlToken {
  // Ranked on the title and tags only (`head`): a body-only match ranks 0 and comes after, newest first.
  if (f.search && !f.sort) return sql.fragment`ts_rank(p.head, q.query) DESC, p.created_at DESC, p.id`;
  switch (f.sort ?? 'newest') {
    case 'active':
      return sql.fragment`p.last_activity_at DESC, p.id`;
    case 'top':
      return sql.fragment`p.likes DESC, p.created_at DESC, p.id`;
    default:
      return sql.fragment`p.created_at DESC, p.id`;
  }
}

/**
 * A ranked search ranks the matches of a recent window: the last 30 days if at least
 * RANKED_MATCHES posts match there, else all posts. Matches older than the window follow, newest
 * first. The window is an index condition (the created_at column of the visible-posts GIN), so a
 * broad word reads a month's matches instead of every match
 * (docs/decisions/0027-forum-ranked-search.md).
 */
export const RANK_WINDOWS_DAYS = [30] as const;
export const RANKED_MATCHES = 200;

const rankedRowSchema = forumPostSummarySchema.extend({ inWindow: z.number().int() });

/**
 * A page of posts. `search` is PostgreSQL full text (websearch syntax, English stemming) over
 * title, tags and content, best match first unless a sort is asked for: matches in the title and
 * tags by their rank there, then matches in the content only, newest first (within the window above).
 */
export async function listForumPosts(db: ReadDb, f: ForumPostFilter, viewer: ForumViewer): Promise<readonly ForumPostSummary[]> {
  const where: FragmentSqlToken[] = [visible('p', viewer)];
  if (f.category) where.push(sql.fragment`p.category = ${f.category}`);
  if (f.solved) where.push(f.solved === 'true' ? sql.fragment`p.solved_reply_id IS NOT NULL` : sql.fragment`p.solved_reply_id IS NULL`);
  if (f.search) where.push(sql.fragment`p.search @@ q.query`);
  const from = f.search ? sql.fragment`, websearch_to_tsquery('english', ${f.search}) q(query)` : sql.fragment``;
  const page = (extra: FragmentSqlToken[], orderBy: FragmentSqlToken, limit: number, offset: number, counted = false) =>
    db.any(sql.type(rankedRowSchema)`
    SELECT ${summary(viewer)}, ${counted ? sql.fragment`count(*) OVER ()::int` : sql.fragment`0`} AS in_window
      FROM forum_posts p LEFT JOIN forum_authors a ON a.user_id = p.author_id ${from}
     WHERE ${sql.join([...where, ...extra], sql.fragment` AND `)}
     ORDER BY ${orderBy}
     LIMIT ${limit} OFFSET ${offset}`);
  const plain = (rows: readonly z.infer<typeof rankedRowSchema>[]) => rows.map(({ inWindow: _n, ...post }) => post);
  if (f.search && !f.sort) {
    for (const days of RANK_WINDOWS_DAYS) {
      const since = new Date(Date.now() - days * 86_400_000).toISOString();
      const recent = await page([sql.fragment`p.created_at >= ${since}::timestamptz`], order(f), f.limit, f.offset, true);
      const inWindow = recent[0]?.inWindow ?? (f.offset > 0 ? await countMatches(db, where, from, since) : 0);
      if (inWindow < RANKED_MATCHES) continue;
      if (recent.length === f.limit) return plain(recent);
      // The page reaches past the window: older matches follow, newest first.
      // IS TRUE keeps the open-ended date range out of the GIN scan (every older post's key); the words find the rows.
      const older = await page(
        [sql.fragment`(p.created_at < ${since}::timestamptz) IS TRUE`],
        sql.fragment`p.created_at DESC, p.id`,
        f.limit - recent.length,
        Math.max(0, f.offset - inWindow),
      );
      return plain([...recent, ...older]);
    }
  }
  // No search, a sort, or fewer than RANKED_MATCHES recent matches: one query over every match.
  return plain(await page([], order(f), f.limit, f.offset));
}

async function countMatches(db: ReadDb, where: FragmentSqlToken[], from: FragmentSqlToken, since: string): Promise<number> {
  return db.oneFirst(sql.type(z.object({ n: z.number().int() }))`
    SELECT count(*)::int AS n FROM forum_posts p ${from}
     WHERE ${sql.join([...where, sql.fragment`p.created_at >= ${since}::timestamptz`], sql.fragment` AND `)}`);
}

const threadPostSchema = forumThreadSchema.shape.post;

/** A post with its replies, oldest first; null when the viewer may not see it. */
export async function forumThread(db: ReadDb, postId: string, viewer: ForumViewer): Promise<ForumThread | null> {
  const post = await db.maybeOne(sql.type(threadPostSchema)`
    SELECT ${summary(viewer)}, p.solved_reply_id
      FROM forum_posts p LEFT JOIN forum_authors a ON a.user_id = p.author_id
     WHERE p.id = ${postId} AND ${visible('p', viewer)}`);
  if (!post) return null;
  const replies = await db.any(sql.type(forumReplySchema)`
    SELECT r.id, r.post_id, r.content, r.author_id, a.name AS author_name, r.likes, ${likedBy(sql.fragment`r.id`, viewer)} AS liked_by_me,
           r.hidden, r.hidden_reason, r.created_at, r.updated_at
      FROM forum_replies r LEFT JOIN forum_authors a ON a.user_id = r.author_id
     WHERE r.post_id = ${postId} AND ${visible('r', viewer)}
     ORDER BY r.created_at, r.id`);
  return { post, replies: [...replies] };
}

/** A reply's thread, for routes that name only the reply. */
export const forumReplyPostId = (db: ReadDb, replyId: string): Promise<string | null> =>
  db.maybeOneFirst(sql.type(z.object({ postId: z.string() }))`SELECT r.post_id FROM forum_replies r WHERE r.id = ${replyId}`);

/** Whether this member's view of the post is already counted (so the route appends nothing). */
export const forumViewCounted = (db: ReadDb, postId: string, userId: string): Promise<boolean> =>
  db.exists(sql.unsafe`SELECT 1 FROM forum_views v WHERE v.post_id = ${postId} AND v.user_id = ${userId}`);

/** Posts per category the viewer can see, and their total: the sidebar and the stats card. */
export async function forumCategoryCounts(db: ReadDb, viewer: ForumViewer): Promise<ForumCategoryCounts> {
  const rows = await db.any(sql.type(z.object({ category: z.string(), count: z.number() }))`
    SELECT p.category, count(*)::int AS count FROM forum_posts p WHERE ${visible('p', viewer)} GROUP BY p.category`);
  const counts = new Map(rows.map((r) => [r.category, r.count]));
  return forumCategoryCountsSchema.parse({
    total: rows.reduce((n, r) => n + r.count, 0),
    categories: FORUM_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 })),
  });
}

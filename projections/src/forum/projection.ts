/**
 * The forum read models: posts (with real like, view and reply counts, the solution and a search
 * vector), replies, who likes what, who has viewed which post, and authors' names (kept from
 * UserRegistered). Counters are recounted from the rows they count, so applying an event twice
 * changes nothing. Hidden posts and replies stay, flagged: the queries decide who sees them.
 * Every change is announced to the `community` room after the commit.
 */
import { COMMUNITY_ROOM, FORUM_SOCKET_EVENTS, type DomainEvent, type ForumPostContent } from '@tradeguild/contracts';
import { forumErased } from '../privacy/erasure.ts';
import type { HandlerContext, Projection } from '../runtime/types.ts';
import { forumTables } from './tables.ts';

/**
 * The match document: title (A), tags (B), content (C). `$n` are the parameters (or, in the
 * benchmark, the columns) holding title, tags and content.
 */
export const forumSearchSql = (title: string, tags: string, content: string) => `
  setweight(to_tsvector('english', ${title}), 'A') ||
  setweight(to_tsvector('english', array_to_string(${tags}::text[], ' ')), 'B') ||
  setweight(to_tsvector('english', ${content}), 'C')`;

/**
 * The ranking document: title (A) and tags (B) only, small enough to rank thousands of matches cheaply
 * (docs/decisions/0027-forum-ranked-search.md).
 */
export const forumHeadSql = (title: string, tags: string) => `
  setweight(to_tsvector('english', ${title}), 'A') ||
  setweight(to_tsvector('english', array_to_string(${tags}::text[], ' ')), 'B')`;

const contentValues = (d: ForumPostContent) => [d.title, d.content, d.category, d.tags];

function changed(ctx: HandlerContext, postId: string, kind: string) {
  ctx.push({ room: COMMUNITY_ROOM, event: FORUM_SOCKET_EVENTS.threadChanged, payload: { postId, kind } });
}

async function recountLikes(ctx: HandlerContext, table: 'forum_posts' | 'forum_replies', id: string) {
  await ctx.tx.query(
    `UPDATE ${ctx.table(table)} SET likes = (SELECT count(*) FROM ${ctx.table('forum_likes')} WHERE target_id = $1) WHERE id = $1`,
    [id],
  );
}

/** Reply count and last activity from the thread's visible replies (not hidden by an admin, nor through a report). */
async function recountReplies(ctx: HandlerContext, postId: string) {
  await ctx.tx.query(
    `UPDATE ${ctx.table('forum_posts')} p
        SET reply_count = r.n, last_activity_at = greatest(p.created_at, coalesce(r.latest, p.created_at))
       FROM (SELECT count(*)::int AS n, max(created_at) AS latest FROM ${ctx.table('forum_replies')} WHERE post_id = $1 AND NOT hidden AND NOT moderated) r
      WHERE p.id = $1`,
    [postId],
  );
}

async function like(ctx: HandlerContext, table: 'forum_posts' | 'forum_replies', id: string, userId: string, on: boolean) {
  await ctx.tx.query(
    on
      ? `INSERT INTO ${ctx.table('forum_likes')} (target_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
      : `DELETE FROM ${ctx.table('forum_likes')} WHERE target_id = $1 AND user_id = $2`,
    [id, userId],
  );
  await recountLikes(ctx, table, id);
}

export const forumProjection: Projection<DomainEvent> = {
  name: 'forum',
  // 2: the `head` ranking vector and the (created_at, category, search) index of visible posts.
  // 3: forum_replies.moderated: a reply hidden through a report (SubjectHidden) leaves the reply count.
  version: 3,
  tables: forumTables,
  handlers: {
    // An erased account (decision 0061): purged here, so a rebuild purges at the same place.
    AccountErased: forumErased,
    UserRegistered: async ({ data: d }, { tx, table }) => {
      await tx.query(
        `INSERT INTO ${table('forum_authors')} (user_id, name) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET name = excluded.name`,
        [d.userId, [d.firstName, d.lastName].filter(Boolean).join(' ').trim() || null],
      );
    },
    ForumPostCreated: async ({ data: d }, ctx) => {
      await ctx.tx.query(
        `INSERT INTO ${ctx.table('forum_posts')} (title, content, category, tags, id, author_id, search, head, created_at, updated_at, last_activity_at)
         VALUES ($1, $2, $3, $4, $5, $6, ${forumSearchSql('$1', '$4', '$2')}, ${forumHeadSql('$1', '$4')}, $7, $7, $7) ON CONFLICT (id) DO NOTHING`,
        [...contentValues(d), d.postId, d.authorId, d.createdAt],
      );
      ctx.push({ room: COMMUNITY_ROOM, event: FORUM_SOCKET_EVENTS.postCreated, payload: { postId: d.postId, authorId: d.authorId } });
    },
    ForumPostEdited: async ({ data: d }, ctx) => {
      await ctx.tx.query(
        `UPDATE ${ctx.table('forum_posts')} SET title = $1, content = $2, category = $3, tags = $4, search = ${forumSearchSql('$1', '$4', '$2')},
               head = ${forumHeadSql('$1', '$4')}, updated_at = $6
          WHERE id = $5`,
        [...contentValues(d), d.postId, d.editedAt],
      );
      changed(ctx, d.postId, 'post-edited');
    },
    ForumPostDeleted: async ({ data: d }, ctx) => {
      const { tx, table } = ctx;
      await tx.query(
        `DELETE FROM ${table('forum_likes')} WHERE target_id = $1 OR target_id IN (SELECT id FROM ${table('forum_replies')} WHERE post_id = $1)`,
        [d.postId],
      );
      await tx.query(`DELETE FROM ${table('forum_replies')} WHERE post_id = $1`, [d.postId]);
      await tx.query(`DELETE FROM ${table('forum_views')} WHERE post_id = $1`, [d.postId]);
      await tx.query(`DELETE FROM ${table('forum_posts')} WHERE id = $1`, [d.postId]);
      changed(ctx, d.postId, 'post-deleted');
    },
    ForumPostLiked: async ({ data: d }, ctx) => {
      await like(ctx, 'forum_posts', d.postId, d.userId, true);
      changed(ctx, d.postId, 'likes');
    },
    ForumPostUnliked: async ({ data: d }, ctx) => {
      await like(ctx, 'forum_posts', d.postId, d.userId, false);
      changed(ctx, d.postId, 'likes');
    },
    ForumPostSolved: async ({ data: d }, ctx) => {
      await ctx.tx.query(`UPDATE ${ctx.table('forum_posts')} SET solved_reply_id = $2 WHERE id = $1`, [d.postId, d.replyId]);
      changed(ctx, d.postId, 'solved');
    },
    ForumPostHidden: async ({ data: d }, ctx) => {
      await ctx.tx.query(`UPDATE ${ctx.table('forum_posts')} SET hidden = true, hidden_reason = $2 WHERE id = $1`, [d.postId, d.reason]);
      changed(ctx, d.postId, 'post-hidden');
    },
    ForumPostViewed: async ({ data: d }, { tx, table }) => {
      await tx.query(`INSERT INTO ${table('forum_views')} (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [d.postId, d.userId]);
      await tx.query(
        `UPDATE ${table('forum_posts')} SET views = (SELECT count(*) FROM ${table('forum_views')} WHERE post_id = $1) WHERE id = $1`,
        [d.postId],
      );
    },
    ForumReplyPosted: async ({ data: d }, ctx) => {
      await ctx.tx.query(
        `INSERT INTO ${ctx.table('forum_replies')} (id, post_id, author_id, content, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (id) DO NOTHING`,
        [d.replyId, d.postId, d.authorId, d.content, d.createdAt],
      );
      await recountReplies(ctx, d.postId);
      changed(ctx, d.postId, 'reply-posted');
    },
    ForumReplyEdited: async ({ data: d }, ctx) => {
      await ctx.tx.query(`UPDATE ${ctx.table('forum_replies')} SET content = $2, updated_at = $3 WHERE id = $1`, [
        d.replyId,
        d.content,
        d.editedAt,
      ]);
      changed(ctx, d.postId, 'reply-edited');
    },
    ForumReplyDeleted: async ({ data: d }, ctx) => {
      await ctx.tx.query(`DELETE FROM ${ctx.table('forum_likes')} WHERE target_id = $1`, [d.replyId]);
      await ctx.tx.query(`DELETE FROM ${ctx.table('forum_replies')} WHERE id = $1`, [d.replyId]);
      // A deleted answer no longer solves the thread.
      await ctx.tx.query(`UPDATE ${ctx.table('forum_posts')} SET solved_reply_id = NULL WHERE id = $1 AND solved_reply_id = $2`, [
        d.postId,
        d.replyId,
      ]);
      await recountReplies(ctx, d.postId);
      changed(ctx, d.postId, 'reply-deleted');
    },
    ForumReplyLiked: async ({ data: d }, ctx) => {
      await like(ctx, 'forum_replies', d.replyId, d.userId, true);
      changed(ctx, d.postId, 'likes');
    },
    ForumReplyUnliked: async ({ data: d }, ctx) => {
      await like(ctx, 'forum_replies', d.replyId, d.userId, false);
      changed(ctx, d.postId, 'likes');
    },
    ForumReplyHidden: async ({ data: d }, ctx) => {
      await ctx.tx.query(`UPDATE ${ctx.table('forum_replies')} SET hidden = true, hidden_reason = $2 WHERE id = $1`, [d.replyId, d.reason]);
      await ctx.tx.query(`UPDATE ${ctx.table('forum_posts')} SET solved_reply_id = NULL WHERE id = $1 AND solved_reply_id = $2`, [
        d.postId,
        d.replyId,
      ]);
      await recountReplies(ctx, d.postId);
      changed(ctx, d.postId, 'reply-hidden');
    },
    // Moderation's event: the reply stays for its author and admins (the queries' notHidden), but no longer counts.
    SubjectHidden: async ({ data: d }, ctx) => {
      if (d.subjectType !== 'forumReply') return;
      const { rows } = await ctx.tx.query<{ post_id: string }>(
        `UPDATE ${ctx.table('forum_replies')} SET moderated = true WHERE id = $1 RETURNING post_id`,
        [d.subjectId],
      );
      if (!rows[0]) return;
      await recountReplies(ctx, rows[0].post_id);
      changed(ctx, rows[0].post_id, 'reply-hidden');
    },
    // An admin restored it: it counts again.
    SubjectRestored: async ({ data: d }, ctx) => {
      if (d.subjectType !== 'forumReply') return;
      const { rows } = await ctx.tx.query<{ post_id: string }>(
        `UPDATE ${ctx.table('forum_replies')} SET moderated = false WHERE id = $1 RETURNING post_id`,
        [d.subjectId],
      );
      if (!rows[0]) return;
      await recountReplies(ctx, rows[0].post_id);
      changed(ctx, rows[0].post_id, 'reply-restored');
    },
  },
};

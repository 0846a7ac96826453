/**
 * Mails about quotes withdrawn, reviews, direct messages and forum replies. Each names the parts of
 * it that are someone else's (decision 0068): an erasure rewords them in the mails already written.
 */
const words = (id: string | null | undefined, text: string) => wordsOf(id, excerpt(text), excerpt(REMOVED_TEXT));
import type { DomainEvent } from '@tradeguild/contracts';
import { excerpt, quoted } from '../notifications/sentences.ts';
import { nameOf as partOf, REMOVED_TEXT, wordsOf } from '../privacy/mentions.ts';
import type { HandlerContext, Handlers } from '../runtime/types.ts';
import { conversationKey } from './ids.ts';
import { DIRECT_MESSAGE_DELAY_MS, DIRECT_MESSAGE_GAP_MS, mail } from './outbox.ts';

async function nameOf(ctx: HandlerContext, userId: string, fallback: string): Promise<string> {
  const { rows } = await ctx.tx.query<{ name: string | null }>(
    `SELECT coalesce((SELECT business_name FROM ${ctx.table('mail_notification_tradesmen')} WHERE user_id = $1 ORDER BY business_name LIMIT 1),
                     (SELECT name FROM ${ctx.table('mail_notification_users')} WHERE id = $1)) AS name`,
    [userId],
  );
  return rows[0]?.name || fallback;
}

export const activityHandlers: Handlers<DomainEvent> = {
  ApplicationWithdrawn: async (event, ctx) => {
    const d = event.data;
    const { rows } = await ctx.tx.query<{ client_id: string; title: string; business: string | null; user_id: string | null }>(
      `SELECT p.client_id, p.title, t.business_name AS business, t.user_id
         FROM ${ctx.table('mail_notification_applications')} a
         JOIN ${ctx.table('mail_notification_projects')} p ON p.id = a.project_id
         LEFT JOIN ${ctx.table('mail_notification_tradesmen')} t ON t.id = a.tradesman_id
        WHERE a.id = $1`,
      [d.applicationId],
    );
    const r = rows[0];
    if (!r) return;
    await mail(event, ctx, {
      recipientId: r.client_id,
      kind: 'quote_withdrawn',
      body: `${r.business || 'A tradesman'} withdrew their quote for ${quoted(r.title)}`,
      link: `/my-projects/${d.projectId}`,
      at: d.at,
      parts: [r.business ? partOf(r.user_id, r.business) : null],
    });
  },

  ReviewSubmitted: async (event, ctx) => {
    const d = event.data;
    await ctx.tx.query(
      `INSERT INTO ${ctx.table('mail_reviews')} (id, tradesman_id, client_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
      [d.reviewId, d.tradesmanId, d.clientId],
    );
    const { rows } = await ctx.tx.query<{ user_id: string }>(
      `SELECT user_id FROM ${ctx.table('mail_notification_tradesmen')} WHERE id = $1`,
      [d.tradesmanId],
    );
    if (!rows[0]) return;
    await mail(event, ctx, {
      recipientId: rows[0].user_id,
      kind: 'review_received',
      body: `A customer left you a ${d.rating}-star review${d.comment ? `: ${excerpt(d.comment)}` : '.'}`,
      link: `/tradesmen/${d.tradesmanId}`,
      at: d.submittedAt,
      parts: [d.comment ? words(d.clientId, d.comment) : null],
    });
  },

  ReviewReplied: async (event, ctx) => {
    const d = event.data;
    const { rows } = await ctx.tx.query<{ client_id: string; business: string | null; user_id: string | null }>(
      `SELECT r.client_id, t.business_name AS business, t.user_id FROM ${ctx.table('mail_reviews')} r
         LEFT JOIN ${ctx.table('mail_notification_tradesmen')} t ON t.id = r.tradesman_id WHERE r.id = $1`,
      [d.reviewId],
    );
    if (!rows[0]) return;
    await mail(event, ctx, {
      recipientId: rows[0].client_id,
      kind: 'review_reply',
      body: `${rows[0].business || 'The tradesman'} replied to your review: ${excerpt(d.text)}`,
      link: `/tradesmen/${d.tradesmanId}`,
      at: d.repliedAt,
      parts: [rows[0].business ? partOf(rows[0].user_id, rows[0].business) : null, words(rows[0].user_id, d.text)],
    });
  },

  /** Mailed 10 minutes later unless read by then; one per conversation an hour at most. */
  MessageSent: async (event, ctx) => {
    const d = event.data;
    if (!ctx.serving || d.senderId === d.receiverId) return;
    const conversation = conversationKey(d.senderId, d.receiverId);
    const { rows } = await ctx.tx.query(
      `SELECT 1 FROM mail_outbox WHERE recipient_id = $1 AND conversation = $2 AND status <> 'cancelled'
          AND created_at > $3::timestamptz - make_interval(secs => $4) LIMIT 1`,
      [d.receiverId, conversation, d.sentAt, DIRECT_MESSAGE_GAP_MS / 1000],
    );
    if (rows.length) return;
    const sender = await nameOf(ctx, d.senderId, 'Someone');
    await mail(event, ctx, {
      recipientId: d.receiverId,
      kind: 'direct_message',
      subject: `${sender} sent you a message`,
      body: `${sender} sent you a message you have not read yet: ${excerpt(d.content)}`,
      // The messages page opens the conversation with this person (?partner=, as profile pages link to it).
      link: `/messages?partner=${encodeURIComponent(d.senderId)}`,
      notBefore: new Date(new Date(d.sentAt).getTime() + DIRECT_MESSAGE_DELAY_MS).toISOString(),
      conversation,
      at: d.sentAt,
      parts: [partOf(d.senderId, sender), words(d.senderId, d.content), { ...partOf(d.senderId, sender)!, in: 'subject' }],
    });
  },

  /** Read in time: the waiting mail is not sent. */
  ConversationRead: async ({ data: d }, ctx) => {
    if (!ctx.serving) return;
    await ctx.tx.query(
      `UPDATE mail_outbox SET status = 'cancelled' WHERE recipient_id = $1 AND conversation = $2 AND status = 'pending'
          AND created_at <= $3::timestamptz`,
      [d.readerId, conversationKey(d.readerId, d.partnerId), d.readAt],
    );
  },

  ForumPostCreated: async ({ data: d }, { tx, table }) => {
    await tx.query(`INSERT INTO ${table('mail_forum_posts')} (id, author_id, title) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
      d.postId,
      d.authorId,
      d.title,
    ]);
  },
  ForumPostEdited: async ({ data: d }, { tx, table }) => {
    await tx.query(`UPDATE ${table('mail_forum_posts')} SET title = $2 WHERE id = $1`, [d.postId, d.title]);
  },

  ForumReplyPosted: async (event, ctx) => {
    const d = event.data;
    const { rows } = await ctx.tx.query<{ author_id: string; title: string }>(
      `SELECT author_id, title FROM ${ctx.table('mail_forum_posts')} WHERE id = $1`,
      [d.postId],
    );
    const post = rows[0];
    if (!post || post.author_id === d.authorId) return;
    const who = await nameOf(ctx, d.authorId, 'Someone');
    await mail(event, ctx, {
      recipientId: post.author_id,
      kind: 'forum_reply',
      body: `${who} replied to your post ${quoted(post.title)}: ${excerpt(d.content)}`,
      link: `/community/posts/${d.postId}`,
      at: d.createdAt,
      parts: [partOf(d.authorId, who), words(d.authorId, d.content)],
    });
  },
};

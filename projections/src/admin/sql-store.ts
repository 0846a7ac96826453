import type { HandlerContext } from '../runtime/types.ts';
import { activityItem, activityMentions, activityPush } from './activity.ts';
import type { JobProject } from './rows.ts';
import type { AdminStore } from './store.ts';

/** One statement per call, in the handler's transaction: the one-by-one path. */
export function sqlStore(ctx: HandlerContext): AdminStore {
  const { tx, table } = ctx;
  const one = async <R>(text: string, values: unknown[]): Promise<R | null> => (await tx.query<R & object>(text, values)).rows[0] ?? null;
  const run = async (text: string, values: unknown[]) => void (await tx.query(text, values));
  return {
    displayName: async (id) =>
      (await one<{ name: string }>(`SELECT display_name AS name FROM ${table('admin_users')} WHERE id = $1`, [id]))?.name ?? null,
    tradesman: (id) =>
      one(
        `SELECT business_name AS "businessName", trade_categories AS "tradeCategories", user_id AS "userId" FROM ${table('admin_tradesmen')} WHERE id = $1`,
        [id],
      ),
    project: (id) =>
      one<JobProject>(
        `SELECT title, client_id AS "clientId", coalesce(client_name, 'User ' || client_id) AS "clientName", required_trades AS "requiredTrades"
         FROM ${table('admin_projects')} WHERE id = $1`,
        [id],
      ),
    application: (id) =>
      one(`SELECT tradesman_id AS "tradesmanId", tradesman_user_id AS "userId" FROM ${table('admin_applications')} WHERE id = $1`, [id]),
    forumPost: (id) => one(`SELECT title, author_id AS "authorId" FROM ${table('admin_forum_posts')} WHERE id = $1`, [id]),
    forumReplyAuthor: async (id) =>
      (await one<{ authorId: string }>(`SELECT author_id AS "authorId" FROM ${table('admin_forum_replies')} WHERE id = $1`, [id]))
        ?.authorId ?? null,
    blogPost: (id) => one(`SELECT title, slug FROM ${table('admin_blog_posts')} WHERE id = $1`, [id]),

    // One round trip: the actor's name is looked up inside the insert.
    async announce(event, a) {
      const item = activityItem(event, a, null);
      const row = await one<{ actor_name: string | null }>(
        `INSERT INTO ${table('admin_activity')} (id, type, event_type, description, actor_id, actor_name, entity_path, stream_id, occurred_at, mentions)
         VALUES ($1, $2, $3, $4, $5, (SELECT display_name FROM ${table('admin_users')} WHERE id = $5), $6, $7, $8, $9)
         ON CONFLICT (id) DO NOTHING RETURNING actor_name`,
        [
          item.id,
          item.type,
          item.eventType,
          item.description,
          item.actorId,
          item.entityPath,
          item.streamId,
          item.timestamp,
          JSON.stringify(activityMentions(a)),
        ],
      );
      if (!row) return false;
      ctx.push(activityPush({ ...item, actorName: row.actor_name }));
      return true;
    },

    insertUser: (u) =>
      run(
        `INSERT INTO ${table('admin_users')} (id, email, first_name, last_name, user_type, display_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [u.id, u.email, u.firstName, u.lastName, u.userType, u.displayName, u.createdAt],
      ),
    insertTradesman: (t) =>
      run(
        `INSERT INTO ${table('admin_tradesmen')} (id, user_id, business_name, location, specializations, trade_categories, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [t.id, t.userId, t.businessName, t.location, t.specializations, t.tradeCategories, t.createdAt],
      ),
    updateTradesman: (id, p) =>
      run(
        `UPDATE ${table('admin_tradesmen')} SET business_name = $2, location = $3, specializations = $4, trade_categories = $5 WHERE id = $1`,
        [id, p.businessName, p.location, p.specializations, p.tradeCategories],
      ),
    addReview: (id, rating) =>
      run(`UPDATE ${table('admin_tradesmen')} SET rating_sum = rating_sum + $2, total_reviews = total_reviews + 1 WHERE id = $1`, [
        id,
        rating,
      ]),
    setVerified: (id, verified) => run(`UPDATE ${table('admin_tradesmen')} SET verified = $2 WHERE id = $1`, [id, verified]),
    insertProject: (p) =>
      run(
        `INSERT INTO ${table('admin_projects')} (id, client_id, client_name, title, location, budget, status, required_trades, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'open', $7, $8) ON CONFLICT (id) DO NOTHING`,
        [p.id, p.clientId, p.clientName, p.title, p.location, p.budget, p.requiredTrades, p.createdAt],
      ),
    editProject: async (id, changes) => {
      const fields = (['title', 'location', 'budget'] as const).filter((f) => changes[f] !== undefined);
      if (fields.length === 0) return;
      const sets = fields.map((f, i) => `${f} = $${i + 2}`).join(', ');
      await run(`UPDATE ${table('admin_projects')} SET ${sets} WHERE id = $1`, [id, ...fields.map((f) => changes[f])]);
    },
    setProjectStatus: (id, status) => run(`UPDATE ${table('admin_projects')} SET status = $2 WHERE id = $1`, [id, status]),
    insertMessage: (m) =>
      run(
        `INSERT INTO ${table('admin_messages')} (id, sender_id, sender_name, receiver_id, receiver_name, project_id, content, stream_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [m.id, m.senderId, m.senderName, m.receiverId, m.receiverName, m.projectId, m.content, m.streamId, m.createdAt],
      ),
    markRead: (readerId, partnerId, readAt) =>
      run(
        `UPDATE ${table('admin_messages')} SET is_read = true WHERE receiver_id = $1 AND sender_id = $2 AND NOT is_read AND created_at <= $3`,
        [readerId, partnerId, readAt],
      ),
    insertApplication: (a) =>
      run(
        `INSERT INTO ${table('admin_applications')} (id, project_id, tradesman_id, tradesman_user_id) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
        [a.id, a.projectId, a.tradesmanId, a.tradesmanUserId],
      ),
    insertForumPost: (p) =>
      run(
        `INSERT INTO ${table('admin_forum_posts')} (id, title, category, author_id) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
        [p.id, p.title, p.category, p.authorId],
      ),
    updateForumPost: (id, title, category) =>
      run(`UPDATE ${table('admin_forum_posts')} SET title = $2, category = $3 WHERE id = $1`, [id, title, category]),
    insertForumReply: (r) =>
      run(`INSERT INTO ${table('admin_forum_replies')} (id, post_id, author_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
        r.id,
        r.postId,
        r.authorId,
      ]),
    insertBlogPost: (p) =>
      run(`INSERT INTO ${table('admin_blog_posts')} (id, title, slug) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
        p.id,
        p.title,
        p.slug,
      ]),
    updateBlogPost: (id, title, slug) =>
      run(`UPDATE ${table('admin_blog_posts')} SET title = $2, slug = $3 WHERE id = $1`, [id, title, slug]),
    deleteBlogPost: (id) => run(`DELETE FROM ${table('admin_blog_posts')} WHERE id = $1`, [id]),

    async bump(name, delta) {
      if (delta === 0) return;
      const counters = table('admin_counters');
      await run(`INSERT INTO ${counters} (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = ${counters}.value + $2`, [
        name,
        delta,
      ]);
    },
    async countNew(name, metric, occurredAt) {
      const [counters, daily] = [table('admin_counters'), table('admin_daily')];
      await run(
        `WITH total AS (
           INSERT INTO ${counters} (name, value) VALUES ($1, 1) ON CONFLICT (name) DO UPDATE SET value = ${counters}.value + 1
         )
         INSERT INTO ${daily} (metric, day, value) VALUES ($2, ($3::timestamptz AT TIME ZONE 'UTC')::date, 1)
         ON CONFLICT (metric, day) DO UPDATE SET value = ${daily}.value + 1`,
        [name, metric, occurredAt],
      );
    },
    async bumpMix(scope, trades, delta) {
      if (trades.length === 0) return;
      const mix = table('admin_trade_mix');
      await run(
        `INSERT INTO ${mix} (scope, trade, count) SELECT $1, t, $3 FROM unnest($2::text[]) AS t
         ON CONFLICT (scope, trade) DO UPDATE SET count = ${mix}.count + $3`,
        [scope, [...new Set(trades)], delta],
      );
    },
  };
}

/**
 * Step 3 of a batch (batch.ts): its writes, one multi-row statement per table (`json_to_recordset`
 * over `$1`, however many rows), all handed to the runtime's checkpoint statement (`finish`), each
 * a data-modifying WITH of its own: one round trip for a live batch, not one per table. They touch
 * different tables, or different rows of one table (rows the batch created are inserted, rows from
 * before it updated), so no two of them meet on a row; the read marks on messages see the rows from
 * before the batch, as when run first. A batch that wrote nothing before them is then two
 * statements in all, its reads and this, with no transaction around them.
 */
import type { BatchContext } from '../runtime/types.ts';
import type { BatchRows, Tradesman } from './batch-rows.ts';

/** A statement over its rows, and the rows (none: not sent). */
type Write = [text: string, rows: unknown[]];
type Table = (logical: string) => string;

/** The running changes of a tradesman, as the tradesmen statements take them. */
const withDeltas = (x: Tradesman) => ({ ...x.row, ratingDelta: x.ratingDelta, reviewsDelta: x.reviewsDelta, verified: x.verified });

/** Users, tradesmen and client projects: the rows the batch created, and the changes to older ones. */
const directoryWrites = (b: BatchRows, t: Table): Write[] => [
  [
    `INSERT INTO ${t('admin_users')} (id, email, first_name, last_name, user_type, display_name, created_at)
       SELECT id, email, "firstName", "lastName", "userType", "displayName", "createdAt"
         FROM json_to_recordset($1::json) AS x(id text, email text, "firstName" text, "lastName" text, "userType" text, "displayName" text, "createdAt" timestamptz)
       ON CONFLICT (id) DO NOTHING`,
    b.users.createdRows(),
  ],
  [
    `INSERT INTO ${t('admin_tradesmen')} (id, user_id, business_name, location, specializations, trade_categories, rating_sum, total_reviews, verified, created_at)
       SELECT id, "userId", "businessName", location, specializations, "tradeCategories", "ratingDelta", "reviewsDelta", coalesce(verified, false), "createdAt"
         FROM json_to_recordset($1::json) AS x(id uuid, "userId" text, "businessName" text, location text, specializations text[], "tradeCategories" text[],
                                              "ratingDelta" bigint, "reviewsDelta" int, verified boolean, "createdAt" timestamptz)
       ON CONFLICT (id) DO NOTHING`,
    b.tradesmen.createdRows().map(withDeltas),
  ],
  [
    `UPDATE ${t('admin_tradesmen')} AS t
          SET business_name = x."businessName", location = x.location, specializations = x.specializations, trade_categories = x."tradeCategories",
              rating_sum = t.rating_sum + x."ratingDelta", total_reviews = t.total_reviews + x."reviewsDelta", verified = coalesce(x.verified, t.verified)
         FROM json_to_recordset($1::json) AS x(id uuid, "businessName" text, location text, specializations text[], "tradeCategories" text[],
                                               "ratingDelta" bigint, "reviewsDelta" int, verified boolean)
        WHERE t.id = x.id`,
    b.tradesmen.changedRows().map(withDeltas),
  ],
  [
    `INSERT INTO ${t('admin_projects')} (id, client_id, client_name, title, location, budget, status, required_trades, created_at)
       SELECT id, "clientId", "clientName", title, location, budget, coalesce(status, 'open'), "requiredTrades", "createdAt"
         FROM json_to_recordset($1::json) AS x(id uuid, "clientId" text, "clientName" text, title text, location text, budget text, status text,
                                              "requiredTrades" text[], "createdAt" timestamptz)
       ON CONFLICT (id) DO NOTHING`,
    b.projects.createdRows().map((p) => ({ ...p.row, status: p.status })),
  ],
  [
    `UPDATE ${t('admin_projects')} AS t SET status = coalesce(x.status, t.status), title = x.title, location = x.location, budget = x.budget
       FROM json_to_recordset($1::json) AS x(id uuid, status text, title text, location text, budget text) WHERE t.id = x.id`,
    b.projects
      .changedRows()
      .map((p) => ({ id: p.row.id, status: p.status, title: p.row.title, location: p.row.location, budget: p.row.budget })),
  ],
];

/** Reads first touch the rows from before the batch, as they did when they happened; the batch's own messages carry their is_read. */
const messageWrites = (b: BatchRows, t: Table): Write[] => [
  [
    `UPDATE ${t('admin_messages')} AS m SET is_read = true
         FROM json_to_recordset($1::json) AS x(reader text, partner text, at timestamptz)
        WHERE m.receiver_id = x.reader AND m.sender_id = x.partner AND NOT m.is_read AND m.created_at <= x.at`,
    b.reads.map(([reader, partner, at]) => ({ reader, partner, at })),
  ],
  [
    `INSERT INTO ${t('admin_messages')} (id, sender_id, sender_name, receiver_id, receiver_name, project_id, content, is_read, stream_id, created_at)
       SELECT id, "senderId", "senderName", "receiverId", "receiverName", "projectId", content, "isRead", "streamId", "createdAt"
         FROM json_to_recordset($1::json) AS x(id uuid, "senderId" text, "senderName" text, "receiverId" text, "receiverName" text, "projectId" uuid,
                                              content text, "isRead" boolean, "streamId" text, "createdAt" timestamptz)
       ON CONFLICT (id) DO NOTHING`,
    b.messages,
  ],
];

/** Quotes, forum threads and replies: the rows that name things in later sentences. */
const quoteAndForumWrites = (b: BatchRows, t: Table): Write[] => [
  [
    `INSERT INTO ${t('admin_applications')} (id, project_id, tradesman_id, tradesman_user_id)
       SELECT id, "projectId", "tradesmanId", "tradesmanUserId" FROM json_to_recordset($1::json) AS x(id uuid, "projectId" uuid, "tradesmanId" uuid, "tradesmanUserId" text)
       ON CONFLICT (id) DO NOTHING`,
    b.applications.createdRows(),
  ],
  [
    `INSERT INTO ${t('admin_forum_posts')} (id, title, category, author_id)
       SELECT id, title, category, "authorId" FROM json_to_recordset($1::json) AS x(id uuid, title text, category text, "authorId" text)
       ON CONFLICT (id) DO NOTHING`,
    b.forumPosts.createdRows(),
  ],
  [
    `UPDATE ${t('admin_forum_posts')} AS t SET title = x.title, category = x.category
         FROM json_to_recordset($1::json) AS x(id uuid, title text, category text) WHERE t.id = x.id`,
    b.forumPosts.changedRows(),
  ],
  [
    `INSERT INTO ${t('admin_forum_replies')} (id, post_id, author_id)
       SELECT id, "postId", "authorId" FROM json_to_recordset($1::json) AS x(id uuid, "postId" uuid, "authorId" text)
       ON CONFLICT (id) DO NOTHING`,
    b.forumReplies.createdRows(),
  ],
];

/** Blog posts (the deletions of older ones went first, on their own: see flush). */
const blogWrites = (b: BatchRows, t: Table): Write[] => [
  [
    `INSERT INTO ${t('admin_blog_posts')} (id, title, slug) SELECT id, title, slug FROM json_to_recordset($1::json) AS x(id uuid, title text, slug text)
       ON CONFLICT (id) DO NOTHING`,
    b.blogPosts.createdRows(),
  ],
  [
    `UPDATE ${t('admin_blog_posts')} AS t SET title = x.title, slug = x.slug FROM json_to_recordset($1::json) AS x(id uuid, title text, slug text) WHERE t.id = x.id`,
    b.blogPosts.changedRows(),
  ],
];

/** The items in commit order: `seq` is taken in this order. */
const activityWrites = (b: BatchRows, t: Table): Write[] => [
  [
    `INSERT INTO ${t('admin_activity')} (id, type, event_type, description, actor_id, actor_name, entity_path, stream_id, occurred_at, mentions)
       SELECT id, type, "eventType", description, "actorId", "actorName", "entityPath", "streamId", timestamp, mentions
         FROM ROWS FROM (json_to_recordset($1::json) AS (id text, type text, "eventType" text, description text, "actorId" text, "actorName" text,
                                                         "entityPath" text, "streamId" text, timestamp timestamptz, mentions jsonb)) WITH ORDINALITY AS x
        ORDER BY x.ordinality
       ON CONFLICT (id) DO NOTHING`,
    b.items,
  ],
];

/** Counters, per-day figures and trade mix, each added once. */
const figureWrites = (b: BatchRows, t: Table): Write[] => [
  [
    `INSERT INTO ${t('admin_counters')} (name, value) SELECT name, delta FROM json_to_recordset($1::json) AS x(name text, delta bigint)
       ON CONFLICT (name) DO UPDATE SET value = ${t('admin_counters')}.value + excluded.value`,
    [...b.counters].map(([name, delta]) => ({ name, delta })),
  ],
  [
    `INSERT INTO ${t('admin_daily')} (metric, day, value)
       SELECT metric, (at AT TIME ZONE 'UTC')::date, sum(n) FROM json_to_recordset($1::json) AS x(metric text, at timestamptz, n bigint) GROUP BY 1, 2
       ON CONFLICT (metric, day) DO UPDATE SET value = ${t('admin_daily')}.value + excluded.value`,
    [...b.daily].map(([key, n]) => {
      const [metric, at] = key.split('\u0000');
      return { metric, at, n };
    }),
  ],
  [
    `INSERT INTO ${t('admin_trade_mix')} (scope, trade, count) SELECT scope, trade, delta FROM json_to_recordset($1::json) AS x(scope text, trade text, delta bigint)
       ON CONFLICT (scope, trade) DO UPDATE SET count = ${t('admin_trade_mix')}.count + excluded.count`,
    [...b.mix].map(([key, delta]) => {
      const [scope, trade] = key.split('\u0000');
      return { scope, trade, delta };
    }),
  ],
];

export async function flush(ctx: BatchContext, b: BatchRows) {
  const t: Table = (logical) => ctx.table(logical);
  // A post deleted and created again in the batch: the delete must come before the insert, so it goes on its own, first.
  if (b.blogDeleted.size) await ctx.tx.query(`DELETE FROM ${t('admin_blog_posts')} WHERE id = ANY($1::uuid[])`, [[...b.blogDeleted]]);
  // Order only matters within a table (names are resolved already); this is the order of the CTEs.
  const writes = [directoryWrites, messageWrites, quoteAndForumWrites, blogWrites, activityWrites, figureWrites].flatMap((w) => w(b, t));
  const sent = writes.filter(([, rows]) => rows.length).map(([text, rows]) => ({ text, value: JSON.stringify(rows) }));
  if (sent.length) ctx.finish(sent);
}

/**
 * Step 1 of a batch (batch.ts): what its events will ask for, in one statement (a live batch of a
 * few events would otherwise pay a round trip per table): each table's rows by id, the second hop
 * (a quote names its tradesman, a reply its author) joined in SQL, and which of the events already
 * have their activity item (the idempotency guard). Reads it misses fall back to one query each.
 */
import type { RecordedEvent } from '@tradeguild/contracts';
import type { BatchContext } from '../runtime/types.ts';
import { newProject, newTradesman, type BatchRows, type Loader, type Rows } from './batch-rows.ts';
import type { ApplicationRow, BlogPostRow, ForumPostRow, ForumReplyRow, ProjectRow, TradesmanRow, UserRow } from './rows.ts';

/** Data fields that name a user. A field missed here costs one query when it is read, never a wrong row. */
const USER_KEYS = new Set([
  'userId',
  'clientId',
  'senderId',
  'receiverId',
  'readerId',
  'partnerId',
  'authorId',
  'tradesmanUserId',
  'verifiedBy',
  'unverifiedBy',
  'hiddenBy',
  'inspectedBy',
]);

/** Every id-like value in an event's data, by the kind of row it names. */
function referencedIds(events: RecordedEvent[]) {
  const users = new Set<string>();
  const tradesmen = new Set<string>();
  const projects = new Set<string>();
  const applications = new Set<string>();
  const posts = new Set<string>();
  const replies = new Set<string>();
  for (const e of events) {
    if (e.metadata.actorId) users.add(e.metadata.actorId);
    const data = e.data as Record<string, unknown>;
    for (const k in data) {
      const v = data[k];
      if (typeof v === 'string') {
        if (k === 'tradesmanId' || k === 'endorserId') tradesmen.add(v);
        else if (k === 'projectId') projects.add(v);
        else if (k === 'applicationId') applications.add(v);
        else if (k === 'postId') posts.add(v);
        else if (k === 'replyId') replies.add(v);
        else if (USER_KEYS.has(k)) users.add(v);
      } else if (k === 'participantIds' && Array.isArray(v)) for (const id of v) if (typeof id === 'string') users.add(id);
    }
  }
  return { users, tradesmen, projects, applications, posts, replies };
}

/** Each table the batch reads, as `json_build_object` arguments: the row's columns under the row types' names. */
const ROW_JSON = {
  admin_users:
    "'id', id, 'email', email, 'firstName', first_name, 'lastName', last_name, 'userType', user_type, 'displayName', display_name, 'createdAt', created_at",
  admin_tradesmen:
    "'id', id, 'userId', user_id, 'businessName', business_name, 'location', location, 'specializations', specializations, 'tradeCategories', trade_categories, 'createdAt', created_at",
  admin_projects:
    "'id', id, 'clientId', client_id, 'clientName', client_name, 'title', title, 'location', location, 'budget', budget, 'requiredTrades', required_trades, 'createdAt', created_at",
  admin_applications: "'id', id, 'projectId', project_id, 'tradesmanId', tradesman_id, 'tradesmanUserId', tradesman_user_id",
  admin_forum_posts: "'id', id, 'title', title, 'category', category, 'authorId', author_id",
  admin_forum_replies: "'id', id, 'postId', post_id, 'authorId', author_id",
  admin_blog_posts: "'id', id, 'title', title, 'slug', slug",
} as const;

/** A table's rows (as `ROW_JSON` spells them) where `where` holds, as one JSON array. */
const rowsJson = (ctx: BatchContext, table: keyof typeof ROW_JSON, where: string) =>
  `(SELECT coalesce(json_agg(json_build_object(${ROW_JSON[table]})), '[]'::json) FROM ${ctx.table(table)} WHERE ${where})`;

/** The one-query fallback for a read preload did not foresee: the same rows by id. */
function byId<R>(ctx: BatchContext, table: keyof typeof ROW_JSON, idType: 'text' | 'uuid'): Loader<R> {
  return async (ids) => {
    const { rows } = await ctx.read<{ rows: (R & { id: string })[] }>(
      `SELECT ${rowsJson(ctx, table, `id = ANY($1::${idType}[])`)} AS rows`,
      [ids],
    );
    return rows[0]!.rows.map((r) => [r.id, r]);
  };
}

/** A loader whose rows become the batch's values (a tradesman or project with its running changes). */
const mapped =
  <R, V>(load: Loader<R>, value: (row: R) => V): Loader<V> =>
  async (ids) =>
    (await load(ids)).map(([id, row]) => [id, value(row)]);

/** A loader per table, for the reads preload did not foresee. */
export const loaders = (ctx: BatchContext) => ({
  users: byId<UserRow>(ctx, 'admin_users', 'text'),
  tradesmen: mapped(byId<TradesmanRow>(ctx, 'admin_tradesmen', 'uuid'), newTradesman),
  projects: mapped(byId<ProjectRow>(ctx, 'admin_projects', 'uuid'), newProject),
  applications: byId<ApplicationRow>(ctx, 'admin_applications', 'uuid'),
  forumPosts: byId<ForumPostRow>(ctx, 'admin_forum_posts', 'uuid'),
  forumReplies: byId<ForumReplyRow>(ctx, 'admin_forum_replies', 'uuid'),
  blogPosts: byId<BlogPostRow>(ctx, 'admin_blog_posts', 'uuid'),
});
export type Loaders = ReturnType<typeof loaders>;

interface Found {
  announced: string[];
  applications: ApplicationRow[];
  replies: ForumReplyRow[];
  projects: ProjectRow[];
  forumPosts: ForumPostRow[];
  blogPosts: BlogPostRow[];
  users: UserRow[];
  tradesmen: TradesmanRow[];
}

/** The one statement: $1 event ids, then the ids of each table in `Found`'s order. */
const preloadSql = (ctx: BatchContext) => {
  const t = (logical: string) => ctx.table(logical);
  return `SELECT (SELECT coalesce(json_agg(id), '[]'::json) FROM ${t('admin_activity')} WHERE id = ANY($1::text[])) AS announced,
         ${rowsJson(ctx, 'admin_applications', 'id = ANY($2::uuid[])')} AS applications,
         ${rowsJson(ctx, 'admin_forum_replies', 'id = ANY($3::uuid[])')} AS replies,
         ${rowsJson(ctx, 'admin_projects', 'id = ANY($4::uuid[])')} AS projects,
         ${rowsJson(ctx, 'admin_forum_posts', 'id = ANY($5::uuid[])')} AS "forumPosts",
         ${rowsJson(ctx, 'admin_blog_posts', 'id = ANY($6::uuid[])')} AS "blogPosts",
         ${rowsJson(ctx, 'admin_users', `id = ANY($7::text[]) OR id IN (SELECT author_id FROM ${t('admin_forum_replies')} WHERE id = ANY($3::uuid[]))`)} AS users,
         ${rowsJson(ctx, 'admin_tradesmen', `id = ANY($8::uuid[]) OR id IN (SELECT tradesman_id FROM ${t('admin_applications')} WHERE id = ANY($2::uuid[]))`)} AS tradesmen`;
};

/** Records what was found, and the ids asked for but not found as absent. */
function settle<R extends { id: string }, V>(table: Rows<V>, wanted: string[], got: R[], value: (r: R) => V) {
  for (const r of got) table.known.set(table.key(r.id), value(r));
  for (const id of wanted) if (!table.known.has(id)) table.known.set(id, null);
}

export async function preload(ctx: BatchContext, b: BatchRows, events: RecordedEvent[]) {
  const ids = referencedIds(events);
  const applications = b.applications.loadable(ids.applications);
  const replies = b.forumReplies.loadable(ids.replies);
  const projects = b.projects.loadable(ids.projects);
  const forumPosts = b.forumPosts.loadable(ids.posts);
  const blogPosts = b.blogPosts.loadable(ids.posts);
  const users = b.users.loadable(ids.users);
  const tradesmen = b.tradesmen.loadable(ids.tradesmen);
  const eventIds = events.map((e) => e.metadata.eventId);
  const { rows } = await ctx.read<Found>(preloadSql(ctx), [
    eventIds,
    applications,
    replies,
    projects,
    forumPosts,
    blogPosts,
    users,
    tradesmen,
  ]);
  const f = rows[0]!;
  for (const id of f.announced) b.announced.add(id);
  settle(b.applications, applications, f.applications, (r) => r);
  settle(b.forumReplies, replies, f.replies, (r) => r);
  settle(b.projects, projects, f.projects, newProject);
  settle(b.forumPosts, forumPosts, f.forumPosts, (r) => r);
  settle(b.blogPosts, blogPosts, f.blogPosts, (r) => r);
  // The second hop's ids count as asked for too: one missing stays missing without another query.
  settle(b.users, [...users, ...b.users.loadable(f.replies.map((r) => r.authorId))], f.users, (r) => r);
  settle(b.tradesmen, [...tradesmen, ...b.tradesmen.loadable(f.applications.map((a) => a.tradesmanId))], f.tradesmen, newTradesman);
}

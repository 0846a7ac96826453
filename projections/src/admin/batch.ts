/**
 * Set-based application of a batch of events to the admin read models (a rebuild runs 10,000 at a
 * time). The same handlers run, in commit order, against a store that:
 *  1. loads once, with one query per table, every row the batch's events name (users, tradesmen,
 *     projects, quotes, forum threads and replies, blog posts) and which of the events already have
 *     their activity item (the idempotency guard);
 *  2. answers the handlers' reads from those rows as the earlier events of the batch changed them,
 *     and keeps their writes in memory (counter and per-day deltas summed);
 *  3. flushes: one multi-row statement per table (inserts, updates of the rows that changed, the
 *     activity items in commit order, counters, per-day figures and trade mix added once).
 * It must end with exactly the rows, and queue exactly the pushes in the same order, as the
 * one-by-one handlers on `sqlStore` (batch.int.spec.ts compares them on every event type).
 */
import type { ActivityItem, RecordedEvent } from '@tradeguild/contracts';
import type { BatchContext } from '../runtime/types.ts';
import type { AdminHandler, Announcement } from './activity.ts';
import {
  activityItem,
  activityPush,
  type AdminStore,
  type ApplicationRow,
  type BlogPostRow,
  type Counter,
  type DailyMetric,
  type ForumPostRow,
  type ForumReplyRow,
  type MessageRow,
  type MixScope,
  type ProjectRow,
  type TradesmanRow,
  type UserRow,
} from './store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A tradesman as the batch knows it: the row, and the columns that may change, with their running values. */
interface Tradesman {
  row: TradesmanRow;
  ratingDelta: number;
  reviewsDelta: number;
  verified: boolean | null;
}
interface Project {
  row: ProjectRow;
  status: string | null;
}

/**
 * Rows of one table keyed by id: `undefined` not known yet (ask the database), `null` absent.
 * `created` rows are inserted at the flush, `changed` ones (that existed before the batch) updated.
 */
class Rows<R> {
  readonly known = new Map<string, R | null>();
  readonly created = new Set<string>();
  readonly changed = new Set<string>();
  constructor(private readonly uuidKeys: boolean) {}
  key(id: string) {
    return this.uuidKeys ? id.toLowerCase() : id;
  }
  /** Ids the database can hold (a uuid column refuses anything else; the one-by-one path would fail on it too). */
  loadable(ids: Iterable<string>): string[] {
    return [...new Set([...ids].map((id) => this.key(id)))].filter((id) => !this.known.has(id) && (!this.uuidKeys || UUID.test(id)));
  }
}

type Loader<R> = (ids: string[]) => Promise<[string, R][]>;

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

export class BatchStore implements AdminStore {
  private readonly users = new Rows<UserRow>(false);
  private readonly tradesmen = new Rows<Tradesman>(true);
  private readonly projects = new Rows<Project>(true);
  private readonly applications = new Rows<ApplicationRow>(true);
  private readonly forumPosts = new Rows<ForumPostRow>(true);
  private readonly forumReplies = new Rows<ForumReplyRow>(true);
  private readonly blogPosts = new Rows<BlogPostRow>(true);
  /** Blog posts deleted by the batch that existed before it. */
  private readonly blogDeleted = new Set<string>();

  /** Event ids that have their item (before the batch, or from an earlier event of it). */
  private readonly announced = new Set<string>();
  private readonly items: ActivityItem[] = [];
  private readonly messages: (MessageRow & { isRead: boolean })[] = [];
  private readonly messageIds = new Set<string>();
  /** ConversationRead of rows that existed before the batch, in order (run before the batch's messages are inserted). */
  private readonly reads: [string, string, string][] = [];
  private readonly counters = new Map<Counter, number>();
  /** metric -> occurredAt -> how many (the UTC day is taken in SQL, as the one-by-one path does). */
  private readonly daily = new Map<string, number>();
  private readonly mix = new Map<string, number>();

  constructor(private readonly ctx: BatchContext) {}

  /** The batch's reads: at once, no transaction needed to read. */
  private sql<R extends object>(text: string, values: unknown[]) {
    return this.ctx.read<R>(text, values).then((r) => r.rows);
  }

  /** A table's rows (as `ROW_JSON` spells them) where `where` holds, as one JSON array. */
  private rowsJson(table: keyof typeof ROW_JSON, where: string) {
    return `(SELECT coalesce(json_agg(json_build_object(${ROW_JSON[table]})), '[]'::json) FROM ${this.ctx.table(table)} WHERE ${where})`;
  }

  /** The one-query fallback for a read preload did not foresee: the same rows by id. */
  private byId<R>(table: keyof typeof ROW_JSON, idType: 'text' | 'uuid'): Loader<R> {
    return async (ids) => {
      const [found] = await this.sql<{ rows: (R & { id: string })[] }>(
        `SELECT ${this.rowsJson(table, `id = ANY($1::${idType}[])`)} AS rows`,
        [ids],
      );
      return found!.rows.map((r) => [r.id, r]);
    };
  }

  private loadUsers = this.byId<UserRow>('admin_users', 'text');
  private loadTradesmen: Loader<Tradesman> = async (ids) =>
    (await this.byId<TradesmanRow>('admin_tradesmen', 'uuid')(ids)).map(([id, row]) => [
      id,
      { row, ratingDelta: 0, reviewsDelta: 0, verified: null },
    ]);
  private loadProjects: Loader<Project> = async (ids) =>
    (await this.byId<ProjectRow>('admin_projects', 'uuid')(ids)).map(([id, row]) => [id, { row, status: null }]);
  private loadApplications = this.byId<ApplicationRow>('admin_applications', 'uuid');
  private loadForumPosts = this.byId<ForumPostRow>('admin_forum_posts', 'uuid');
  private loadForumReplies = this.byId<ForumReplyRow>('admin_forum_replies', 'uuid');
  private loadBlogPosts = this.byId<BlogPostRow>('admin_blog_posts', 'uuid');

  /**
   * Step 1: what the batch's events will ask for, in one statement (a live batch of a few events
   * would otherwise pay a round trip per table): each table's rows by id, and the second hop (a
   * quote names its tradesman, a reply its author) joined in SQL. Reads it misses fall back to one
   * query each.
   */
  async preload(events: RecordedEvent[]) {
    const ids = referencedIds(events);
    const t = (logical: string) => this.ctx.table(logical);
    const applications = this.applications.loadable(ids.applications);
    const replies = this.forumReplies.loadable(ids.replies);
    const projects = this.projects.loadable(ids.projects);
    const forumPosts = this.forumPosts.loadable(ids.posts);
    const blogPosts = this.blogPosts.loadable(ids.posts);
    const users = this.users.loadable(ids.users);
    const tradesmen = this.tradesmen.loadable(ids.tradesmen);
    const [found] = await this.sql<{
      announced: string[];
      applications: ApplicationRow[];
      replies: ForumReplyRow[];
      projects: ProjectRow[];
      forumPosts: ForumPostRow[];
      blogPosts: BlogPostRow[];
      users: UserRow[];
      tradesmen: TradesmanRow[];
    }>(
      `SELECT (SELECT coalesce(json_agg(id), '[]'::json) FROM ${t('admin_activity')} WHERE id = ANY($1::text[])) AS announced,
         ${this.rowsJson('admin_applications', 'id = ANY($2::uuid[])')} AS applications,
         ${this.rowsJson('admin_forum_replies', 'id = ANY($3::uuid[])')} AS replies,
         ${this.rowsJson('admin_projects', 'id = ANY($4::uuid[])')} AS projects,
         ${this.rowsJson('admin_forum_posts', 'id = ANY($5::uuid[])')} AS "forumPosts",
         ${this.rowsJson('admin_blog_posts', 'id = ANY($6::uuid[])')} AS "blogPosts",
         ${this.rowsJson('admin_users', `id = ANY($7::text[]) OR id IN (SELECT author_id FROM ${t('admin_forum_replies')} WHERE id = ANY($3::uuid[]))`)} AS users,
         ${this.rowsJson('admin_tradesmen', `id = ANY($8::uuid[]) OR id IN (SELECT tradesman_id FROM ${t('admin_applications')} WHERE id = ANY($2::uuid[]))`)} AS tradesmen`,
      [events.map((e) => e.metadata.eventId), applications, replies, projects, forumPosts, blogPosts, users, tradesmen],
    );
    const f = found!;
    for (const id of f.announced) this.announced.add(id);
    const settle = <R, V>(table: Rows<V>, wanted: string[], got: R[], key: (r: R) => string, value: (r: R) => V) => {
      for (const r of got) table.known.set(table.key(key(r)), value(r));
      for (const id of wanted) if (!table.known.has(id)) table.known.set(id, null);
    };
    settle(
      this.applications,
      applications,
      f.applications,
      (r) => r.id,
      (r) => r,
    );
    settle(
      this.forumReplies,
      replies,
      f.replies,
      (r) => r.id,
      (r) => r,
    );
    settle(
      this.projects,
      projects,
      f.projects,
      (r) => r.id,
      (row) => ({ row, status: null }),
    );
    settle(
      this.forumPosts,
      forumPosts,
      f.forumPosts,
      (r) => r.id,
      (r) => r,
    );
    settle(
      this.blogPosts,
      blogPosts,
      f.blogPosts,
      (r) => r.id,
      (r) => r,
    );
    // The second hop's ids count as asked for too: one missing stays missing without another query.
    settle(
      this.users,
      [...users, ...this.users.loadable(f.replies.map((r) => r.authorId))],
      f.users,
      (r) => r.id,
      (r) => r,
    );
    settle(
      this.tradesmen,
      [...tradesmen, ...this.tradesmen.loadable(f.applications.map((a) => a.tradesmanId))],
      f.tradesmen,
      (r) => r.id,
      (row) => ({ row, ratingDelta: 0, reviewsDelta: 0, verified: null }),
    );
  }

  private async get<R>(rows: Rows<R>, id: string, loader: Loader<R>): Promise<R | null> {
    const key = rows.key(id);
    if (!rows.known.has(key)) {
      // Not foreseen by preload: ask for this one (a non-uuid id fails here as it would one by one).
      const found = await loader([key]);
      rows.known.set(key, found[0]?.[1] ?? null);
    }
    return rows.known.get(key) ?? null;
  }

  private insert<R>(rows: Rows<R>, id: string, value: R, loader: Loader<R>) {
    return this.get(rows, id, loader).then((existing) => {
      if (existing) return; // ON CONFLICT DO NOTHING
      const key = rows.key(id);
      rows.known.set(key, value);
      rows.created.add(key);
    });
  }

  private async change<R>(rows: Rows<R>, id: string, loader: Loader<R>, apply: (row: R) => void) {
    const row = await this.get(rows, id, loader);
    if (!row) return; // UPDATE of a missing row
    apply(row);
    const key = rows.key(id);
    if (!rows.created.has(key)) rows.changed.add(key);
  }

  // Reads
  async displayName(id: string) {
    return (await this.get(this.users, id, this.loadUsers))?.displayName ?? null;
  }
  async tradesman(id: string) {
    const t = await this.get(this.tradesmen, id, this.loadTradesmen);
    return t ? { businessName: t.row.businessName, tradeCategories: t.row.tradeCategories } : null;
  }
  async project(id: string) {
    const p = await this.get(this.projects, id, this.loadProjects);
    return p
      ? {
          title: p.row.title,
          clientId: p.row.clientId,
          clientName: p.row.clientName ?? `User ${p.row.clientId}`,
          requiredTrades: p.row.requiredTrades,
        }
      : null;
  }
  async application(id: string) {
    const a = await this.get(this.applications, id, this.loadApplications);
    return a ? { tradesmanId: a.tradesmanId, userId: a.tradesmanUserId } : null;
  }
  async forumPostTitle(id: string) {
    return (await this.get(this.forumPosts, id, this.loadForumPosts))?.title ?? null;
  }
  async forumReplyAuthor(id: string) {
    return (await this.get(this.forumReplies, id, this.loadForumReplies))?.authorId ?? null;
  }
  async blogPost(id: string) {
    const p = await this.get(this.blogPosts, id, this.loadBlogPosts);
    return p ? { title: p.title, slug: p.slug } : null;
  }

  async announce(event: RecordedEvent, a: Announcement) {
    const id = event.metadata.eventId;
    if (this.announced.has(id)) return false;
    this.announced.add(id);
    const actorId = a.actorId === undefined ? event.metadata.actorId : a.actorId;
    const item = activityItem(event, a, actorId === null ? null : await this.displayName(actorId));
    this.items.push(item);
    this.ctx.push(event, activityPush(item));
    return true;
  }

  // Writes
  insertUser(row: UserRow) {
    return this.insert(this.users, row.id, row, this.loadUsers);
  }
  insertTradesman(row: TradesmanRow) {
    return this.insert(this.tradesmen, row.id, { row, ratingDelta: 0, reviewsDelta: 0, verified: null }, this.loadTradesmen);
  }
  updateTradesman(
    id: string,
    p: { businessName: string | null; location: string | null; specializations: string[]; tradeCategories: string[] },
  ) {
    return this.change(this.tradesmen, id, this.loadTradesmen, (t) => Object.assign(t.row, p));
  }
  addReview(id: string, rating: number) {
    return this.change(this.tradesmen, id, this.loadTradesmen, (t) => {
      t.ratingDelta += rating;
      t.reviewsDelta += 1;
    });
  }
  setVerified(id: string, verified: boolean) {
    return this.change(this.tradesmen, id, this.loadTradesmen, (t) => {
      t.verified = verified;
    });
  }
  insertProject(row: ProjectRow) {
    return this.insert(this.projects, row.id, { row, status: null }, this.loadProjects);
  }
  setProjectStatus(id: string, status: string) {
    return this.change(this.projects, id, this.loadProjects, (p) => {
      p.status = status;
    });
  }
  async insertMessage(row: MessageRow) {
    // ON CONFLICT DO NOTHING against the database is left to the insert; within the batch, the first wins.
    const key = row.id.toLowerCase();
    if (this.messageIds.has(key)) return;
    this.messageIds.add(key);
    this.messages.push({ ...row, isRead: false });
  }
  async markRead(readerId: string, partnerId: string, readAt: string) {
    const at = Date.parse(readAt);
    for (const m of this.messages)
      if (m.receiverId === readerId && m.senderId === partnerId && !m.isRead && Date.parse(m.createdAt) <= at) m.isRead = true;
    this.reads.push([readerId, partnerId, readAt]);
  }
  insertApplication(row: ApplicationRow) {
    return this.insert(this.applications, row.id, row, this.loadApplications);
  }
  insertForumPost(row: ForumPostRow) {
    return this.insert(this.forumPosts, row.id, row, this.loadForumPosts);
  }
  updateForumPost(id: string, title: string, category: string) {
    return this.change(this.forumPosts, id, this.loadForumPosts, (p) => Object.assign(p, { title, category }));
  }
  insertForumReply(row: ForumReplyRow) {
    return this.insert(this.forumReplies, row.id, row, this.loadForumReplies);
  }
  async insertBlogPost(row: BlogPostRow) {
    const key = this.blogPosts.key(row.id);
    if (await this.get(this.blogPosts, row.id, this.loadBlogPosts)) return;
    this.blogPosts.known.set(key, { ...row });
    // Deleted earlier in the batch and created again: the flush deletes the old row first.
    this.blogPosts.created.add(key);
    this.blogPosts.changed.delete(key);
  }
  updateBlogPost(id: string, title: string, slug: string) {
    return this.change(this.blogPosts, id, this.loadBlogPosts, (p) => Object.assign(p, { title, slug }));
  }
  async deleteBlogPost(id: string) {
    const key = this.blogPosts.key(id);
    if (!(await this.get(this.blogPosts, id, this.loadBlogPosts))) return;
    this.blogPosts.known.set(key, null);
    // A row from before the batch is deleted at the flush; one the batch created is simply not inserted.
    if (!this.blogPosts.created.delete(key)) this.blogDeleted.add(key);
    this.blogPosts.changed.delete(key);
  }

  async bump(name: Counter, delta: number) {
    if (delta === 0) return;
    this.counters.set(name, (this.counters.get(name) ?? 0) + delta);
  }
  async countNew(name: Counter, metric: DailyMetric, occurredAt: string) {
    this.counters.set(name, (this.counters.get(name) ?? 0) + 1);
    const key = `${metric}\u0000${occurredAt}`;
    this.daily.set(key, (this.daily.get(key) ?? 0) + 1);
  }
  async bumpMix(scope: MixScope, trades: readonly string[], delta: number) {
    for (const trade of new Set(trades)) {
      const key = `${scope}\u0000${trade}`;
      this.mix.set(key, (this.mix.get(key) ?? 0) + delta);
    }
  }

  /** The flush's writes: each a statement over its rows as JSON (`json_to_recordset`, `$1`), however many rows. */
  private readonly writes: { text: string; rows: string }[] = [];

  private put(text: string, rows: unknown[]) {
    if (rows.length) this.writes.push({ text, rows: JSON.stringify(rows) });
  }

  /**
   * Sends the writes as one statement, each a data-modifying WITH of its own (one round trip for a
   * live batch, not one per table). They touch different tables, or different rows of one table
   * (rows the batch created are inserted, rows from before it updated), so no two of them meet on a
   * row; the read marks on messages see the rows from before the batch, as when run first. The
   * runtime takes them (`finish`) into its checkpoint statement: a batch that wrote nothing before
   * them is then two statements in all, its reads and this, with no transaction around them.
   */
  private send() {
    if (this.writes.length === 0) return;
    this.ctx.finish(this.writes.map((w) => ({ text: w.text, value: w.rows })));
    this.writes.length = 0;
  }

  /** Step 3: the batch's writes, a statement per table, sent together. */
  async flush() {
    const t = (logical: string) => this.ctx.table(logical);
    const created = <R>(rows: Rows<R>) => [...rows.created].map((id) => rows.known.get(id)!);
    const changed = <R>(rows: Rows<R>) => [...rows.changed].map((id) => rows.known.get(id)!);

    // Users before the activity items is not needed (names are resolved already); order only matters within a table.
    this.put(
      `INSERT INTO ${t('admin_users')} (id, email, first_name, last_name, user_type, display_name, created_at)
       SELECT id, email, "firstName", "lastName", "userType", "displayName", "createdAt"
         FROM json_to_recordset($1::json) AS x(id text, email text, "firstName" text, "lastName" text, "userType" text, "displayName" text, "createdAt" timestamptz)
       ON CONFLICT (id) DO NOTHING`,
      created(this.users),
    );
    this.put(
      `INSERT INTO ${t('admin_tradesmen')} (id, user_id, business_name, location, specializations, trade_categories, rating_sum, total_reviews, verified, created_at)
       SELECT id, "userId", "businessName", location, specializations, "tradeCategories", "ratingDelta", "reviewsDelta", coalesce(verified, false), "createdAt"
         FROM json_to_recordset($1::json) AS x(id uuid, "userId" text, "businessName" text, location text, specializations text[], "tradeCategories" text[],
                                              "ratingDelta" bigint, "reviewsDelta" int, verified boolean, "createdAt" timestamptz)
       ON CONFLICT (id) DO NOTHING`,
      created(this.tradesmen).map((x) => ({ ...x.row, ratingDelta: x.ratingDelta, reviewsDelta: x.reviewsDelta, verified: x.verified })),
    );
    this.put(
      `UPDATE ${t('admin_tradesmen')} AS t
          SET business_name = x."businessName", location = x.location, specializations = x.specializations, trade_categories = x."tradeCategories",
              rating_sum = t.rating_sum + x."ratingDelta", total_reviews = t.total_reviews + x."reviewsDelta", verified = coalesce(x.verified, t.verified)
         FROM json_to_recordset($1::json) AS x(id uuid, "businessName" text, location text, specializations text[], "tradeCategories" text[],
                                               "ratingDelta" bigint, "reviewsDelta" int, verified boolean)
        WHERE t.id = x.id`,
      changed(this.tradesmen).map((x) => ({ ...x.row, ratingDelta: x.ratingDelta, reviewsDelta: x.reviewsDelta, verified: x.verified })),
    );
    this.put(
      `INSERT INTO ${t('admin_projects')} (id, client_id, client_name, title, location, budget, status, required_trades, created_at)
       SELECT id, "clientId", "clientName", title, location, budget, coalesce(status, 'open'), "requiredTrades", "createdAt"
         FROM json_to_recordset($1::json) AS x(id uuid, "clientId" text, "clientName" text, title text, location text, budget text, status text,
                                              "requiredTrades" text[], "createdAt" timestamptz)
       ON CONFLICT (id) DO NOTHING`,
      created(this.projects).map((p) => ({ ...p.row, status: p.status })),
    );
    this.put(
      `UPDATE ${t('admin_projects')} AS t SET status = x.status FROM json_to_recordset($1::json) AS x(id uuid, status text) WHERE t.id = x.id`,
      changed(this.projects).map((p) => ({ id: p.row.id, status: p.status })),
    );
    // Reads first touch the rows from before the batch, as they did when they happened; the batch's own messages carry their is_read.
    this.put(
      `UPDATE ${t('admin_messages')} AS m SET is_read = true
         FROM json_to_recordset($1::json) AS x(reader text, partner text, at timestamptz)
        WHERE m.receiver_id = x.reader AND m.sender_id = x.partner AND NOT m.is_read AND m.created_at <= x.at`,
      this.reads.map(([reader, partner, at]) => ({ reader, partner, at })),
    );
    this.put(
      `INSERT INTO ${t('admin_messages')} (id, sender_id, sender_name, receiver_id, receiver_name, project_id, content, is_read, stream_id, created_at)
       SELECT id, "senderId", "senderName", "receiverId", "receiverName", "projectId", content, "isRead", "streamId", "createdAt"
         FROM json_to_recordset($1::json) AS x(id uuid, "senderId" text, "senderName" text, "receiverId" text, "receiverName" text, "projectId" uuid,
                                              content text, "isRead" boolean, "streamId" text, "createdAt" timestamptz)
       ON CONFLICT (id) DO NOTHING`,
      this.messages,
    );
    this.put(
      `INSERT INTO ${t('admin_applications')} (id, project_id, tradesman_id, tradesman_user_id)
       SELECT id, "projectId", "tradesmanId", "tradesmanUserId" FROM json_to_recordset($1::json) AS x(id uuid, "projectId" uuid, "tradesmanId" uuid, "tradesmanUserId" text)
       ON CONFLICT (id) DO NOTHING`,
      created(this.applications),
    );
    this.put(
      `INSERT INTO ${t('admin_forum_posts')} (id, title, category, author_id)
       SELECT id, title, category, "authorId" FROM json_to_recordset($1::json) AS x(id uuid, title text, category text, "authorId" text)
       ON CONFLICT (id) DO NOTHING`,
      created(this.forumPosts),
    );
    this.put(
      `UPDATE ${t('admin_forum_posts')} AS t SET title = x.title, category = x.category
         FROM json_to_recordset($1::json) AS x(id uuid, title text, category text) WHERE t.id = x.id`,
      changed(this.forumPosts),
    );
    this.put(
      `INSERT INTO ${t('admin_forum_replies')} (id, post_id, author_id)
       SELECT id, "postId", "authorId" FROM json_to_recordset($1::json) AS x(id uuid, "postId" uuid, "authorId" text)
       ON CONFLICT (id) DO NOTHING`,
      created(this.forumReplies),
    );
    // A post deleted and created again in the batch: the delete must come before the insert, so it goes on its own, first.
    if (this.blogDeleted.size)
      await this.ctx.tx.query(`DELETE FROM ${t('admin_blog_posts')} WHERE id = ANY($1::uuid[])`, [[...this.blogDeleted]]);
    this.put(
      `INSERT INTO ${t('admin_blog_posts')} (id, title, slug) SELECT id, title, slug FROM json_to_recordset($1::json) AS x(id uuid, title text, slug text)
       ON CONFLICT (id) DO NOTHING`,
      created(this.blogPosts),
    );
    this.put(
      `UPDATE ${t('admin_blog_posts')} AS t SET title = x.title, slug = x.slug FROM json_to_recordset($1::json) AS x(id uuid, title text, slug text) WHERE t.id = x.id`,
      changed(this.blogPosts),
    );
    // The items in commit order: `seq` is taken in this order.
    this.put(
      `INSERT INTO ${t('admin_activity')} (id, type, event_type, description, actor_id, actor_name, entity_path, stream_id, occurred_at)
       SELECT id, type, "eventType", description, "actorId", "actorName", "entityPath", "streamId", timestamp
         FROM json_to_recordset($1::json) AS x(id text, type text, "eventType" text, description text, "actorId" text, "actorName" text,
                                              "entityPath" text, "streamId" text, timestamp timestamptz, n int)
        ORDER BY n
       ON CONFLICT (id) DO NOTHING`,
      this.items.map((item, n) => ({ ...item, n })),
    );
    const counters = t('admin_counters');
    this.put(
      `INSERT INTO ${counters} (name, value) SELECT name, delta FROM json_to_recordset($1::json) AS x(name text, delta bigint)
       ON CONFLICT (name) DO UPDATE SET value = ${counters}.value + excluded.value`,
      [...this.counters].map(([name, delta]) => ({ name, delta })),
    );
    const daily = t('admin_daily');
    this.put(
      `INSERT INTO ${daily} (metric, day, value)
       SELECT metric, (at AT TIME ZONE 'UTC')::date, sum(n) FROM json_to_recordset($1::json) AS x(metric text, at timestamptz, n bigint) GROUP BY 1, 2
       ON CONFLICT (metric, day) DO UPDATE SET value = ${daily}.value + excluded.value`,
      [...this.daily].map(([key, n]) => {
        const [metric, at] = key.split('\u0000');
        return { metric, at, n };
      }),
    );
    const mix = t('admin_trade_mix');
    this.put(
      `INSERT INTO ${mix} (scope, trade, count) SELECT scope, trade, delta FROM json_to_recordset($1::json) AS x(scope text, trade text, delta bigint)
       ON CONFLICT (scope, trade) DO UPDATE SET count = ${mix}.count + excluded.count`,
      [...this.mix].map(([key, delta]) => {
        const [scope, trade] = key.split('\u0000');
        return { scope, trade, delta };
      }),
    );
    this.send();
  }
}

/** The runtime's batch entry point for the admin projection. */
export function adminBatch(handlers: Record<string, AdminHandler | undefined>) {
  return async (events: RecordedEvent[], ctx: BatchContext): Promise<void> => {
    const handled = events.filter((e) => handlers[e.type]);
    if (handled.length === 0) return;
    const store = new BatchStore(ctx);
    await store.preload(handled);
    for (const event of handled) await handlers[event.type]!(event, store);
    // Only writes remain: a rebuild reads and decodes its next batch while the database takes them.
    ctx.writing();
    await store.flush();
  };
}

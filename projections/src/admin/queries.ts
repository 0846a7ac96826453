/** The typed queries of the admin routes, over the admin projection's tables. */
import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import {
  activityItemSchema,
  adminChartsSchema,
  adminMessageRowSchema,
  adminProjectRowSchema,
  adminStatsSchema,
  adminTradesmanRowSchema,
  adminUserRowSchema,
  CHART_DAYS,
  inspectedMessageSchema,
  MESSAGE_PREVIEW_CHARS,
  type ActivityItem,
  type ActivityType,
  type AdminCharts,
  type AdminMessageRow,
  type AdminProjectRow,
  type AdminStats,
  type AdminTradesmanRow,
  type AdminUserRow,
  type DirectoryFilter,
  type InspectedMessage,
} from '@tradeguild/contracts';
import type { ReadDb } from '../runtime/read-db.ts';

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

/** ILIKE treats % and _ as wildcards; a search for "100%" means the text "100%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One row more than asked tells whether there is a next page, without counting. */
async function page<T>(rows: Promise<readonly T[]>, limit: number): Promise<Page<T>> {
  const all = [...(await rows)];
  return { items: all.slice(0, limit), hasMore: all.length > limit };
}

const where = (parts: (FragmentSqlToken | null)[]) => {
  const kept = parts.filter((p): p is FragmentSqlToken => p !== null);
  return kept.length ? sql.fragment`WHERE ${sql.join(kept, sql.fragment` AND `)}` : sql.fragment``;
};

const counter = (name: string) => sql.fragment`coalesce((SELECT value FROM admin_counters WHERE name = ${name}), 0)::int`;
const since = (metric: string, from: FragmentSqlToken) =>
  sql.fragment`coalesce((SELECT sum(value) FROM admin_daily WHERE metric = ${metric} AND day >= ${from}), 0)::int`;
const MONTH_START = sql.fragment`date_trunc('month', now() AT TIME ZONE 'UTC')::date`;
/** "This week": the last seven days, today included. */
const WEEK_START = sql.fragment`(now() AT TIME ZONE 'UTC')::date - 6`;

const statsFigures = adminStatsSchema.omit({ recentActivity: true });

export async function adminStats(db: ReadDb): Promise<AdminStats> {
  const figures = await db.one(sql.type(statsFigures)`
    SELECT ${counter('tradesmen')} AS total_tradesmen, ${since('tradesmen', MONTH_START)} AS new_tradesmen_this_month,
           ${counter('active_projects')} AS active_projects, ${since('projects', MONTH_START)} AS new_projects_this_month,
           ${counter('messages')} AS total_messages, ${since('messages', WEEK_START)} AS new_messages_this_week,
           ${counter('users')} AS total_users, ${since('signups', MONTH_START)} AS new_users_this_month`);
  const recent = await recentActivity(db, { limit: 10 });
  return { ...figures, recentActivity: recent.map(({ type, description, timestamp }) => ({ type, description, timestamp })) };
}

const ACTIVITY = sql.fragment`a.id, a.type, a.event_type, a.description, a.actor_id, a.actor_name, a.entity_path, a.stream_id, a.occurred_at AS timestamp`;

/** Newest first, in commit order. */
export async function recentActivity(db: ReadDb, f: { type?: ActivityType; limit: number }): Promise<ActivityItem[]> {
  const filter = f.type ? sql.fragment`WHERE a.type = ${f.type}` : sql.fragment``;
  return [
    ...(await db.any(
      sql.type(activityItemSchema)`SELECT ${ACTIVITY} FROM admin_activity a ${filter} ORDER BY a.seq DESC LIMIT ${f.limit}`,
    )),
  ];
}

const mixRow = z.object({ scope: z.string(), trade: z.string(), count: z.number().int() });

export async function adminCharts(db: ReadDb): Promise<AdminCharts> {
  const days = await db.any(sql.type(adminChartsSchema.shape.days.element)`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
           coalesce(sum(v.value) FILTER (WHERE v.metric = 'signups'), 0)::int AS sign_ups,
           coalesce(sum(v.value) FILTER (WHERE v.metric = 'projects'), 0)::int AS projects,
           coalesce(sum(v.value) FILTER (WHERE v.metric = 'messages'), 0)::int AS messages
      FROM generate_series((now() AT TIME ZONE 'UTC')::date - ${CHART_DAYS - 1}::int, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
      LEFT JOIN admin_daily v ON v.day = d.day::date
     GROUP BY d.day ORDER BY d.day`);
  const mix = await db.any(
    sql.type(mixRow)`SELECT scope, trade, count::int AS count FROM admin_trade_mix WHERE count > 0 ORDER BY count DESC, trade`,
  );
  const of = (scope: string) => mix.filter((m) => m.scope === scope).map(({ trade, count }) => ({ trade, count }));
  return { days: [...days], tradeMix: { tradesmen: of('tradesmen'), openProjects: of('open_projects') } };
}

/**
 * How many rows, newest first, a search looks through before it asks the trigram indexes for every
 * match (directoryPage).
 */
export const SEARCH_HEAD_ROWS = 1000;

interface Directory<T> {
  /** The table and the alias its columns and `match` are written with. */
  table: string;
  alias: string;
  columns: FragmentSqlToken;
  schema: z.ZodType<T>;
  match: (like: string) => FragmentSqlToken;
}

/**
 * One page of a tab, newest first (created_at DESC, id: each table's `_created` index). Without a
 * search, one scan of that index. With one, the rows are those of
 * `WHERE match ORDER BY created_at DESC, id LIMIT .. OFFSET ..`, found in up to two steps, because
 * PostgreSQL estimates how many rows a '%text%' matches from the 101 sampled values of the column's
 * histogram: one sampled name that happens to match ("Bench Trades 42428" for "trades 4242") makes 11 matches look
 * like 1,000, and the planner then walks the whole sort index filtering 100,000 rows to fill a page
 * (100 to 260 ms, where the trigram indexes take 4 ms).
 *  1. The newest SEARCH_HEAD_ROWS rows, filtered: when they hold the page and the row after it,
 *     those are the first matches overall, since they are a prefix of the same order. A frequent
 *     term ("harrogate", a fifth of the rows) ends here after a hundred rows or so.
 *  2. Otherwise the term is rare among the newest rows: every match, then sorted. The MATERIALIZED
 *     CTE is planned without the order and the limit, so it scans the trigram indexes (or the whole
 *     table when most rows match), never the sort index row by row.
 */
async function directoryPage<T>(db: ReadDb, f: DirectoryFilter, d: Directory<T>): Promise<Page<T>> {
  const [table, a] = [sql.identifier([d.table]), sql.identifier([d.alias])];
  const select = (from: FragmentSqlToken, match: FragmentSqlToken | null, prefix = sql.fragment``) =>
    db.any(sql.type(d.schema)`${prefix}
      SELECT ${d.columns} FROM ${from} ${where([match])}
       ORDER BY ${a}.created_at DESC, ${a}.id LIMIT ${f.limit + 1} OFFSET ${f.offset}`);
  if (!f.search) return page(select(sql.fragment`${table} ${a}`, null), f.limit);
  const match = d.match(likePattern(f.search));
  if (f.offset + f.limit + 1 <= SEARCH_HEAD_ROWS) {
    const head = select(sql.fragment`(SELECT * FROM ${table} ORDER BY created_at DESC, id LIMIT ${SEARCH_HEAD_ROWS}) ${a}`, match);
    const found = await page(head, f.limit);
    if (found.hasMore) return found;
  }
  const matches = sql.fragment`WITH ${a} AS MATERIALIZED (SELECT * FROM ${table} ${a} WHERE ${match})`;
  return page(select(sql.fragment`${a}`, null, matches), f.limit);
}

export const adminTradesmen = (db: ReadDb, f: DirectoryFilter): Promise<Page<AdminTradesmanRow>> =>
  directoryPage(db, f, {
    table: 'admin_tradesmen',
    alias: 't',
    columns: sql.fragment`t.id, t.user_id, t.business_name, t.location, t.specializations, t.total_reviews, t.verified, t.created_at,
           CASE WHEN t.total_reviews > 0 THEN round(t.rating_sum::numeric / t.total_reviews, 2) ELSE 0 END AS rating`,
    schema: adminTradesmanRowSchema,
    match: (like) => sql.fragment`(t.business_name ILIKE ${like} OR t.location ILIKE ${like})`,
  });

export const adminProjects = (db: ReadDb, f: DirectoryFilter): Promise<Page<AdminProjectRow>> =>
  directoryPage(db, f, {
    table: 'admin_projects',
    alias: 'p',
    columns: sql.fragment`p.id, p.client_id, p.client_name, p.title, p.location, p.budget, p.status, p.required_trades, p.created_at`,
    schema: adminProjectRowSchema,
    match: (like) => sql.fragment`(p.title ILIKE ${like} OR p.location ILIKE ${like})`,
  });

export const adminMessages = (db: ReadDb, f: DirectoryFilter): Promise<Page<AdminMessageRow>> =>
  directoryPage(db, f, {
    table: 'admin_messages',
    alias: 'm',
    columns: sql.fragment`m.id, m.sender_id, m.sender_name, m.receiver_id, m.receiver_name, m.project_id, m.is_read, m.created_at,
           CASE WHEN length(m.content) > ${MESSAGE_PREVIEW_CHARS} THEN left(m.content, ${MESSAGE_PREVIEW_CHARS - 1}) || '…' ELSE m.content END AS preview`,
    schema: adminMessageRowSchema,
    match: (like) => sql.fragment`m.content ILIKE ${like}`,
  });

export const adminUsers = (db: ReadDb, f: DirectoryFilter): Promise<Page<AdminUserRow>> =>
  directoryPage(db, f, {
    table: 'admin_users',
    alias: 'u',
    columns: sql.fragment`u.id, u.email, u.first_name, u.last_name, u.user_type, u.created_at`,
    schema: adminUserRowSchema,
    match: (like) => sql.fragment`(u.display_name || ' ' || coalesce(u.email, '')) ILIKE ${like}`,
  });

const messageDetail = inspectedMessageSchema.omit({ position: true });

export const adminMessageById = (db: ReadDb, id: string): Promise<Omit<InspectedMessage, 'position'> | null> =>
  db.maybeOne(sql.type(messageDetail)`
    SELECT m.id, m.sender_id, m.sender_name, m.receiver_id, m.receiver_name, m.project_id, m.is_read, m.created_at, m.content, m.stream_id
      FROM admin_messages m WHERE m.id = ${id}`);

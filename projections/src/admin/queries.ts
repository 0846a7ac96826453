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

export function adminTradesmen(db: ReadDb, f: DirectoryFilter): Promise<Page<AdminTradesmanRow>> {
  const like = f.search ? likePattern(f.search) : null;
  return page(
    db.any(sql.type(adminTradesmanRowSchema)`
    SELECT t.id, t.user_id, t.business_name, t.location, t.specializations, t.total_reviews, t.verified, t.created_at,
           CASE WHEN t.total_reviews > 0 THEN round(t.rating_sum::numeric / t.total_reviews, 2) ELSE 0 END AS rating
      FROM admin_tradesmen t ${where([like ? sql.fragment`(t.business_name ILIKE ${like} OR t.location ILIKE ${like})` : null])}
     ORDER BY t.created_at DESC, t.id LIMIT ${f.limit + 1} OFFSET ${f.offset}`),
    f.limit,
  );
}

export function adminProjects(db: ReadDb, f: DirectoryFilter): Promise<Page<AdminProjectRow>> {
  const like = f.search ? likePattern(f.search) : null;
  return page(
    db.any(sql.type(adminProjectRowSchema)`
    SELECT p.id, p.client_id, p.client_name, p.title, p.location, p.budget, p.status, p.required_trades, p.created_at
      FROM admin_projects p ${where([like ? sql.fragment`(p.title ILIKE ${like} OR p.location ILIKE ${like})` : null])}
     ORDER BY p.created_at DESC, p.id LIMIT ${f.limit + 1} OFFSET ${f.offset}`),
    f.limit,
  );
}

export function adminMessages(db: ReadDb, f: DirectoryFilter): Promise<Page<AdminMessageRow>> {
  const like = f.search ? likePattern(f.search) : null;
  return page(
    db.any(sql.type(adminMessageRowSchema)`
    SELECT m.id, m.sender_id, m.sender_name, m.receiver_id, m.receiver_name, m.project_id, m.is_read, m.created_at,
           CASE WHEN length(m.content) > ${MESSAGE_PREVIEW_CHARS} THEN left(m.content, ${MESSAGE_PREVIEW_CHARS - 1}) || '…' ELSE m.content END AS preview
      FROM admin_messages m ${where([like ? sql.fragment`m.content ILIKE ${like}` : null])}
     ORDER BY m.created_at DESC, m.id LIMIT ${f.limit + 1} OFFSET ${f.offset}`),
    f.limit,
  );
}

export function adminUsers(db: ReadDb, f: DirectoryFilter): Promise<Page<AdminUserRow>> {
  const like = f.search ? likePattern(f.search) : null;
  return page(
    db.any(sql.type(adminUserRowSchema)`
    SELECT u.id, u.email, u.first_name, u.last_name, u.user_type, u.created_at
      FROM admin_users u ${where([like ? sql.fragment`(u.display_name || ' ' || coalesce(u.email, '')) ILIKE ${like}` : null])}
     ORDER BY u.created_at DESC, u.id LIMIT ${f.limit + 1} OFFSET ${f.offset}`),
    f.limit,
  );
}

const messageDetail = inspectedMessageSchema.omit({ position: true });

export const adminMessageById = (db: ReadDb, id: string): Promise<Omit<InspectedMessage, 'position'> | null> =>
  db.maybeOne(sql.type(messageDetail)`
    SELECT m.id, m.sender_id, m.sender_name, m.receiver_id, m.receiver_name, m.project_id, m.is_read, m.created_at, m.content, m.stream_id
      FROM admin_messages m WHERE m.id = ${id}`);

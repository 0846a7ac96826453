/** The typed queries the notifications routes call: always for one recipient, the signed-in person. */
import { sql } from 'slonik';
import { z } from 'zod';
import { notificationSchema, notificationUnreadCountSchema, type ListNotificationsQuery, type Notification } from '@tradeguild/contracts';
import type { ReadDb } from '../runtime/read-db.ts';

const pageSchema = notificationSchema.extend({ total: z.number().int() });

/** Newest first (the later event first when two share a moment: hiring the last trade starts the work), with the recipient's total for X-Total-Count. */
export async function listNotifications(
  db: ReadDb,
  userId: string,
  q: ListNotificationsQuery,
): Promise<{ rows: Notification[]; total: number }> {
  const rows = await db.any(sql.type(pageSchema)`
    SELECT id, kind, text, link, project_id, is_read, created_at, count(*) OVER ()::int AS total
      FROM notifications WHERE recipient_id = ${userId}
     ORDER BY created_at DESC, event_pos DESC LIMIT ${q.limit} OFFSET ${q.offset}`);
  if (rows.length === 0 && q.offset > 0) return { rows: [], total: await countAll(db, userId) };
  return { rows: rows.map(({ total: _total, ...n }) => n), total: rows[0]?.total ?? 0 };
}

const countAll = async (db: ReadDb, userId: string) =>
  (await db.one(sql.type(notificationUnreadCountSchema)`SELECT count(*)::int AS total FROM notifications WHERE recipient_id = ${userId}`))
    .total;

export const unreadNotificationCount = async (db: ReadDb, userId: string): Promise<number> =>
  (
    await db.one(sql.type(notificationUnreadCountSchema)`
    SELECT count(*)::int AS total FROM notifications WHERE recipient_id = ${userId} AND NOT is_read`)
  ).total;

/** Which of these ids are the person's unread notifications (others' ids, and read ones, drop out). */
export const unreadAmong = async (db: ReadDb, userId: string, ids: readonly string[]): Promise<string[]> =>
  (
    await db.any(sql.type(z.object({ id: z.string() }))`
    SELECT id FROM notifications WHERE recipient_id = ${userId} AND NOT is_read AND id = ANY(${sql.array([...ids], 'uuid')}) ORDER BY id`)
  ).map((r) => r.id);

/** Which of these ids are the person's notifications at all, read or not. */
export const ownedAmong = async (db: ReadDb, userId: string, ids: readonly string[]): Promise<string[]> =>
  (
    await db.any(sql.type(z.object({ id: z.string() }))`
    SELECT id FROM notifications WHERE recipient_id = ${userId} AND id = ANY(${sql.array([...ids], 'uuid')}) ORDER BY id`)
  ).map((r) => r.id);

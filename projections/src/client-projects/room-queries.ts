/** The project room as GET /api/client-projects/{id}/room returns it, its earlier pages and unread counts. */
import { sql } from 'slonik';
import { z } from 'zod';
import {
  PROJECT_TRADES,
  ROOM_PAGE_SIZE,
  roomMemberSchema,
  roomMessageSchema,
  roomTimelineEntrySchema,
  roomUnreadSchema,
  type ProjectRoom,
  type ProjectTrade,
  type RoomMember,
  type RoomMessage,
  type RoomMessagesPage,
  type RoomUnread,
} from '@tradeguild/contracts';
import type { ReadDb } from '../runtime/read-db.ts';
import { getClientProject } from './client-project-queries.ts';

/**
 * The client (their name from the messages projection's participants) and the hired tradesmen
 * (their business name from the tradesmen read model), with the trades each was hired for and has marked done.
 */
export const listRoomMembers = (db: ReadDb, projectId: string, clientId: string): Promise<readonly RoomMember[]> =>
  db.any(sql.type(roomMemberSchema)`
    SELECT ${clientId} AS user_id, (SELECT name FROM message_participants WHERE user_id = ${clientId}) AS name,
           'client' AS role, '{}'::text[] AS trades, '{}'::text[] AS done_trades
    UNION ALL
    SELECT *, array(SELECT d.trade FROM project_trades_done d
                     WHERE d.project_id = ${projectId} AND d.tradesman_user_id = hired.user_id AND d.trade = ANY(hired.trades) ORDER BY 1) AS done_trades
      FROM (
      SELECT a.tradesman_user_id AS user_id,
             coalesce(min(t.business_name), min(mp.name)) AS name,
             'tradesman' AS role,
             array(SELECT DISTINCT unnest(array_agg(x.trade)) ORDER BY 1) AS trades
        FROM project_applications a
        LEFT JOIN LATERAL unnest(a.trades) x(trade) ON true
        LEFT JOIN tradesmen t ON t.id = a.tradesman_id
        LEFT JOIN message_participants mp ON mp.user_id = a.tradesman_user_id
       WHERE a.project_id = ${projectId} AND a.status = 'accepted'
       GROUP BY a.tradesman_user_id
       ORDER BY min(a.updated_at), a.tradesman_user_id) hired`);

const storedMessageSchema = roomMessageSchema.omit({ senderName: true });

/** Up to `limit` messages before `before` (all the latest when null), oldest first, and whether more lie before them. */
async function messagePage(
  db: ReadDb,
  projectId: string,
  before: number | null,
  limit: number,
): Promise<{ messages: Omit<RoomMessage, 'senderName'>[]; hasEarlier: boolean }> {
  const rows = await db.any(sql.type(storedMessageSchema)`
    SELECT id, project_id, seq, sender_id, content, created_at
      FROM project_room_messages
     WHERE project_id = ${projectId} ${before === null ? sql.fragment`` : sql.fragment`AND seq < ${before}`}
     ORDER BY seq DESC LIMIT ${limit + 1}`);
  return { messages: rows.slice(0, limit).reverse(), hasEarlier: rows.length > limit };
}

const withNames = (messages: Omit<RoomMessage, 'senderName'>[], members: readonly RoomMember[]): RoomMessage[] => {
  const names = new Map(members.map((m) => [m.userId, m.name]));
  return messages.map((m) => ({ ...m, senderName: names.get(m.senderId) ?? null }));
};

/** Messages from others after the member's read mark. */
const unreadOf = async (db: ReadDb, projectId: string, userId: string): Promise<number> =>
  (
    await db.one(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n FROM project_room_messages m
     WHERE m.project_id = ${projectId} AND m.sender_id <> ${userId}
       AND m.seq > coalesce((SELECT read_upto FROM project_room_reads r WHERE r.project_id = ${projectId} AND r.user_id = ${userId}), 0)`)
  ).n;

/** The room of a project as `viewerId` sees it, or null when there is no such project. Who may read it is the route's call. */
export async function getProjectRoom(db: ReadDb, projectId: string, viewerId: string): Promise<ProjectRoom | null> {
  const project = await getClientProject(db, projectId);
  if (!project) return null;
  const members = await listRoomMembers(db, projectId, project.clientId);
  const page = await messagePage(db, projectId, null, ROOM_PAGE_SIZE);
  // Hiring the last trade starts the work in the same instant: the hire comes first.
  const timeline = await db.any(sql.type(roomTimelineEntrySchema)`
    SELECT kind, at, business_name, trades FROM (
    SELECT 'hired' AS kind, a.updated_at AS at, coalesce(t.business_name, 'A tradesman') AS business_name, a.trades
      FROM project_applications a LEFT JOIN tradesmen t ON t.id = a.tradesman_id
     WHERE a.project_id = ${projectId} AND a.status = 'accepted'
    UNION ALL
    SELECT 'part_done' AS kind, d.done_at AS at, coalesce(min(t.business_name), 'A tradesman') AS business_name, array_agg(DISTINCT d.trade ORDER BY d.trade) AS trades
      FROM project_trades_done d
      LEFT JOIN project_applications a ON a.project_id = d.project_id AND a.tradesman_user_id = d.tradesman_user_id AND a.status = 'accepted'
      LEFT JOIN tradesmen t ON t.id = a.tradesman_id
     WHERE d.project_id = ${projectId}
     GROUP BY d.tradesman_user_id, d.done_at
    UNION ALL
    -- The work starting is dated on its start day (at noon UTC: the same day on any clock) when that is later than the day it was arranged.
    SELECT s.status AS kind,
           CASE WHEN s.status = 'in_progress' AND p.start_date > (s.changed_at AT TIME ZONE 'UTC')::date
                THEN (p.start_date + time '12:00') AT TIME ZONE 'UTC' ELSE s.changed_at END AS at,
           NULL AS business_name, '{}'::text[] AS trades
      FROM project_status_changes s JOIN client_projects p ON p.id = s.project_id WHERE s.project_id = ${projectId}) steps
    ORDER BY at, array_position(ARRAY['hired', 'in_progress', 'part_done', 'completed', 'cancelled'], kind), business_name`);
  const doneTrades = members.flatMap((m) => m.doneTrades);
  return {
    projectId,
    title: project.title,
    status: project.status,
    members: [...members],
    messages: withNames(page.messages, members),
    hasEarlier: page.hasEarlier,
    timeline: [...timeline],
    requiredTrades: project.requiredTrades,
    doneTrades: PROJECT_TRADES.filter((t: ProjectTrade) => doneTrades.includes(t)),
    unreadCount: await unreadOf(db, projectId, viewerId),
  };
}

/** 'Load earlier messages': the page before message `before`. */
export async function getRoomMessagesBefore(
  db: ReadDb,
  projectId: string,
  clientId: string,
  before: number,
  limit: number,
): Promise<RoomMessagesPage> {
  const members = await listRoomMembers(db, projectId, clientId);
  const page = await messagePage(db, projectId, before, limit);
  return { messages: withNames(page.messages, members), hasEarlier: page.hasEarlier };
}

/**
 * The caller's rooms (their own projects with a hire, and the projects they are hired on) with the
 * messages from others they have not read.
 */
export const listRoomUnread = (db: ReadDb, userId: string): Promise<readonly RoomUnread[]> =>
  db.any(sql.type(roomUnreadSchema)`
    WITH mine AS (
      SELECT id AS project_id FROM client_projects WHERE client_id = ${userId} AND hired_trades <> '{}'
      UNION
      SELECT project_id FROM project_applications WHERE tradesman_user_id = ${userId} AND status = 'accepted')
    SELECT mine.project_id,
           (SELECT count(*) FROM project_room_messages m
             WHERE m.project_id = mine.project_id AND m.sender_id <> ${userId}
               AND m.seq > coalesce(r.read_upto, 0))::int AS unread_count
      FROM mine LEFT JOIN project_room_reads r ON r.project_id = mine.project_id AND r.user_id = ${userId}
     ORDER BY mine.project_id`);

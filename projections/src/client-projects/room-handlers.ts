/** The project room: its thread (pushed live to every member), read marks, parts done and the status steps of its timeline. */
import {
  PROJECT_ROOM_READ_SOCKET_EVENT,
  PROJECT_ROOM_SOCKET_EVENT,
  PROJECT_ROOM_UPDATED_SOCKET_EVENT,
  type ApplicationAccepted,
  type ProjectStatusChanged,
  type RoomMessage,
  type RoomMessagePosted,
  type RoomRead,
  type TradePartDone,
} from '@tradeguild/contracts';
import type { Handler, HandlerContext } from '../runtime/types.ts';

const userRoom = (id: string) => `user:${id}`;

async function roomMembers({ tx, table }: HandlerContext, projectId: string): Promise<string[]> {
  const members = await tx.query<{ user_id: string }>(
    `SELECT client_id AS user_id FROM ${table('client_projects')} WHERE id = $1
     UNION SELECT tradesman_user_id FROM ${table('project_applications')} WHERE project_id = $1 AND status = 'accepted'`,
    [projectId],
  );
  return members.rows.map((r) => r.user_id);
}

/** Tell every member the room's timeline moved (they refetch it). */
async function announceUpdate(ctx: HandlerContext, projectId: string) {
  for (const userId of await roomMembers(ctx, projectId)) {
    ctx.push({ room: userRoom(userId), event: PROJECT_ROOM_UPDATED_SOCKET_EVENT, payload: { projectId } });
  }
}

export const roomMessagePosted: Handler<RoomMessagePosted> = async ({ data: d }, ctx) => {
  const { tx, table, push } = ctx;
  // seq: the message's place in its room. Every room message is on the project's one stream, so the
  // order the projection sees is the stream's order, on every rebuild.
  const inserted = await tx.query<{ seq: number }>(
    `INSERT INTO ${table('project_room_messages')} (id, project_id, seq, sender_id, content, created_at)
     SELECT $1, $2, coalesce(max(seq), 0) + 1, $3, $4, $5 FROM ${table('project_room_messages')} WHERE project_id = $2
     ON CONFLICT (id) DO NOTHING RETURNING seq`,
    [d.messageId, d.projectId, d.senderId, d.content, d.sentAt],
  );
  const seq = inserted.rows[0]?.seq;
  if (seq === undefined) return;
  // Posting reads the room for the sender (as the decider counts it).
  await markRead(ctx, d.projectId, d.senderId, seq);
  // The sender's name is read with the room (GET); the push tells members what to fetch and shows the text at once.
  const message: RoomMessage = {
    id: d.messageId,
    projectId: d.projectId,
    seq,
    senderId: d.senderId,
    senderName: null,
    content: d.content,
    createdAt: d.sentAt,
  };
  for (const userId of await roomMembers(ctx, d.projectId))
    push({ room: userRoom(userId), event: PROJECT_ROOM_SOCKET_EVENT, payload: message });
};

async function markRead({ tx, table }: HandlerContext, projectId: string, userId: string, upTo: number) {
  await tx.query(
    `INSERT INTO ${table('project_room_reads')} AS r (project_id, user_id, read_upto) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, project_id) DO UPDATE SET read_upto = greatest(r.read_upto, excluded.read_upto)`,
    [projectId, userId, upTo],
  );
}

export const roomRead: Handler<RoomRead> = async ({ data: d }, ctx) => {
  await markRead(ctx, d.projectId, d.readerId, d.upTo);
  // The reader's other tabs clear their badge.
  ctx.push({ room: userRoom(d.readerId), event: PROJECT_ROOM_READ_SOCKET_EVENT, payload: { projectId: d.projectId } });
};

export const tradePartDone: Handler<TradePartDone> = async ({ data: d }, ctx) => {
  for (const trade of d.trades) {
    await ctx.tx.query(
      `INSERT INTO ${ctx.table('project_trades_done')} (project_id, trade, tradesman_user_id, done_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [d.projectId, trade, d.tradesmanUserId, d.doneAt],
    );
  }
  await announceUpdate(ctx, d.projectId);
};

export const recordStatusChange: Handler<ProjectStatusChanged> = async ({ data: d }, ctx) => {
  await ctx.tx.query(
    `INSERT INTO ${ctx.table('project_status_changes')} (project_id, status, changed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [d.projectId, d.to, d.changedAt],
  );
  await announceUpdate(ctx, d.projectId);
};

/** A hire is a timeline step too (and brings a new member into the room). */
export const announceHire: Handler<ApplicationAccepted> = async ({ data: d }, ctx) => announceUpdate(ctx, d.projectId);

/** Who hears about what, in which words: one handler per event that makes (or reads) notifications. */
import { NOTIFICATION_SOCKET_EVENTS, type ClientProjectEvent, type NotificationsReadPush, type RecordedEvent } from '@tradeguild/contracts';
import type { HandlerContext, Handlers } from '../runtime/types.ts';
import type { NotificationEvent } from '@tradeguild/contracts';
import { nameOf, REMOVED_TEXT, wordsOf, type Part } from '../privacy/mentions.ts';
import { notify, userRoom } from './notify.ts';
import { excerpt, links, pounds, quoted, quoteStepSentence, startSentence } from './sentences.ts';

interface Project {
  title: string;
  clientId: string;
  clientName: string;
}

/** The project's title and its client's name as parts of a sentence (the client's). */
const titleOf = (p: Project): Part | null => wordsOf(p.clientId, quoted(p.title), quoted(REMOVED_TEXT));
const clientOf = (p: Project): Part | null => nameOf(p.clientId, p.clientName);

async function project(ctx: HandlerContext, projectId: string): Promise<Project | null> {
  const { rows } = await ctx.tx.query<Project>(
    `SELECT p.title, p.client_id AS "clientId", coalesce(u.name, 'A client') AS "clientName"
       FROM ${ctx.table('notification_projects')} p LEFT JOIN ${ctx.table('notification_users')} u ON u.id = p.client_id
      WHERE p.id = $1`,
    [projectId],
  );
  return rows[0] ?? null;
}

async function quoteOf(ctx: HandlerContext, applicationId: string): Promise<{ userId: string } | null> {
  const { rows } = await ctx.tx.query<{ userId: string }>(
    `SELECT tradesman_user_id AS "userId" FROM ${ctx.table('notification_applications')} WHERE id = $1`,
    [applicationId],
  );
  return rows[0] ?? null;
}

/** A tradesman's business name, and it as a part of a sentence (theirs). */
async function business(ctx: HandlerContext, tradesmanId: string): Promise<{ text: string; part: Part | null }> {
  const { rows } = await ctx.tx.query<{ name: string; userId: string }>(
    `SELECT business_name AS name, user_id AS "userId" FROM ${ctx.table('notification_tradesmen')} WHERE id = $1`,
    [tradesmanId],
  );
  const text = rows[0]?.name || 'A tradesman';
  return { text, part: nameOf(rows[0]?.userId, text) };
}

/** The hired team at a moment: quotes accepted up to then (a replay must not reach hires made later). */
async function hiredAt(ctx: HandlerContext, projectId: string, at: string): Promise<string[]> {
  const { rows } = await ctx.tx.query<{ user_id: string }>(
    `SELECT DISTINCT tradesman_user_id AS user_id FROM ${ctx.table('notification_applications')}
      WHERE project_id = $1 AND accepted_at IS NOT NULL AND accepted_at <= $2 ORDER BY 1`,
    [projectId, at],
  );
  return rows.map((r) => r.user_id);
}

/** A room member as the others know them: the client's name, a tradesman's business name. */
async function memberName(ctx: HandlerContext, p: Project, userId: string): Promise<string> {
  if (userId === p.clientId) return p.clientName;
  const { rows } = await ctx.tx.query<{ name: string }>(
    `SELECT coalesce((SELECT business_name FROM ${ctx.table('notification_tradesmen')} WHERE user_id = $1 ORDER BY business_name LIMIT 1),
                     (SELECT name FROM ${ctx.table('notification_users')} WHERE id = $1), 'A team member') AS name`,
    [userId],
  );
  return rows[0]!.name;
}

type ClientStep = 'quote_accepted' | 'quote_rejected' | 'quote_shortlisted';
const STEP_WORDS = { quote_accepted: 'accepted', quote_rejected: 'declined', quote_shortlisted: 'shortlisted' } as const;

async function clientStep(
  event: RecordedEvent,
  ctx: HandlerContext,
  d: { projectId: string; applicationId: string; at: string; reason?: 'client' | 'trade_hired' | 'project_closed' | undefined },
  kind: ClientStep,
) {
  const [p, quote] = [await project(ctx, d.projectId), await quoteOf(ctx, d.applicationId)];
  if (!p || !quote) return;
  const text = quoteStepSentence(STEP_WORDS[kind], p.clientName, p.title, d.reason);
  const parts = kind === 'quote_rejected' && d.reason === 'project_closed' ? [titleOf(p)] : [clientOf(p), titleOf(p)];
  await notify(event, ctx, {
    recipientId: quote.userId,
    kind,
    text,
    link: links.job(d.projectId),
    projectId: d.projectId,
    createdAt: d.at,
    parts,
  });
}

export const jobNotificationHandlers: Handlers<ClientProjectEvent> = {
  ProjectPosted: async ({ data: d }, { tx, table }) => {
    await tx.query(`INSERT INTO ${table('notification_projects')} (id, client_id, title) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
      d.projectId,
      d.clientId,
      d.title,
    ]);
  },

  ApplicationSubmitted: async (event, ctx) => {
    const d = event.data;
    await ctx.tx.query(
      `INSERT INTO ${ctx.table('notification_applications')} (id, project_id, tradesman_id, tradesman_user_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [d.applicationId, d.projectId, d.tradesmanId, d.tradesmanUserId],
    );
    const p = await project(ctx, d.projectId);
    if (!p) return;
    const tradesman = await business(ctx, d.tradesmanId);
    const text = `${tradesman.text} quoted ${pounds(d.proposedCost)} for ${quoted(p.title)}`;
    await notify(event, ctx, {
      recipientId: p.clientId,
      kind: 'quote_received',
      text,
      link: links.clientProject(d.projectId),
      projectId: d.projectId,
      createdAt: d.submittedAt,
      parts: [tradesman.part, titleOf(p)],
    });
  },

  ApplicationAccepted: async (event, ctx) => {
    const d = event.data;
    await ctx.tx.query(`UPDATE ${ctx.table('notification_applications')} SET accepted_at = $2 WHERE id = $1`, [d.applicationId, d.at]);
    await clientStep(event, ctx, d, 'quote_accepted');
  },

  ApplicationRejected: (event, ctx) => clientStep(event, ctx, event.data, 'quote_rejected'),
  ApplicationShortlisted: (event, ctx) => clientStep(event, ctx, event.data, 'quote_shortlisted'),

  QuoteRequested: async (event, ctx) => {
    const d = event.data;
    const p = await project(ctx, d.projectId);
    if (!p) return;
    const text = `${p.clientName} invited you to quote for ${quoted(p.title)}`;
    await notify(event, ctx, {
      recipientId: d.tradesmanUserId,
      kind: 'quote_requested',
      text,
      link: links.job(d.projectId),
      projectId: d.projectId,
      createdAt: d.requestedAt,
      parts: [clientOf(p), titleOf(p)],
    });
  },

  ProjectStatusChanged: async (event, ctx) => {
    const d = event.data;
    if (d.to !== 'in_progress' && d.to !== 'completed') return;
    const p = await project(ctx, d.projectId);
    if (!p) return;
    const [kind, text] =
      d.to === 'in_progress'
        ? (['project_started', startSentence(p.title, d.changedAt, d.startDate)] as const)
        : (['project_completed', `${p.clientName} marked ${quoted(p.title)} as completed`] as const);
    const parts = d.to === 'completed' ? [clientOf(p), titleOf(p)] : [titleOf(p)];
    for (const userId of await hiredAt(ctx, d.projectId, d.changedAt)) {
      await notify(event, ctx, {
        recipientId: userId,
        kind,
        text,
        link: links.job(d.projectId),
        projectId: d.projectId,
        createdAt: d.changedAt,
        parts,
      });
    }
  },

  RoomMessagePosted: async (event, ctx) => {
    const d = event.data;
    const p = await project(ctx, d.projectId);
    if (!p) return;
    const sender = await memberName(ctx, p, d.senderId);
    const text = `${sender} wrote in the project room of ${quoted(p.title)}: ${excerpt(d.content)}`;
    const parts = [nameOf(d.senderId, sender), titleOf(p), wordsOf(d.senderId, excerpt(d.content), excerpt(REMOVED_TEXT))];
    const members = [p.clientId, ...(await hiredAt(ctx, d.projectId, d.sentAt))].filter((id) => id !== d.senderId);
    for (const userId of new Set(members)) {
      const link = userId === p.clientId ? links.clientRoom(d.projectId) : links.jobRoom(d.projectId);
      await notify(event, ctx, {
        recipientId: userId,
        kind: 'room_message',
        text,
        link,
        projectId: d.projectId,
        createdAt: d.sentAt,
        parts,
      });
    }
  },

  /** The client hears which part of the work is finished (the team sees it on the room's timeline). */
  TradePartDone: async (event, ctx) => {
    const d = event.data;
    const p = await project(ctx, d.projectId);
    if (!p || d.trades.length === 0) return;
    const member = await memberName(ctx, p, d.tradesmanUserId);
    const text = `${member} marked ${d.trades.join(' and ')} done on ${quoted(p.title)}`;
    await notify(event, ctx, {
      recipientId: p.clientId,
      kind: 'part_done',
      text,
      link: links.clientRoom(d.projectId),
      projectId: d.projectId,
      createdAt: d.doneAt,
      parts: [nameOf(d.tradesmanUserId, member), titleOf(p)],
    });
  },
};

export const readHandlers: Handlers<NotificationEvent> = {
  /** Only the reader's own notifications: the ids come from the reader's request. */
  NotificationsRead: async ({ data: d }, { tx, table, push }) => {
    await tx.query(
      `UPDATE ${table('notifications')} SET is_read = true
        WHERE recipient_id = $1 AND NOT is_read AND (id = ANY($2::uuid[]) OR created_at <= $3::timestamptz)`,
      [d.userId, d.notificationIds, d.upTo],
    );
    const payload: NotificationsReadPush = { notificationIds: d.notificationIds, upTo: d.upTo };
    push({ room: userRoom(d.userId), event: NOTIFICATION_SOCKET_EVENTS.read, payload });
  },
};

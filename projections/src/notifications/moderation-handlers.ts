/** A reporter hears the outcome of their report: hidden (with the admin's reason) or left up. */
import { NOTIFICATION_SOCKET_EVENTS, type ModerationEvent, type Notification, type RecordedEvent } from '@tradeguild/contracts';
import type { HandlerContext, Handlers } from '../runtime/types.ts';
import { excerpt, notificationId, reportOutcome } from './sentences.ts';

async function tell(
  event: RecordedEvent,
  ctx: HandlerContext,
  recipientId: string,
  n: Pick<Notification, 'kind' | 'text' | 'link' | 'createdAt'>,
) {
  const id = notificationId(event.metadata.eventId, recipientId);
  const inserted = await ctx.tx.query(
    `INSERT INTO ${ctx.table('notifications')} (id, recipient_id, kind, text, link, project_id, created_at, event_pos)
     VALUES ($1, $2, $3, $4, $5, NULL, $6, $7) ON CONFLICT (id) DO NOTHING`,
    [id, recipientId, n.kind, n.text, n.link, n.createdAt, event.position.pos.toString()],
  );
  if (inserted.rowCount === 0) return;
  const payload: Notification = { id, ...n, projectId: null, isRead: false, createdAt: new Date(n.createdAt).toISOString() };
  ctx.push({ room: `user:${recipientId}`, event: NOTIFICATION_SOCKET_EVENTS.new, payload });
}

export const moderationNotificationHandlers: Handlers<ModerationEvent> = {
  SubjectHidden: async (event, ctx) => {
    const d = event.data;
    const text = `The ${reportOutcome.what(d.subjectType)} you reported (${excerpt(d.excerpt, 60)}) has been hidden: ${d.reason}`;
    const link = reportOutcome.link(d.subjectType, d.subjectId, d.parentId);
    for (const reporterId of new Set(d.reporterIds)) {
      await tell(event, ctx, reporterId, { kind: 'report_hidden', text, link, createdAt: d.hiddenAt });
    }
  },
  ReportsDismissed: async (event, ctx) => {
    const d = event.data;
    const text = `We reviewed the ${reportOutcome.what(d.subjectType)} you reported (${excerpt(d.excerpt, 60)}) and left it up`;
    const link = reportOutcome.link(d.subjectType, d.subjectId, d.parentId);
    for (const reporterId of new Set(d.reporterIds)) {
      await tell(event, ctx, reporterId, { kind: 'report_dismissed', text, link, createdAt: d.dismissedAt });
    }
  },
};

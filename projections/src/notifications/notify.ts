/** Inserts a notification with the parts of its text that are someone's (decision 0068), and announces it once. */
import { NOTIFICATION_SOCKET_EVENTS, type Notification, type NotificationKind, type RecordedEvent } from '@tradeguild/contracts';
import { mentionsOf, type Part } from '../privacy/mentions.ts';
import type { HandlerContext } from '../runtime/types.ts';
import { notificationId } from './sentences.ts';

export const userRoom = (id: string) => `user:${id}`;

export interface Draft {
  recipientId: string;
  kind: NotificationKind;
  text: string;
  link: string;
  projectId: string | null;
  createdAt: string;
  /** Whose names and words the text holds, in its order (reworded if they are erased: decision 0068). */
  parts?: readonly (Part | null)[];
}

/** Inserts the notification under its derived id and announces it once; a replay finds the row and stays quiet. */
export async function notify(event: RecordedEvent, ctx: HandlerContext, n: Draft): Promise<void> {
  const id = notificationId(event.metadata.eventId, n.recipientId);
  const mentions = JSON.stringify(mentionsOf({ text: n.text }, n.parts ?? []));
  const inserted = await ctx.tx.query(
    `INSERT INTO ${ctx.table('notifications')} (id, recipient_id, kind, text, link, project_id, created_at, event_pos, mentions)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
    [id, n.recipientId, n.kind, n.text, n.link, n.projectId, n.createdAt, event.position.pos.toString(), mentions],
  );
  if (inserted.rowCount === 0) return;
  const payload: Notification = {
    id,
    kind: n.kind,
    text: n.text,
    link: n.link,
    projectId: n.projectId,
    isRead: false,
    createdAt: new Date(n.createdAt).toISOString(),
  };
  ctx.push({ room: userRoom(n.recipientId), event: NOTIFICATION_SOCKET_EVENTS.new, payload });
}

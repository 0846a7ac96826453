/**
 * The mail read model: who gets which e-mail about what, decided from the event stream (issue 25,
 * decision 0065). Each decision becomes one `mail_outbox` row per (event, recipient, kind) under a
 * deterministic id, written in the batch's transaction and only while this generation serves: a
 * rebuild, a replay or a new generation catching up writes none, and a row already there (the same
 * event seen again) is left alone, so nothing is ever sent twice by the read model.
 * backend/src/mail/delivery.ts sends the rows.
 *
 * About a project (quotes, invitations, hiring, the work starting and ending, the room) it asks the
 * notifications projection's own handlers, run over its own copies of their tables: an e-mail says
 * exactly what the bell says, to exactly whom, and links to the same page.
 */
import { NOTIFICATION_SOCKET_EVENTS, type DomainEvent, type MailKind, type Notification } from '@tradeguild/contracts';
import { jobNotificationHandlers } from '../notifications/handlers.ts';
import { mailErased } from '../privacy/erasure.ts';
import type { Mention } from '../privacy/mentions.ts';
import { notificationsProjection } from '../notifications/projection.ts';
import type { Handler, Handlers, Projection } from '../runtime/types.ts';
import { activityHandlers } from './handlers-activity.ts';
import { peopleHandlers } from './handlers-people.ts';
import { mail } from './outbox.ts';
import { mailTables } from './tables.ts';

export { DIRECT_MESSAGE_DELAY_MS, MAIL_SUBJECTS, MAIL_WAKE_CHANNEL } from './outbox.ts';

/** The notification kinds that are mailed, as mail kinds (reports' outcomes are not). */
const MAILED_NOTIFICATIONS: Partial<Record<Notification['kind'], MailKind>> = {
  quote_received: 'quote_received',
  quote_accepted: 'quote_accepted',
  quote_rejected: 'quote_rejected',
  quote_shortlisted: 'quote_shortlisted',
  quote_requested: 'quote_requested',
  project_started: 'project_started',
  project_completed: 'project_completed',
  room_message: 'room_message',
  part_done: 'part_done',
};

/** Runs a notifications handler over this projection's copies of its tables and mails what it would notify. */
function viaNotifications<E extends DomainEvent>(h: Handler<E> | undefined): Handler<E> | undefined {
  if (!h) return undefined;
  return async (event, ctx) => {
    const made: { recipientId: string; n: Notification }[] = [];
    await h(event, {
      tx: ctx.tx,
      table: (logical) => ctx.table(`mail_${logical}`),
      // A notification is pushed to its recipient's room, `user:<id>`.
      push: (p) =>
        void (
          p.event === NOTIFICATION_SOCKET_EVENTS.new &&
          made.push({ recipientId: p.room.slice('user:'.length), n: p.payload as Notification })
        ),
    });
    for (const { recipientId, n } of made) {
      const kind = MAILED_NOTIFICATIONS[n.kind];
      if (!kind || !ctx.serving) continue;
      // The notification's mentions hold for the mail's body, its text (decision 0068).
      const { rows } = await ctx.tx.query<{ mentions: Mention[] }>(
        `SELECT mentions FROM ${ctx.table('mail_notifications')} WHERE id = $1`,
        [n.id],
      );
      await mail(event, ctx, { recipientId, kind, body: n.text, link: n.link, at: n.createdAt, mentions: rows[0]?.mentions ?? [] });
    }
  };
}

/** Two handlers for one event type, one after the other. */
function both<E extends DomainEvent>(a: Handler<E> | undefined, b: Handler<E> | undefined): Handler<E> | undefined {
  if (!a || !b) return a ?? b;
  return async (event, ctx) => {
    await a(event, ctx);
    await b(event, ctx);
  };
}

const own: Handlers<DomainEvent> = { ...peopleHandlers, ...activityHandlers, AccountErased: mailErased };

const n = notificationsProjection.handlers as Handlers<DomainEvent>;
const jobs = jobNotificationHandlers as Handlers<DomainEvent>;
const types = new Set([...Object.keys(own), ...Object.keys(jobs), 'UserRegistered', 'TradesmanProfileCreated', 'TradesmanProfileUpdated']);

/** The notifications' names and project handlers (over this projection's copies), then its own. */
const handlers = Object.fromEntries(
  [...types].map((type) => {
    const t = type as DomainEvent['type'];
    const copy = (n[t] ?? undefined) as Handler | undefined;
    const fromNotifications = t in jobs ? viaNotifications(jobs[t] as Handler) : copy && viaNotifications(copy);
    return [type, both(fromNotifications, own[t] as Handler | undefined)];
  }),
) as Handlers<DomainEvent>;

export const mailProjection: Projection<DomainEvent> = {
  name: 'mail',
  /** 2: its copy of the notifications keeps the parts of their texts that are someone's (decision 0068). */
  version: 2,
  tables: mailTables,
  handlers,
};

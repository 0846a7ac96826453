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
import {
  NOTIFICATION_SOCKET_EVENTS,
  PROJECT_TRADE_OF_CATEGORY,
  type DomainEvent,
  type MailKind,
  type MailMode,
  type Notification,
  type RecordedEvent,
} from '@tradeguild/contracts';
import { jobNotificationHandlers } from '../notifications/handlers.ts';
import { notificationsProjection } from '../notifications/projection.ts';
import { excerpt, quoted } from '../notifications/sentences.ts';
import type { Handler, HandlerContext, Handlers, Projection } from '../runtime/types.ts';
import { conversationKey, mailId } from './ids.ts';
import { mailTables } from './tables.ts';

/** A direct message is mailed only when still unread this long after it was sent. */
export const DIRECT_MESSAGE_DELAY_MS = 10 * 60_000;
/** At most one direct-message mail per conversation in this long. */
export const DIRECT_MESSAGE_GAP_MS = 60 * 60_000;
/** The channel the mail worker listens on, told at commit when rows were written. */
export const MAIL_WAKE_CHANNEL = 'tg_mail';

export const MAIL_SUBJECTS: Record<MailKind, string> = {
  quote_received: 'You have a new quote',
  quote_withdrawn: 'A quote was withdrawn',
  review_reply: 'A tradesman replied to your review',
  part_done: 'Work marked done on your project',
  quote_requested: 'You have been invited to quote',
  quote_shortlisted: 'Your quote was shortlisted',
  quote_accepted: 'You have been hired',
  quote_rejected: 'Your quote was not selected',
  project_started: 'A project you are hired on has started',
  project_completed: 'A project you worked on is completed',
  review_received: 'You have a new review',
  room_message: 'New message in a project room',
  direct_message: 'You have an unread message',
  forum_reply: 'New reply to your forum post',
  job_alert: 'A new job near you',
};

interface MailDraft {
  recipientId: string;
  kind: MailKind;
  body: string;
  link: string;
  subject?: string;
  /** Direct messages: sent no sooner, and cancelled if the conversation is read first. */
  notBefore?: string;
  conversation?: string;
  at: string;
}

async function modeOf(ctx: HandlerContext, userId: string, kind: MailKind): Promise<MailMode | null> {
  const { rows } = await ctx.tx.query<{ mode: MailMode | null }>(
    `SELECT (SELECT mode FROM ${ctx.table('mail_preferences')} WHERE user_id = r.id AND kind = $2) AS mode
       FROM ${ctx.table('mail_recipients')} r WHERE r.id = $1`,
    [userId, kind],
  );
  // Unknown person (no address): nothing to send.
  if (!rows[0]) return null;
  return rows[0].mode ?? 'instant';
}

/** Writes the mail's outbox row (serving generations only); an existing row is left as it is. */
async function mail(event: RecordedEvent, ctx: HandlerContext, m: MailDraft): Promise<void> {
  if (!ctx.serving) return;
  const mode = await modeOf(ctx, m.recipientId, m.kind);
  if (mode === null || mode === 'off') return;
  const { rowCount } = await ctx.tx.query(
    `INSERT INTO mail_outbox (mail_id, recipient_id, kind, delivery, not_before, conversation, subject, body, link, created_at)
     VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now()), $6, $7, $8, $9, $10)
     ON CONFLICT (mail_id) DO NOTHING`,
    [
      mailId(event.metadata.eventId, m.recipientId, m.kind),
      m.recipientId,
      m.kind,
      mode === 'daily' ? 'daily' : 'instant',
      m.notBefore ?? null,
      m.conversation ?? null,
      m.subject ?? MAIL_SUBJECTS[m.kind],
      m.body,
      m.link,
      m.at,
    ],
  );
  if (rowCount) await ctx.tx.query(`SELECT pg_notify($1, '')`, [MAIL_WAKE_CHANNEL]);
}

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
      push: (p) => void (p.event === NOTIFICATION_SOCKET_EVENTS.new && made.push({ recipientId: p.room.slice('user:'.length), n: p.payload as Notification })),
    });
    for (const { recipientId, n } of made) {
      const kind = MAILED_NOTIFICATIONS[n.kind];
      if (kind) await mail(event, ctx, { recipientId, kind, body: n.text, link: n.link, at: n.createdAt });
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

async function nameOf(ctx: HandlerContext, userId: string, fallback: string): Promise<string> {
  const { rows } = await ctx.tx.query<{ name: string | null }>(
    `SELECT coalesce((SELECT business_name FROM ${ctx.table('mail_notification_tradesmen')} WHERE user_id = $1 ORDER BY business_name LIMIT 1),
                     (SELECT name FROM ${ctx.table('mail_notification_users')} WHERE id = $1)) AS name`,
    [userId],
  );
  return rows[0]?.name || fallback;
}

const EARTH_RADIUS_MILES = 3958.8;
/** Great-circle miles, rounded to 0.1, as Find Jobs computes them (client-projects/queries.ts). */
const milesSql = (aLat: string, aLng: string, bLat: string, bLng: string) => `
  round((${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
    power(sin(radians(${bLat} - ${aLat}) / 2), 2)
    + cos(radians(${aLat})) * cos(radians(${bLat})) * power(sin(radians(${bLng} - ${aLng}) / 2), 2)))))::numeric, 1)::float8`;

const own: Handlers<DomainEvent> = {
  UserRegistered: async ({ data: d }, { tx, table }) => {
    const name = [d.firstName, d.lastName].filter(Boolean).join(' ').trim() || null;
    await tx.query(
      `INSERT INTO ${table('mail_recipients')} (id, email, name, user_type) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET email = excluded.email, name = excluded.name, user_type = excluded.user_type`,
      [d.userId, d.email.toLowerCase(), name, d.userType],
    );
  },

  NotificationPreferencesChanged: async ({ data: d }, { tx, table }) => {
    for (const c of d.changes) {
      await tx.query(
        `INSERT INTO ${table('mail_preferences')} (user_id, kind, mode) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, kind) DO UPDATE SET mode = excluded.mode`,
        [d.userId, c.kind, c.mode],
      );
    }
  },

  TradesmanProfileCreated: async ({ data: d }, { tx, table }) => {
    await tx.query(
      `INSERT INTO ${table('mail_trades')} (tradesman_id, user_id, trades, latitude, longitude, radius_miles)
       VALUES ($1, $2, $3, (SELECT latitude FROM uk_outcodes WHERE outcode = $4), (SELECT longitude FROM uk_outcodes WHERE outcode = $4), $5)
       ON CONFLICT (tradesman_id) DO NOTHING`,
      [d.tradesmanId, d.userId, d.tradeCategories.map((c) => PROJECT_TRADE_OF_CATEGORY[c]), d.outcode, d.serviceRadiusMiles],
    );
  },

  TradesmanProfileUpdated: async ({ data: d }, { tx, table }) => {
    await tx.query(
      `UPDATE ${table('mail_trades')} SET trades = $2, radius_miles = $4,
              latitude = (SELECT latitude FROM uk_outcodes WHERE outcode = $3), longitude = (SELECT longitude FROM uk_outcodes WHERE outcode = $3)
        WHERE tradesman_id = $1`,
      [d.tradesmanId, d.tradeCategories.map((c) => PROJECT_TRADE_OF_CATEGORY[c]), d.outcode, d.serviceRadiusMiles],
    );
  },

  /** Job alerts: tradesmen with one of the project's trades whose travel radius reaches its outcode centre. */
  ProjectPosted: async (event, ctx) => {
    const d = event.data;
    if (!ctx.serving || d.requiredTrades.length === 0) return;
    const { rows } = await ctx.tx.query<{ user_id: string; miles: number; trades: string[] }>(
      `SELECT DISTINCT ON (t.user_id) t.user_id, ${milesSql('o.latitude', 'o.longitude', 't.latitude', 't.longitude')} AS miles,
              ARRAY(SELECT x FROM unnest(t.trades) x WHERE x = ANY($2::text[]) ORDER BY 1) AS trades
         FROM ${ctx.table('mail_trades')} t
         JOIN ${ctx.table('mail_notification_projects')} p ON p.id = $4
         CROSS JOIN LATERAL (SELECT latitude, longitude FROM uk_outcodes
                              WHERE outcode = upper(substring($1 from '([A-Za-z]{1,2}[0-9][A-Za-z0-9]?) ?[0-9][A-Za-z]{2}'))) o
        WHERE t.trades && $2::text[] AND t.latitude IS NOT NULL AND t.user_id <> $3
          AND ${milesSql('o.latitude', 'o.longitude', 't.latitude', 't.longitude')} <= t.radius_miles
        ORDER BY t.user_id`,
      [d.location ?? '', d.requiredTrades, d.clientId, d.projectId],
    );
    for (const r of rows) {
      await mail(event, ctx, {
        recipientId: r.user_id,
        kind: 'job_alert',
        subject: `New job near you: ${quoted(d.title, 60)}`,
        body: `A new project needs ${r.trades.join(' and ')}, about ${r.miles} miles from you: ${quoted(d.title)}${d.location ? ` in ${d.location}` : ''}.`,
        link: `/jobs/${d.projectId}`,
        at: d.postedAt,
      });
    }
  },

  ApplicationWithdrawn: async (event, ctx) => {
    const d = event.data;
    const { rows } = await ctx.tx.query<{ client_id: string; title: string; business: string | null }>(
      `SELECT p.client_id, p.title, t.business_name AS business
         FROM ${ctx.table('mail_notification_applications')} a
         JOIN ${ctx.table('mail_notification_projects')} p ON p.id = a.project_id
         LEFT JOIN ${ctx.table('mail_notification_tradesmen')} t ON t.id = a.tradesman_id
        WHERE a.id = $1`,
      [d.applicationId],
    );
    const r = rows[0];
    if (!r) return;
    await mail(event, ctx, {
      recipientId: r.client_id,
      kind: 'quote_withdrawn',
      body: `${r.business || 'A tradesman'} withdrew their quote for ${quoted(r.title)}`,
      link: `/my-projects/${d.projectId}`,
      at: d.at,
    });
  },

  ReviewSubmitted: async (event, ctx) => {
    const d = event.data;
    await ctx.tx.query(
      `INSERT INTO ${ctx.table('mail_reviews')} (id, tradesman_id, client_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
      [d.reviewId, d.tradesmanId, d.clientId],
    );
    const { rows } = await ctx.tx.query<{ user_id: string }>(`SELECT user_id FROM ${ctx.table('mail_notification_tradesmen')} WHERE id = $1`, [
      d.tradesmanId,
    ]);
    if (!rows[0]) return;
    await mail(event, ctx, {
      recipientId: rows[0].user_id,
      kind: 'review_received',
      body: `A customer left you a ${d.rating}-star review${d.comment ? `: ${excerpt(d.comment)}` : '.'}`,
      link: `/tradesmen/${d.tradesmanId}`,
      at: d.submittedAt,
    });
  },

  ReviewReplied: async (event, ctx) => {
    const d = event.data;
    const { rows } = await ctx.tx.query<{ client_id: string; business: string | null }>(
      `SELECT r.client_id, t.business_name AS business FROM ${ctx.table('mail_reviews')} r
         LEFT JOIN ${ctx.table('mail_notification_tradesmen')} t ON t.id = r.tradesman_id WHERE r.id = $1`,
      [d.reviewId],
    );
    if (!rows[0]) return;
    await mail(event, ctx, {
      recipientId: rows[0].client_id,
      kind: 'review_reply',
      body: `${rows[0].business || 'The tradesman'} replied to your review: ${excerpt(d.text)}`,
      link: `/tradesmen/${d.tradesmanId}`,
      at: d.repliedAt,
    });
  },

  /** Mailed 10 minutes later unless read by then; one per conversation an hour at most. */
  MessageSent: async (event, ctx) => {
    const d = event.data;
    if (!ctx.serving || d.senderId === d.receiverId) return;
    const conversation = conversationKey(d.senderId, d.receiverId);
    const { rows } = await ctx.tx.query(
      `SELECT 1 FROM mail_outbox WHERE recipient_id = $1 AND conversation = $2 AND status <> 'cancelled'
          AND created_at > $3::timestamptz - make_interval(secs => $4) LIMIT 1`,
      [d.receiverId, conversation, d.sentAt, DIRECT_MESSAGE_GAP_MS / 1000],
    );
    if (rows.length) return;
    const sender = await nameOf(ctx, d.senderId, 'Someone');
    await mail(event, ctx, {
      recipientId: d.receiverId,
      kind: 'direct_message',
      subject: `${sender} sent you a message`,
      body: `${sender} sent you a message you have not read yet: ${excerpt(d.content)}`,
      link: '/messages',
      notBefore: new Date(new Date(d.sentAt).getTime() + DIRECT_MESSAGE_DELAY_MS).toISOString(),
      conversation,
      at: d.sentAt,
    });
  },

  /** Read in time: the waiting mail is not sent. */
  ConversationRead: async ({ data: d }, ctx) => {
    if (!ctx.serving) return;
    await ctx.tx.query(
      `UPDATE mail_outbox SET status = 'cancelled' WHERE recipient_id = $1 AND conversation = $2 AND status = 'pending'
          AND created_at <= $3::timestamptz`,
      [d.readerId, conversationKey(d.readerId, d.partnerId), d.readAt],
    );
  },

  ForumPostCreated: async ({ data: d }, { tx, table }) => {
    await tx.query(`INSERT INTO ${table('mail_forum_posts')} (id, author_id, title) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
      d.postId,
      d.authorId,
      d.title,
    ]);
  },
  ForumPostEdited: async ({ data: d }, { tx, table }) => {
    await tx.query(`UPDATE ${table('mail_forum_posts')} SET title = $2 WHERE id = $1`, [d.postId, d.title]);
  },

  ForumReplyPosted: async (event, ctx) => {
    const d = event.data;
    const { rows } = await ctx.tx.query<{ author_id: string; title: string }>(
      `SELECT author_id, title FROM ${ctx.table('mail_forum_posts')} WHERE id = $1`,
      [d.postId],
    );
    const post = rows[0];
    if (!post || post.author_id === d.authorId) return;
    const who = await nameOf(ctx, d.authorId, 'Someone');
    await mail(event, ctx, {
      recipientId: post.author_id,
      kind: 'forum_reply',
      body: `${who} replied to your post ${quoted(post.title)}: ${excerpt(d.content)}`,
      link: `/community/posts/${d.postId}`,
      at: d.createdAt,
    });
  },
};

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
  version: 1,
  tables: mailTables,
  handlers,
};

/** The mail outbox row a decision becomes, and the mail kinds' subjects (decision 0065). */
import { isAccountMailKind, type MailKind, type MailMode, type RecordedEvent } from '@tradeguild/contracts';
import type pg from 'pg';
import { mentionsOf, type Mention, type Part } from '../privacy/mentions.ts';
import type { HandlerContext } from '../runtime/types.ts';
import { mailId } from './ids.ts';

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
  account_closed: 'Your TradeGuild account is closed',
  data_export_ready: 'Your data export is ready',
};

export interface MailDraft {
  recipientId: string;
  kind: MailKind;
  body: string;
  link: string;
  subject?: string;
  /** Direct messages: sent no sooner, and cancelled if the conversation is read first. */
  notBefore?: string;
  conversation?: string;
  at: string;
  /** The parts of the body (and, `in: 'subject'`, of the subject) that are someone's: reworded if they are erased. */
  parts?: readonly (Part | null)[];
  /** Or the mentions already found (a mailed notification's). */
  mentions?: readonly Mention[];
}

type Queries = Pick<pg.ClientBase, 'query'>;

/** The person's choice for a kind; null for someone we have no address for. */
async function modeOf(q: Queries, table: (t: string) => string, userId: string, kind: MailKind): Promise<MailMode | null> {
  const { rows } = await q.query<{ mode: MailMode | null }>(
    `SELECT (SELECT mode FROM ${table('mail_preferences')} WHERE user_id = r.id AND kind = $2) AS mode
       FROM ${table('mail_recipients')} r WHERE r.id = $1`,
    [userId, kind],
  );
  // Unknown person (no address, or erased): nothing to send.
  if (!rows[0]) return null;
  return rows[0].mode ?? 'instant';
}

/** Writes one outbox row under the id of (source, recipient, kind), unless the person does not want it; true if written. */
async function writeMail(q: Queries, table: (t: string) => string, sourceId: string, m: MailDraft): Promise<boolean> {
  const mode = await modeOf(q, table, m.recipientId, m.kind);
  if (mode === null || mode === 'off') return false;
  const { rowCount } = await q.query(
    `INSERT INTO mail_outbox (mail_id, recipient_id, kind, delivery, not_before, conversation, subject, body, link, created_at, mentions)
     VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now()), $6, $7, $8, $9, $10, $11)
     ON CONFLICT (mail_id) DO NOTHING`,
    [
      mailId(sourceId, m.recipientId, m.kind),
      m.recipientId,
      m.kind,
      mode === 'daily' && !isAccountMailKind(m.kind) ? 'daily' : 'instant',
      m.notBefore ?? null,
      m.conversation ?? null,
      m.subject ?? MAIL_SUBJECTS[m.kind],
      m.body,
      m.link,
      m.at,
      JSON.stringify(m.mentions ?? mentionsOf({ body: m.body, subject: m.subject ?? MAIL_SUBJECTS[m.kind] }, m.parts ?? [])),
    ],
  );
  if (rowCount) await q.query(`SELECT pg_notify($1, '')`, [MAIL_WAKE_CHANNEL]);
  return !!rowCount;
}

/** Writes the mail's outbox row (serving generations only); an existing row is left as it is. */
export async function mail(event: RecordedEvent, ctx: HandlerContext, m: MailDraft): Promise<void> {
  if (!ctx.serving) return;
  await writeMail(ctx.tx, ctx.table, event.metadata.eventId, m);
}

/**
 * A mail about something kept in a table rather than in events (a copy of your data being ready):
 * written in the caller's transaction, through the serving read model's views, under the id of
 * (`sourceId`, recipient, kind), so it is sent exactly like the projection's own rows.
 */
export const queueMail = (q: Queries, sourceId: string, m: MailDraft): Promise<boolean> => writeMail(q, (t) => t, sourceId, m);

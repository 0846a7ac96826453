/** What a mail says: one event's mail, or a digest of several, as the layout's content (templates.ts). */
import { MAIL_KIND_LABELS, type MailKind } from '@tradeguild/contracts';
import type { MailContent } from './templates.ts';

const KIND_ACTIONS: Partial<Record<MailKind, string>> = {
  quote_received: 'View the quote',
  quote_withdrawn: 'View your project',
  quote_requested: 'View the job',
  job_alert: 'View the job',
  room_message: 'Open the project room',
  direct_message: 'Read the message',
  forum_reply: 'Read the reply',
  review_received: 'See your reviews',
  review_reply: 'Read the reply',
  account_closed: 'Sign in to reopen it',
  data_export_ready: 'Download your data',
};

export interface DigestItem {
  kind: MailKind;
  body: string;
  link: string;
}

/** `link` makes a path of the web app absolute. The unsubscribe URL is filled in by the sender. */
export const singleContent = (
  row: { kind: MailKind; subject: string; body: string; link: string },
  link: (path: string) => string,
): MailContent => ({
  subject: row.subject,
  heading: row.subject,
  paragraphs: [row.body],
  link: link(row.link),
  action: KIND_ACTIONS[row.kind] ?? 'View on TradeGuild',
  unsubscribeUrl: '',
  unsubscribeWhat: MAIL_KIND_LABELS[row.kind],
  settingsUrl: link('/settings/notifications'),
});

/** The digest: its items grouped by kind, each linking to its own page. */
export const digestContent = (subject: string, items: DigestItem[], link: (path: string) => string): MailContent => ({
  subject,
  heading: 'Your daily TradeGuild digest',
  paragraphs: [`Here is what happened since your last digest: ${items.length === 1 ? 'one update' : `${items.length} updates`}.`],
  items: items.map((i) => ({ group: MAIL_KIND_LABELS[i.kind], text: i.body, link: link(i.link) })),
  link: link('/'),
  action: 'Open TradeGuild',
  unsubscribeUrl: '',
  unsubscribeWhat: 'these daily digests',
  settingsUrl: link('/settings/notifications'),
});

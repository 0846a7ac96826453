import { z } from 'zod';
import { commandIdSchema } from '../shared/metadata.ts';
import { defineRoute } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/** Every kind of e-mail a person can choose about (decision 0065). */
export const MAIL_KINDS = [
  'quote_received',
  'quote_withdrawn',
  'review_reply',
  'part_done',
  'quote_requested',
  'quote_shortlisted',
  'quote_accepted',
  'quote_rejected',
  'project_started',
  'project_completed',
  'review_received',
  'room_message',
  'direct_message',
  'forum_reply',
  'job_alert',
  'account_closed',
  'data_export_ready',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * About the person's own account: sent at once or not at all (never held for a digest: a copy of
 * your data lasts 24 hours), and still sent while the account is closed, when every other kind stops.
 */
export const ACCOUNT_MAIL_KINDS: readonly MailKind[] = ['account_closed', 'data_export_ready'];
export const isAccountMailKind = (kind: string): boolean => (ACCOUNT_MAIL_KINDS as readonly string[]).includes(kind);

/** At once, grouped in the 07:00 daily digest, or never. */
export const MAIL_MODES = ['instant', 'daily', 'off'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

/** The choices a kind offers: an account kind has no daily digest. */
export const mailModesOf = (kind: MailKind): readonly MailMode[] => (isAccountMailKind(kind) ? ['instant', 'off'] : MAIL_MODES);

/** Who can receive a kind: the settings page shows a person only theirs. */
export const MAIL_KIND_AUDIENCE: Record<MailKind, 'client' | 'tradesman' | 'everyone'> = {
  quote_received: 'client',
  quote_withdrawn: 'client',
  review_reply: 'client',
  part_done: 'client',
  quote_requested: 'tradesman',
  quote_shortlisted: 'tradesman',
  quote_accepted: 'tradesman',
  quote_rejected: 'tradesman',
  project_started: 'tradesman',
  project_completed: 'tradesman',
  review_received: 'tradesman',
  job_alert: 'tradesman',
  room_message: 'everyone',
  direct_message: 'everyone',
  forum_reply: 'everyone',
  account_closed: 'everyone',
  data_export_ready: 'everyone',
};

/** How each kind is named on the settings and unsubscribe pages. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  quote_received: 'New quotes on my projects',
  quote_withdrawn: 'Quotes withdrawn from my projects',
  review_reply: 'Replies to my reviews',
  part_done: 'Work marked done on my projects',
  quote_requested: 'Invitations to quote',
  quote_shortlisted: 'Being shortlisted',
  quote_accepted: 'Being hired',
  quote_rejected: 'Quotes not selected',
  project_started: 'Projects starting',
  project_completed: 'Projects completed',
  review_received: 'New reviews of my work',
  job_alert: 'New jobs in my area (job alerts)',
  room_message: 'Project room messages',
  direct_message: 'Direct messages I have not read after 10 minutes',
  forum_reply: 'Replies to my forum posts',
  account_closed: 'Account closure confirmations',
  data_export_ready: 'Data export ready notices',
};

/** Everything at once until the person says otherwise. */
export const DEFAULT_MAIL_MODE: MailMode = 'instant';

const modeSchema = z.enum(MAIL_MODES, { errorMap: () => ({ message: `mode must be one of ${MAIL_MODES.join(', ')}` }) });
const kindSchema = z.enum(MAIL_KINDS, { errorMap: () => ({ message: 'Unknown kind of e-mail' }) });

/** GET /api/me/notification-preferences */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(z.object({ kind: kindSchema, mode: modeSchema, label: z.string() })),
  /** Five permanent delivery failures: nothing is sent until the address is checked. */
  addressSuspended: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Asking for an account kind in the daily digest. */
export const ACCOUNT_MAIL_MODE_MESSAGE = 'E-mails about your account are sent at once or not at all: choose instant or off';

const PREFERENCES_MESSAGE = 'Send { "preferences": [{ "kind": ..., "mode": "instant" | "daily" | "off" }] }';

/** PUT /api/me/notification-preferences: the kinds named change, the others stay. */
export const updateNotificationPreferencesRequestSchema = z
  .object(
    {
      preferences: z
        .array(z.object({ kind: kindSchema, mode: modeSchema }).strict('Each preference has only kind and mode'), {
          invalid_type_error: PREFERENCES_MESSAGE,
          required_error: PREFERENCES_MESSAGE,
        })
        .min(1, 'Name at least one kind of e-mail')
        .max(MAIL_KINDS.length, `At most ${MAIL_KINDS.length} preferences`)
        .refine((p) => new Set(p.map((x) => x.kind)).size === p.length, 'Each kind of e-mail at most once')
        .refine((p) => p.every((x) => mailModesOf(x.kind).includes(x.mode)), ACCOUNT_MAIL_MODE_MESSAGE),
      commandId: commandIdSchema,
    },
    { invalid_type_error: PREFERENCES_MESSAGE, required_error: PREFERENCES_MESSAGE },
  )
  .strict(PREFERENCES_MESSAGE);
export type UpdateNotificationPreferencesRequest = z.input<typeof updateNotificationPreferencesRequestSchema>;

const tokenSchema = z
  .string({ required_error: 'token is required', invalid_type_error: 'token must be text' })
  .min(10, 'This unsubscribe link is not valid')
  .max(600, 'This unsubscribe link is not valid')
  .regex(/^[\w-]+\.[\w-]+$/, 'This unsubscribe link is not valid');

/** The signed link's token, in the query (RFC 8058 one-click POSTs carry only the URL). */
export const unsubscribeQuerySchema = z.object({ token: tokenSchema }).strict('Only token is expected');

/** What an unsubscribe link concerns (one kind; a digest's, the kinds it carried) and where each stands now. */
export const unsubscribeStatusSchema = z.object({ kinds: z.array(z.object({ kind: kindSchema, label: z.string(), mode: modeSchema })) });
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;

/** POST /api/mail/unsubscribe/undo?token=: puts the kind back as it was (or as asked). */
export const unsubscribeUndoRequestSchema = z
  .object({ mode: z.enum(['instant', 'daily'], { errorMap: () => ({ message: 'mode must be instant or daily' }) }) })
  .strict('Send { "mode": "instant" | "daily" }');

/** One caught e-mail (GET /api/dev/mailbox, development only). */
export const caughtMailSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  messageId: z.string().nullable(),
  text: z.string(),
  html: z.string(),
  listUnsubscribe: z.string().nullable(),
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;

export const notificationPreferencesRoute = defineRoute({
  method: 'GET',
  path: '/api/me/notification-preferences',
  response: notificationPreferencesSchema,
});
export const updateNotificationPreferencesRoute = defineRoute({
  method: 'PUT',
  path: '/api/me/notification-preferences',
  body: updateNotificationPreferencesRequestSchema,
  response: commandResultSchema,
});
/** What the link concerns, without a session (the token is the authority). */
export const unsubscribeStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/mail/unsubscribe',
  query: unsubscribeQuerySchema,
  response: unsubscribeStatusSchema,
});
/** Turns the link's kind off (the page's button and RFC 8058 one-click POSTs from mail programs). */
export const unsubscribeRoute = defineRoute({
  method: 'POST',
  path: '/api/mail/unsubscribe',
  query: unsubscribeQuerySchema,
  response: unsubscribeStatusSchema,
});
export const unsubscribeUndoRoute = defineRoute({
  method: 'POST',
  path: '/api/mail/unsubscribe/undo',
  query: unsubscribeQuerySchema,
  body: unsubscribeUndoRequestSchema,
  response: unsubscribeStatusSchema,
});
/** The mail caught by the local catcher (`make run` without SMTP_URL); admins only, never in production. */
export const devMailboxRoute = defineRoute({
  method: 'GET',
  path: '/api/dev/mailbox',
  response: z.array(caughtMailSchema),
});

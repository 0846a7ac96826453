/**
 * /api/me/notification-preferences (the signed-in person's e-mail choices), /api/mail/unsubscribe
 * (signed links, no session: RFC 8058 one-click POSTs come from mail programs) and, in development
 * with the local catcher running, /api/dev/mailbox for admins.
 */
import {
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  mailPreferencesStreamId,
  type MailKind,
  type MailMode,
  type NotificationPreferences,
  type UnsubscribeStatus,
} from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { mailModes, mailRecipient } from '@tradeguild/projections';
import type { Request } from 'express';
import { NotFoundError, ValidationError } from '../errors.ts';
import { requireAdmin, requireUser, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import { execute, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import { isSuspended } from './addresses.ts';
import { devMailCatcher } from './catcher.ts';
import { mailPreferencesDecider, type MailCommand } from './decide.ts';
import { readUnsubscribeToken } from './tokens.ts';

const routes = apiRoutes.mail;

/** Whether mail to the person's address is suspended after repeated permanent refusals. */
async function addressSuspended(deps: AppDeps, userId: string): Promise<boolean> {
  const recipient = await mailRecipient(deps.db, userId);
  if (!recipient) return false;
  return isSuspended(deps.pool, recipient.email);
}

export function mailPreferenceRoutes(api: ApiRouter, deps: AppDeps): void {
  api.use(requireUser, freshReads(deps, 'mail'));

  api.on(routes.preferences, async (_input, req, res) => {
    const userId = user(req).id;
    const modes = await mailModes(deps.db, userId);
    const body: NotificationPreferences = {
      preferences: MAIL_KINDS.map((kind) => ({ kind, mode: modes[kind], label: MAIL_KIND_LABELS[kind] })),
      addressSuspended: await addressSuspended(deps, userId),
    };
    res.json(body);
  });

  commandRoutes(api, deps)(routes.updatePreferences, ({ body }, req) => {
    const userId = user(req).id;
    const command: MailCommand = { type: 'ChangeNotificationPreferences', data: { userId, changes: body.preferences, via: 'settings' } };
    const streamId = mailPreferencesStreamId(userId);
    return { streamId, decider: mailPreferencesDecider, command, commandId: body.commandId, id: streamId };
  });
}

export function unsubscribeRoutes(api: ApiRouter, deps: AppDeps): void {
  const read = (token: string) => {
    const t = readUnsubscribeToken(deps.config.SESSION_SECRET, token);
    // Altered, expired or for nothing we know: one answer, so tokens cannot be probed.
    if (!t) throw new ValidationError('This unsubscribe link is not valid or has expired. You can choose your e-mails in your settings.');
    return t;
  };
  const status = (kinds: MailKind[], modes: Record<MailKind, MailMode>): UnsubscribeStatus => ({
    kinds: kinds.map((kind) => ({ kind, label: MAIL_KIND_LABELS[kind], mode: modes[kind] })),
  });
  const change = async (req: Request, userId: string, changes: { kind: MailKind; mode: MailMode }[]) => {
    const command: MailCommand = { type: 'ChangeNotificationPreferences', data: { userId, changes, via: 'unsubscribe' } };
    await execute(deps, req, { streamId: mailPreferencesStreamId(userId), decider: mailPreferencesDecider, command });
    const modes = await mailModes(deps.db, userId);
    for (const c of changes) modes[c.kind] = c.mode;
    return modes;
  };

  api.on(routes.unsubscribeStatus, async ({ query }, _req, res) => {
    const t = read(query.token);
    res.json(status(t.kinds, await mailModes(deps.db, t.userId)));
  });

  api.on(routes.unsubscribe, async ({ query }, req, res) => {
    const t = read(query.token);
    const modes = await change(
      req,
      t.userId,
      t.kinds.map((kind) => ({ kind, mode: 'off' as const })),
    );
    res.json(status(t.kinds, modes));
  });

  api.on(routes.unsubscribeUndo, async ({ query, body }, req, res) => {
    const t = read(query.token);
    const modes = await change(
      req,
      t.userId,
      t.kinds.map((kind) => ({ kind, mode: body.mode })),
    );
    res.json(status(t.kinds, modes));
  });
}

/** The local catcher's mail: admins, outside production, and only while `make run` runs one. */
export function devMailboxRoutes(api: ApiRouter, deps: AppDeps): void {
  api.on(routes.devMailbox, requireAdmin(deps.policy), async (_input, _req, res) => {
    const catcher = deps.config.NODE_ENV === 'production' ? null : devMailCatcher();
    if (!catcher) throw new NotFoundError('No local mailbox: mail goes to the SMTP server (SMTP_URL)');
    res.json(catcher.mails().slice(0, 100));
  });
}

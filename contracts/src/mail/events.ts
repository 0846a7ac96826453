import { z } from 'zod';
import { defineEvent } from '../shared/event-registry.ts';
import { MAIL_KINDS, MAIL_MODES } from './mail.types.ts';

/**
 * A person changed how they hear about some kinds of e-mail: only the kinds named change. `via`
 * says whether it was the settings page or an unsubscribe link (and its undo). On the person's own
 * `mailPreferences-<userId>` stream, so the mail read model folds the same choices on a rebuild.
 */
export const notificationPreferencesChangedSchema = z.object({
  type: z.literal('NotificationPreferencesChanged'),
  data: z.object({
    userId: z.string(),
    changes: z.array(z.object({ kind: z.enum(MAIL_KINDS), mode: z.enum(MAIL_MODES) })),
    via: z.enum(['settings', 'unsubscribe']),
    changedAt: z.string(),
  }),
});
export type NotificationPreferencesChanged = z.infer<typeof notificationPreferencesChangedSchema>;

export type MailEvent = NotificationPreferencesChanged;

export const mailEventDefinitions = [defineEvent(notificationPreferencesChangedSchema)];

import { z } from 'zod';
import { defineEvent } from '../shared/event-registry.ts';

/**
 * A person read some of their notifications: the listed ones, and with `upTo` every one created
 * up to that moment ('Mark all as read'). On the person's own stream, so a rebuild of the read
 * model folds the same read marks again.
 */
export const notificationsReadSchema = z.object({
  type: z.literal('NotificationsRead'),
  data: z.object({
    userId: z.string(),
    notificationIds: z.array(z.string().uuid()),
    upTo: z.string().nullable(),
    readAt: z.string(),
  }),
});
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;

export type NotificationEvent = NotificationsRead;

export const notificationEventDefinitions = [defineEvent(notificationsReadSchema)];

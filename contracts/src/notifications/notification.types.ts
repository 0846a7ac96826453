import { z } from 'zod';
import { commandIdSchema } from '../shared/metadata.ts';
import { defineRoute } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/** What happened, for the icon and the tests; the sentence says it in words. */
export const NOTIFICATION_KINDS = [
  'quote_received',
  'quote_accepted',
  'quote_rejected',
  'quote_shortlisted',
  'quote_requested',
  'project_started',
  'project_completed',
  'room_message',
  'part_done',
  'report_hidden',
  'report_dismissed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification (GET /api/notifications, socket `notification:new`). */
export const notificationSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** A sentence with the names and the project's title, e.g. "Hartley Plumbing quoted £1,250.00 for 'New boiler'". */
  text: z.string(),
  /** Where a click goes: a path of the web app. */
  link: z.string(),
  projectId: z.string().uuid().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;

/** GET /api/notifications?limit&offset: newest first; the total is in X-Total-Count. */
export const listNotificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be 1 to ${NOTIFICATIONS_PAGE_MAX}`)
    .max(NOTIFICATIONS_PAGE_MAX, `limit must be 1 to ${NOTIFICATIONS_PAGE_MAX}`)
    .default(NOTIFICATIONS_PAGE_SIZE),
  offset: z.coerce
    .number({ invalid_type_error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .max(100_000, 'offset is too large')
    .default(0),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

/** GET /api/notifications/unread-count */
export const notificationUnreadCountSchema = z.object({ total: z.number().int().nonnegative() });
export type NotificationUnreadCount = z.infer<typeof notificationUnreadCountSchema>;

export const MARK_READ_MAX_IDS = 100;
const MARK_READ_MESSAGE = 'Send { "ids": [...] } or { "all": true }';

/** POST /api/notifications/read: the listed notifications ({ ids }), or all of them ({ all: true }). */
export const markNotificationsReadRequestSchema = z
  .object(
    {
      ids: z
        .array(z.string({ invalid_type_error: 'Each id must be a notification id' }).uuid('Each id must be a notification id'), {
          invalid_type_error: 'ids must be a list of notification ids',
        })
        .min(1, 'Name at least one notification')
        .max(MARK_READ_MAX_IDS, `At most ${MARK_READ_MAX_IDS} notifications at once`)
        .optional(),
      all: z.literal(true, { errorMap: () => ({ message: 'all must be true' }) }).optional(),
      commandId: commandIdSchema,
    },
    { invalid_type_error: MARK_READ_MESSAGE, required_error: MARK_READ_MESSAGE },
  )
  .strict(MARK_READ_MESSAGE)
  .refine((b) => (b.ids === undefined) !== (b.all === undefined), MARK_READ_MESSAGE);
export type MarkNotificationsReadRequest = z.input<typeof markNotificationsReadRequestSchema>;

/** socket `notifications:read`: the person read some (or all) notifications, maybe in another tab. */
export const notificationsReadPushSchema = z.object({
  notificationIds: z.array(z.string()),
  upTo: z.string().nullable(),
});
export type NotificationsReadPush = z.infer<typeof notificationsReadPushSchema>;

export const NOTIFICATION_SOCKET_EVENTS = { new: 'notification:new', read: 'notifications:read' } as const;

/** The caller's own notifications, newest first; the total is in the X-Total-Count header. */
export const notificationsRoute = defineRoute({
  method: 'GET',
  path: '/api/notifications',
  query: listNotificationsQuerySchema,
  response: notificationListSchema,
});
export const notificationsUnreadCountRoute = defineRoute({
  method: 'GET',
  path: '/api/notifications/unread-count',
  response: notificationUnreadCountSchema,
});
/** Marks the named notifications (or all) read; its `id` is the caller's notifications stream. */
export const markNotificationsReadRoute = defineRoute({
  method: 'POST',
  path: '/api/notifications/read',
  body: markNotificationsReadRequestSchema,
  response: commandResultSchema,
});

/**
 * Read marks on a person's own stream. The notifications are a read model, so the route tells the
 * decider which of the named ones are still unread (or how many are, for 'Mark all as read').
 */
export type NotificationCommand =
  | { type: 'MarkNotificationsRead'; data: { userId: string; unreadIds: string[] } }
  | { type: 'MarkAllNotificationsRead'; data: { userId: string; unreadCount: number } };

import type { Notification } from '@tradeguild/contracts/notifications/notification.types';

/** The listed ids (or every one, for null) as read. */
export const markReadInList = (list: Notification[], ids: readonly string[] | null): Notification[] =>
  list.map((n) => (!n.isRead && (ids === null || ids.includes(n.id)) ? { ...n, isRead: true } : n));

/** A pushed notification at the top, once: a push may arrive twice (delivery is at least once). */
export const prependNew = (list: Notification[], n: Notification, max: number): Notification[] =>
  list.some((m) => m.id === n.id) ? list : [n, ...list].slice(0, max);

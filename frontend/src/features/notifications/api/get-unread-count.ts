import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationUnreadCountSchema, type NotificationUnreadCount } from '@tradeguild/contracts/notifications/notification.types';
import { getJson } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_ROOT } from './query-root';

/** GET /api/notifications/unread-count: the number on the bell. */
export const getNotificationUnreadCount = (): Promise<NotificationUnreadCount> =>
  getJson('/api/notifications/unread-count', notificationUnreadCountSchema);

export const getNotificationUnreadCountQueryOptions = () =>
  queryOptions({ queryKey: [NOTIFICATIONS_QUERY_ROOT, 'unread-count'], queryFn: getNotificationUnreadCount });

export const useNotificationUnreadCount = () => useQuery(getNotificationUnreadCountQueryOptions());

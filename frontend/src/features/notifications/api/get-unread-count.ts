import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsUnreadCountRoute, type NotificationUnreadCount } from '@tradeguild/contracts/notifications/notification.types';
import { apiGet } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_ROOT } from './query-root';

/** GET /api/notifications/unread-count: the number on the bell. */
export const getNotificationUnreadCount = (): Promise<NotificationUnreadCount> => apiGet(notificationsUnreadCountRoute);

export const getNotificationUnreadCountQueryOptions = () =>
  queryOptions({ queryKey: [NOTIFICATIONS_QUERY_ROOT, 'unread-count'], queryFn: getNotificationUnreadCount });

export const useNotificationUnreadCount = () => useQuery(getNotificationUnreadCountQueryOptions());

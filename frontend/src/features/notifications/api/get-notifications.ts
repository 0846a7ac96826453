import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema, type Notification } from '@tradeguild/contracts/notifications/notification.types';
import { getJson } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_ROOT } from './query-root';

/** How many the panel shows: the latest ones. */
export const PANEL_SIZE = 20;

/** GET /api/notifications: the signed-in person's, newest first. */
export const getNotifications = (limit = PANEL_SIZE): Promise<Notification[]> =>
  getJson(`/api/notifications?limit=${limit}`, notificationListSchema);

export const getNotificationsQueryOptions = (limit = PANEL_SIZE) =>
  queryOptions({ queryKey: [NOTIFICATIONS_QUERY_ROOT, 'list', limit], queryFn: () => getNotifications(limit) });

/** Loaded when the panel first opens; pushes keep it current afterwards. */
export const useNotifications = ({ enabled }: { enabled: boolean }) => useQuery({ ...getNotificationsQueryOptions(), enabled });

import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_SOCKET_EVENTS, notificationSchema } from '@tradeguild/contracts/notifications/notification.types';
import { useSocketEvent, useSocketConnect } from '@/lib/socket';
import { getNotificationsQueryOptions, PANEL_SIZE } from '../api/get-notifications';
import { getNotificationUnreadCountQueryOptions } from '../api/get-unread-count';
import { NOTIFICATIONS_QUERY_ROOT } from '../api/query-root';
import { prependNew } from '../lib/notification-cache';

/**
 * Keeps the bell live: a new notification goes on top of the list at once and the count is read
 * again (a push may come twice, so it is never simply incremented); a read in another tab refetches.
 */
export function useNotificationsRealtime(): void {
  const queryClient = useQueryClient();
  const count = getNotificationUnreadCountQueryOptions().queryKey;

  useSocketEvent(NOTIFICATION_SOCKET_EVENTS.new, (payload) => {
    const parsed = notificationSchema.safeParse(payload);
    if (!parsed.success) return;
    queryClient.setQueryData(getNotificationsQueryOptions().queryKey, (old) => (old ? prependNew(old, parsed.data, PANEL_SIZE) : old));
    void queryClient.invalidateQueries({ queryKey: count });
  });

  useSocketEvent(NOTIFICATION_SOCKET_EVENTS.read, () => {
    void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_QUERY_ROOT] });
  });

  useSocketConnect(() => {
    // Pushes sent before the socket connected are gone: read the bell again.
    void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_QUERY_ROOT] });
  });
}

/** Mount once near the root (with the socket) so the bell stays live on every page. */
export function NotificationsRealtime(): null {
  useNotificationsRealtime();
  return null;
}

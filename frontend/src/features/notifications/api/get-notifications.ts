import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { notificationsRoute, type Notification } from '@tradeguild/contracts/notifications/notification.types';
import { apiGet, apiPage } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_ROOT } from './query-root';

/** How many the panel shows: the latest ones (pushes keep them current), then older ones a page at a time. */
export const PANEL_SIZE = 20;

/** GET /api/notifications: the signed-in person's, newest first. */
export const getNotifications = (limit = PANEL_SIZE): Promise<Notification[]> => apiGet(notificationsRoute, { query: { limit } });

export const getNotificationsQueryOptions = (limit = PANEL_SIZE) =>
  queryOptions({ queryKey: [NOTIFICATIONS_QUERY_ROOT, 'list', limit], queryFn: () => getNotifications(limit) });

/** Loaded when the panel first opens; pushes keep it current afterwards. */
export const useNotifications = ({ enabled }: { enabled: boolean }) => useQuery({ ...getNotificationsQueryOptions(), enabled });

export type NotificationPage = { items: Notification[]; total: number };

/** One page further down, with the person's total from X-Total-Count. */
export async function getNotificationPage(offset: number, limit = PANEL_SIZE): Promise<NotificationPage> {
  const { page, total } = await apiPage(notificationsRoute, { query: { limit, offset } }, (items) => offset + items.length);
  return { items: page, total };
}

/**
 * The older ones, below the latest PANEL_SIZE, by offset. A notification arriving meanwhile shifts
 * the offsets by one: a page may then repeat an item shown above it (the panel drops repeats), and
 * never skips one, since notifications are only ever added at the top.
 */
export const olderNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [NOTIFICATIONS_QUERY_ROOT, 'older'],
    queryFn: ({ pageParam }) => getNotificationPage(pageParam),
    initialPageParam: PANEL_SIZE,
    getNextPageParam: (last, _pages, offset) =>
      last.items.length > 0 && offset + last.items.length < last.total ? offset + last.items.length : undefined,
  });

/** Fetched only once the person asks for older notifications. */
export const useOlderNotifications = ({ enabled }: { enabled: boolean }) =>
  useInfiniteQuery({ ...olderNotificationsQueryOptions(), enabled });

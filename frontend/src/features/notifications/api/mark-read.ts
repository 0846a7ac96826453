import { useQueryClient } from '@tanstack/react-query';
import type { CommandResult } from '@tradeguild/contracts/shared/errors';
import { markNotificationsReadRoute, type MarkNotificationsReadRequest } from '@tradeguild/contracts/notifications/notification.types';
import { useAppMutation } from '@/lib/app-mutation';
import { apiCommand } from '@/lib/api-client';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import { markReadInList } from '../lib/notification-cache';
import { getNotificationsQueryOptions, olderNotificationsQueryOptions } from './get-notifications';
import { getNotificationUnreadCountQueryOptions } from './get-unread-count';

/** POST /api/notifications/read with { ids } or { all: true }. */
export const markNotificationsRead = (body: MarkNotificationsReadRequest): Promise<CommandResult> =>
  apiCommand(markNotificationsReadRoute, { body });

/** Greys the items and lowers the count at once; the refetch afterwards (with the command's position) confirms. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const list = getNotificationsQueryOptions().queryKey;
  const older = olderNotificationsQueryOptions().queryKey;
  const count = getNotificationUnreadCountQueryOptions().queryKey;
  return useAppMutation<CommandResult, MarkNotificationsReadRequest>({
    mutationFn: markNotificationsRead,
    onMutate: async (body) => {
      await Promise.all(
        [list, older, count]
          .filter((queryKey) => queryClient.getQueryData(queryKey) !== undefined)
          .map((queryKey) => queryClient.cancelQueries({ queryKey })),
      );
      const ids = 'ids' in body && body.ids ? body.ids : null;
      const shown = [...(queryClient.getQueryData(list) ?? []), ...(queryClient.getQueryData(older)?.pages.flatMap((p) => p.items) ?? [])];
      const newlyRead = ids ? new Set(shown.filter((n) => ids.includes(n.id) && !n.isRead).map((n) => n.id)).size : null;
      queryClient.setQueryData(list, (old) => (old ? markReadInList(old, ids) : old));
      queryClient.setQueryData(older, (old) =>
        old ? { ...old, pages: old.pages.map((p) => ({ ...p, items: markReadInList(p.items, ids) })) } : old,
      );
      queryClient.setQueryData(count, (old) => (old ? { total: newlyRead === null ? 0 : Math.max(0, old.total - newlyRead) } : old));
    },
    onError: (error) =>
      toast({
        title: 'Could not mark as read',
        description: failureText(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => Promise.all([list, older, count].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

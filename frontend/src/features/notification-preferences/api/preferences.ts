import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommandResult } from '@tradeguild/contracts/shared/errors';
import {
  notificationPreferencesRoute,
  updateNotificationPreferencesRoute,
  type NotificationPreferences,
  type UpdateNotificationPreferencesRequest,
} from '@tradeguild/contracts/mail/mail.types';
import { apiCommand, apiGet } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['notification-preferences'],
    queryFn: (): Promise<NotificationPreferences> => apiGet(notificationPreferencesRoute),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

/** PUT /api/me/notification-preferences: shown at once, confirmed by the refetch with the command's position. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = notificationPreferencesQueryOptions().queryKey;
  return useAppMutation<CommandResult, UpdateNotificationPreferencesRequest>({
    mutationFn: (body) => apiCommand(updateNotificationPreferencesRoute, { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (old) =>
        old
          ? {
              ...old,
              preferences: old.preferences.map((p) => ({ ...p, mode: body.preferences.find((c) => c.kind === p.kind)?.mode ?? p.mode })),
            }
          : old,
      );
    },
    onSuccess: () => toast({ title: 'E-mail preferences saved' }),
    onError: (error) =>
      toast({
        title: 'Could not save your e-mail preferences',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

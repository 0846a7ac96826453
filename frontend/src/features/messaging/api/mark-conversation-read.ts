import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markConversationReadRoute, type CommandResult } from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { clearUnread, markSentByRead } from '../utils/message-cache';
import { getConversationQueryOptions } from './get-conversation';
import { getConversationsQueryOptions } from './get-conversations';
import { getUnreadCountQueryOptions } from './get-unread-count';

/** PUT /api/messages/read/{partnerId}: everything the partner sent me so far is read. */
export const markConversationRead = (partnerId: string): Promise<CommandResult> =>
  apiCommand(markConversationReadRoute, { params: { partnerId } });

/** Clears the badges at once; the refetch afterwards (with the command's position) confirms. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  const conversations = getConversationsQueryOptions().queryKey;
  const unread = getUnreadCountQueryOptions().queryKey;
  return useMutation({
    mutationFn: markConversationRead,
    onMutate: async (partnerId) => {
      // A refetch started before this (by a push) must not bring the old count back afterwards.
      // A first load is left alone: cancelling it would show an empty list until onSettled.
      const refetching = [unread, conversations].filter((queryKey) => queryClient.getQueryData(queryKey) !== undefined);
      await Promise.all(refetching.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const row = queryClient.getQueryData(conversations)?.find((r) => r.partnerId === partnerId);
      if (row?.unreadCount) {
        queryClient.setQueryData(unread, (old) => (old ? { total: Math.max(0, old.total - row.unreadCount) } : old));
      }
      queryClient.setQueryData(conversations, (old) => (old ? clearUnread(old, partnerId) : old));
      queryClient.setQueryData(getConversationQueryOptions(partnerId).queryKey, (old) => (old ? markSentByRead(old, partnerId) : old));
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: unread }), queryClient.invalidateQueries({ queryKey: conversations })]),
  });
}

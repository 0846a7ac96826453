import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS, conversationReadPushSchema, messageSchema } from '@tradeguild/contracts';
import { useUser } from '@/lib/auth';
import { useSocketEvent, useSocketConnect } from '@/lib/socket';
import { getConversationQueryOptions } from '../api/get-conversation';
import { getConversationsQueryOptions } from '../api/get-conversations';
import { getUnreadCountQueryOptions } from '../api/get-unread-count';
import { MESSAGING_QUERY_ROOT } from '../api/query-root';
import { clearUnread, markLastReadByPartner, markSentByRead, upsertMessage } from '../utils/message-cache';

/**
 * Keeps the messaging caches live from socket pushes. The open conversation is patched in place;
 * the list and the unread total are refetched, since a push may start a conversation we do not
 * know yet (and its partner's name comes only from the list).
 */
export function useMessagingRealtime(): void {
  const queryClient = useQueryClient();
  const { user } = useUser();
  const meId = user?.id ?? null;

  const refreshSummaries = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: getUnreadCountQueryOptions().queryKey }),
    ]);

  useSocketEvent(SOCKET_EVENTS.messageNew, (payload) => {
    const parsed = messageSchema.safeParse(payload);
    if (!parsed.success || !meId) return;
    const message = parsed.data;
    const partnerId = message.senderId === meId ? message.receiverId : message.senderId;
    queryClient.setQueryData(getConversationQueryOptions(partnerId).queryKey, (old) => (old ? upsertMessage(old, message) : old));
    void refreshSummaries();
  });

  useSocketEvent(SOCKET_EVENTS.conversationRead, (payload) => {
    const parsed = conversationReadPushSchema.safeParse(payload);
    if (!parsed.success || !meId) return;
    const { readerId, partnerId, readAt } = parsed.data;
    // I read the partner's messages (maybe in another tab), or the partner read mine.
    const [other, sender] = readerId === meId ? [partnerId, partnerId] : [readerId, meId];
    queryClient.setQueryData(getConversationQueryOptions(other).queryKey, (old) => (old ? markSentByRead(old, sender, readAt) : old));
    queryClient.setQueryData(getConversationsQueryOptions().queryKey, (old) => {
      if (!old) return old;
      return readerId === meId ? clearUnread(old, other) : markLastReadByPartner(old, other, meId);
    });
    if (readerId === meId) void refreshSummaries();
  });

  useSocketConnect(() => {
    // Pushes sent before the socket connected are gone: read everything messaging shows again.
    void queryClient.invalidateQueries({ queryKey: [MESSAGING_QUERY_ROOT] });
  });
}

/** Mount once near the root so badges stay live on every page. */
export function MessagingRealtime(): null {
  useMessagingRealtime();
  return null;
}

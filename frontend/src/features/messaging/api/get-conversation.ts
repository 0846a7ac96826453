import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationRoute, type Message } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { mergeConversation } from '../utils/message-cache';
import { MESSAGING_QUERY_ROOT } from './query-root';

export type { Message };

/** The messages between the signed-in user and one partner, oldest first. */
export const getConversation = (partnerId: string): Promise<Message[]> => apiGet(conversationRoute, { params: { partnerId } });

export const getConversationQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: [MESSAGING_QUERY_ROOT, 'conversation', partnerId],
    queryFn: () => getConversation(partnerId),
    // A read that started before a send or a push must not drop the message those added.
    structuralSharing: (cached: unknown, fresh: unknown) => mergeConversation(cached as Message[] | undefined, fresh as Message[]),
  });

export const useConversation = (partnerId: string) => useQuery(getConversationQueryOptions(partnerId));

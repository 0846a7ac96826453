import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageListSchema, type Message } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { MESSAGING_QUERY_ROOT } from './query-root';

export type { Message };

/** The messages between the signed-in user and one partner, oldest first. */
export const getConversation = (partnerId: string): Promise<Message[]> =>
  getJson(`/api/messages/conversation/${encodeURIComponent(partnerId)}`, messageListSchema);

export const getConversationQueryOptions = (partnerId: string) =>
  queryOptions({ queryKey: [MESSAGING_QUERY_ROOT, 'conversation', partnerId], queryFn: () => getConversation(partnerId) });

export const useConversation = (partnerId: string) => useQuery(getConversationQueryOptions(partnerId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationsRoute, type ConversationSummary } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { MESSAGING_QUERY_ROOT } from './query-root';

export type { ConversationSummary };

/** One row per conversation: its last message, the partner and the unread count; newest first. */
export const getConversations = (): Promise<ConversationSummary[]> => apiGet(conversationsRoute);

export const getConversationsQueryOptions = () =>
  queryOptions({ queryKey: [MESSAGING_QUERY_ROOT, 'conversations'], queryFn: getConversations });

export const useConversations = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getConversationsQueryOptions(), enabled });

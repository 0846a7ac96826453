import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@tradeguild/contracts';
import { apiGet, firstPageRoutes } from '@/lib/api-client';
import { MESSAGING_QUERY_ROOT } from './query-root';

/** How many messages sent to the signed-in user are unread, over all conversations. */
// The top bar shows the badge on every page, a visitor's landing too: its route (and schema) loads when first needed.
export const getUnreadCount = (): Promise<UnreadCount> => apiGet(firstPageRoutes.messagesUnreadCount);

export const getUnreadCountQueryOptions = () => queryOptions({ queryKey: [MESSAGING_QUERY_ROOT, 'unread-count'], queryFn: getUnreadCount });

/** Only members have messages, so the caller says when to ask. */
export const useUnreadCount = ({ enabled }: { enabled: boolean }) => useQuery({ ...getUnreadCountQueryOptions(), enabled });

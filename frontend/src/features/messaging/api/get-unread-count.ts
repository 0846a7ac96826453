import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { MESSAGING_QUERY_ROOT } from './query-root';

/** How many messages sent to the signed-in user are unread, over all conversations. */
// The top bar shows the badge on every page, a visitor's landing too: its schema loads when first needed.
export const getUnreadCount = (): Promise<UnreadCount> =>
  getJson('/api/messages/unread-count', () => import('@tradeguild/contracts/messaging/message.types').then((m) => m.unreadCountSchema));

export const getUnreadCountQueryOptions = () => queryOptions({ queryKey: [MESSAGING_QUERY_ROOT, 'unread-count'], queryFn: getUnreadCount });

/** Only members have messages, so the caller says when to ask. */
export const useUnreadCount = ({ enabled }: { enabled: boolean }) => useQuery({ ...getUnreadCountQueryOptions(), enabled });

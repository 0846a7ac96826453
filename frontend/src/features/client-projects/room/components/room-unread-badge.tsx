import { Badge } from '@/components/ui/badge';
import { formatCount } from '@/lib/format';
import { useRoomUnread } from '../api/project-room';
import { useRoomSignals } from '../hooks/use-room-signals';

export const unreadText = (n: number) => `${formatCount(n, 'unread message', 'unread messages')} in the project room`;

/** The caller's unread count for one room, live; nothing when all is read. */
export function RoomUnreadBadge({ projectId }: { projectId: string }) {
  useRoomSignals(projectId);
  const count = useRoomUnread().data?.find((r) => r.projectId === projectId)?.unreadCount ?? 0;
  if (count === 0) return null;
  return (
    <Badge $variant="accent" data-testid="room-unread" title={unreadText(count)}>
      <span aria-hidden="true">{count} new</span>
      <span className="visually-hidden">{unreadText(count)}</span>
    </Badge>
  );
}

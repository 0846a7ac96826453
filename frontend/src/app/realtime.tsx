import { MessagingRealtime } from '@/features/messaging/hooks/use-messaging-realtime';
import { NotificationsRealtime } from '@/features/notifications/hooks/use-notifications-realtime';
import { SocketConnection } from '@/lib/socket';

/** The socket connection and every live-update hook; loaded on demand by MemberRealtime. */
export function Realtime() {
  return (
    <>
      <SocketConnection />
      <MessagingRealtime />
      <NotificationsRealtime />
    </>
  );
}

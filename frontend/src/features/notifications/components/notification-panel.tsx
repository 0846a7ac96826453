import { useEffect, useRef, useState } from 'react';
import type { Notification } from '@tradeguild/contracts/notifications/notification.types';
import styled from 'styled-components';
import { AlertCircle, BellOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/components/feedback/error-message';
import { PANEL_SIZE, useNotifications, useOlderNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

type Props = { unread: number; onClose: (refocus: boolean) => void };

/** The open bell: the latest notifications, older ones on request, 'Mark all as read', and loading, empty and error states. */
export function NotificationPanel({ unread, onClose }: Props) {
  const list = useNotifications({ enabled: true });
  const markRead = useMarkNotificationsRead();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Focus moves into the panel when it opens; Tab goes on to its items.
  useEffect(() => headingRef.current?.focus(), []);
  const open = (n: Notification) => {
    if (!n.isRead) markRead.mutate({ ids: [n.id] });
    onClose(false);
  };

  return (
    <Panel data-testid="notification-panel">
      <Head>
        <h2 ref={headingRef} tabIndex={-1}>
          Notifications
        </h2>
        <Button $variant="ghost" $size="sm" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
          Mark all as read
        </Button>
      </Head>
      <Body>
        {list.isPending ? (
          <Loading aria-busy="true" aria-label="Loading notifications">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton $w="28px" $h="28px" $radius="50%" />
                <div>
                  <Skeleton $w="90%" />
                  <Skeleton $w="40%" $h="0.75rem" style={{ marginTop: 6 }} />
                </div>
              </li>
            ))}
          </Loading>
        ) : list.isError ? (
          <State role="alert">
            <AlertCircle size={22} aria-hidden="true" />
            <p>Could not load notifications</p>
            <small>{errorMessage(list.error)}</small>
            <Button $variant="outline" $size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </State>
        ) : list.data.length === 0 ? (
          <State>
            <BellOff size={22} aria-hidden="true" />
            <p>No notifications yet</p>
            <small>Quotes, invitations and news of your projects will show up here.</small>
          </State>
        ) : (
          <>
            <List>
              {list.data.map((n) => (
                <li key={n.id}>
                  <NotificationItem notification={n} onOpen={() => open(n)} />
                </li>
              ))}
            </List>
            {list.data.length >= PANEL_SIZE && <OlderNotifications above={list.data} onOpen={open} />}
          </>
        )}
      </Body>
    </Panel>
  );
}

/** Below a full first page: 'Show older notifications', then a page at a time until there are no more. */
function OlderNotifications({ above, onOpen }: { above: Notification[]; onOpen: (n: Notification) => void }) {
  const [asked, setAsked] = useState(false);
  const older = useOlderNotifications({ enabled: asked });
  const seen = new Set(above.map((n) => n.id));
  const items = (older.data?.pages.flatMap((p) => p.items) ?? []).filter((n) => !seen.has(n.id) && seen.add(n.id));
  const loading = asked && (older.isPending || older.isFetchingNextPage);
  return (
    <>
      {items.length > 0 && (
        <List aria-label="Older notifications">
          {items.map((n) => (
            <li key={n.id}>
              <NotificationItem notification={n} onOpen={() => onOpen(n)} />
            </li>
          ))}
        </List>
      )}
      <More>
        {loading ? (
          <small aria-live="polite" aria-busy="true">
            Loading older notifications…
          </small>
        ) : asked && older.isError ? (
          <span role="alert">
            <small>Could not load older notifications</small>
            <Button $variant="outline" $size="sm" onClick={() => void (older.data ? older.fetchNextPage() : older.refetch())}>
              Try again
            </Button>
          </span>
        ) : !asked || older.hasNextPage ? (
          <Button $variant="ghost" $size="sm" onClick={() => (asked ? void older.fetchNextPage() : setAsked(true))}>
            Show older notifications
          </Button>
        ) : (
          <small>{items.length === 0 ? 'No older notifications' : "That's everything"}</small>
        )}
      </More>
    </>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 8px;
  right: 8px;
  z-index: ${({ theme }) => theme.z.menu};
  display: flex;
  flex-direction: column;
  max-height: min(520px, calc(100vh - 96px));
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    top: calc(100% + 8px);
    left: auto;
    right: 0;
    width: 400px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)}
    ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 700;
    &:focus {
      outline: none;
    }
  }
`;

const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Loading = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} 0;
  li {
    display: grid;
    grid-template-columns: 28px 1fr;
    gap: 12px;
    padding: 12px 16px;
  }
`;

const State = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(5)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

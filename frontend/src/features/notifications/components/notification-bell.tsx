import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Bell } from 'lucide-react';
import { IconButton } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import { useNotificationUnreadCount } from '../api/get-unread-count';
import { NotificationPanel } from './notification-panel';

export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/**
 * The bell in the top bar (members only): the unread count on a badge and in the label, and a
 * panel (a popover) with the latest notifications. Escape closes it and gives focus back to the
 * bell; a click elsewhere, or tabbing on past its last item, closes it.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const refocus = useRef(true);
  const { pathname } = useLocation();
  const unread = useNotificationUnreadCount().data?.total ?? 0;

  useEffect(() => setOpen(false), [pathname]);

  return (
    <Wrap>
      <Popover
        open={open}
        onOpenChange={(next) => {
          refocus.current = true;
          setOpen(next);
        }}
        label="Notifications"
        onCloseAutoFocus={(event) => !refocus.current && event.preventDefault()}
        trigger={
          <BellButton type="button" aria-label={bellLabel(unread)} data-testid="notification-bell">
            <Bell size={20} aria-hidden="true" />
            {unread > 0 && (
              <Count aria-hidden="true" data-testid="notification-count">
                {unread > 99 ? '99+' : unread}
              </Count>
            )}
          </BellButton>
        }
      >
        <NotificationPanel
          unread={unread}
          onClose={(focusBell) => {
            // Following a notification's link: focus goes with the page, not back to the bell.
            refocus.current = focusBell;
            setOpen(false);
          }}
        />
      </Popover>
    </Wrap>
  );
}

/** Below md the panel hangs from the whole top bar (the header is its positioned ancestor); above, from the bell. */
const Wrap = styled.div`
  grid-area: bell;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    position: relative;
  }
`;

const BellButton = styled(IconButton)`
  position: relative;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.brandTint};
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Count = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1;
`;

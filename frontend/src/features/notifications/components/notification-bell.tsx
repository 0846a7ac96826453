import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Bell } from 'lucide-react';
import { IconButton } from '@/components/ui/button';
import { useNotificationUnreadCount } from '../api/get-unread-count';
import { NotificationPanel } from './notification-panel';

export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/**
 * The bell in the top bar (members only): the unread count on a badge and in the label, and a
 * panel with the latest notifications. Escape or a click outside closes it and gives focus back.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const unread = useNotificationUnreadCount().data?.total ?? 0;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    // Tabbing on past the last item leaves the panel: it closes, as a click elsewhere does.
    <Wrap
      ref={wrapRef}
      onBlur={(e) => {
        if (open && e.relatedTarget instanceof Node && !wrapRef.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <BellButton
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 && (
          <Count aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </Count>
        )}
      </BellButton>
      {open && <NotificationPanel id={panelId} unread={unread} onClose={close} />}
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

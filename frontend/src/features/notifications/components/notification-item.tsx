import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  CheckCircle2,
  EyeOff,
  FileText,
  Flag,
  ListChecks,
  Mail,
  MessagesSquare,
  PlayCircle,
  ShieldCheck,
  Star,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import type { Notification, NotificationKind } from '@tradeguild/contracts/notifications/notification.types';
import { formatRelativeTime } from '@/lib/format';
import { scrollToHashWhenReady } from '../lib/scroll-to-hash';

const ICONS: Record<NotificationKind, LucideIcon> = {
  quote_received: FileText,
  quote_accepted: CheckCircle2,
  quote_rejected: XCircle,
  quote_shortlisted: Star,
  quote_requested: Mail,
  project_started: PlayCircle,
  project_completed: Flag,
  room_message: MessagesSquare,
  part_done: ListChecks,
  report_hidden: EyeOff,
  report_dismissed: ShieldCheck,
};

/** One notification: a link to where it happened; opening it marks it read. */
export function NotificationItem({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  const Icon = ICONS[n.kind];
  const hash = n.link.includes('#') ? n.link.slice(n.link.indexOf('#')) : '';
  return (
    <Item
      to={n.link}
      $unread={!n.isRead}
      data-testid="notification-item"
      onClick={() => {
        onOpen();
        if (hash) scrollToHashWhenReady(hash);
      }}
    >
      <IconWrap aria-hidden="true" $unread={!n.isRead}>
        <Icon size={16} />
      </IconWrap>
      <Text>
        <span>{n.text}</span>
        <When dateTime={n.createdAt}>{formatRelativeTime(n.createdAt)}</When>
      </Text>
      {!n.isRead && <Dot aria-hidden="true" />}
      {!n.isRead && <span className="visually-hidden"> (unread)</span>}
    </Item>
  );
}

const Item = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 32px 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.brandTint : theme.colors.surface)};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const IconWrap = styled.span<{ $unread: boolean }>`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.brand : theme.colors.surfaceMuted)};
  color: ${({ theme, $unread }) => ($unread ? theme.colors.white : theme.colors.textMuted)};
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
`;

const Dot = styled.span`
  width: 9px;
  height: 9px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
`;

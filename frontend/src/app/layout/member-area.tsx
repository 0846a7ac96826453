import styled from 'styled-components';
import { LogOut, Settings } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { USER_TYPE_LABELS } from '@/config/trade-labels';
import { displayName, type CurrentUser } from '@/lib/auth';
import { goToLogout } from '@/lib/navigation';
import { Row } from './user-area-row';

/**
 * Who is signed in (picture, name, role), Settings and Logout. Its own chunk (through `UserArea`): a
 * visitor's landing never draws it, so its picture, badge and icons stay off that first load (issue 22).
 */
export function MemberArea({ user, compact = false }: { user: CurrentUser; compact?: boolean }) {
  const name = displayName(user);
  // The admin account by e-mail keeps userType 'client' in its row; isAdmin says who may administer.
  const role = user.isAdmin ? 'admin' : user.userType;
  return (
    <Row>
      <Identity>
        <Avatar src={user.profileImageUrl} alt={`${name}'s profile picture`} size={34} />
        <Who $compact={compact}>
          <Name title={name}>{name}</Name>
          <Badge $variant={role === 'tradesman' ? 'accent' : 'secondary'}>{USER_TYPE_LABELS[role]}</Badge>
        </Who>
      </Identity>
      <SettingsLink href="/settings" $variant="ghost" $size="sm" aria-label="Settings" title="Settings">
        <Settings size={16} aria-hidden="true" />
      </SettingsLink>
      <Button $variant="outline" $size="sm" onClick={goToLogout}>
        <LogOut size={16} aria-hidden="true" />
        Logout
      </Button>
    </Row>
  );
}

/** A plain link (the top bar is also drawn outside a router, in component tests). */
const SettingsLink = styled.a<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-width: 0;
`;

const Who = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: ${({ $compact }) => ($compact ? 'row' : 'column')};
  align-items: ${({ $compact }) => ($compact ? 'center' : 'flex-start')};
  gap: ${({ $compact }) => ($compact ? '8px' : '1px')};
  min-width: 0;
`;

const Name = styled.span`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

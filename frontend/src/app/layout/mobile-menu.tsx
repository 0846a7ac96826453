import styled from 'styled-components';
import { Sheet } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { MessagesUnreadBadge } from '@/features/messaging/components/unread-badge';
import type { CurrentUser } from '@/lib/auth';
import { navItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { UserArea } from './user-area';

type Props = { id: string; open: boolean; user: CurrentUser | null; onClose: () => void; onPrompt: () => void };

/** The small-screen menu (a modal sheet under the top bar): the same links as the top bar; any link click closes it. */
export function MobileMenu({ id, open, user, onClose, onPrompt }: Props) {
  return (
    <Sheet open={open} onClose={onClose} label="Menu">
      <Panel id={id}>
        <nav aria-label="Main menu">
          <List role="list">
            {navItems(user, 'mobile').map((item) => (
              <li key={item.to}>
                <NavLinkItem
                  item={item}
                  loggedIn={user !== null}
                  $mobile
                  badge={item.to === paths.messages && <MessagesUnreadBadge />}
                  onNavigate={onClose}
                  onPrompt={() => {
                    onClose();
                    onPrompt();
                  }}
                />
              </li>
            ))}
          </List>
          <Footer>
            <UserArea user={user} compact />
          </Footer>
        </nav>
      </Panel>
    </Sheet>
  );
}

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.z.menu};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 2px;
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    flex-wrap: wrap;
    justify-content: space-between;
  }
`;

import styled from 'styled-components';
import { X } from 'lucide-react';
import { IconButton } from '@/components/ui/button';
import { Sheet, SheetClose } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { MessagesUnreadBadge } from '@/features/messaging/components/unread-badge';
import type { CurrentUser } from '@/lib/auth';
import { NAV_ICONS } from './nav-icons';
import { navItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { UserArea } from './user-area';

type Props = { id: string; open: boolean; user: CurrentUser | null; onClose: () => void; onPrompt: () => void };

/**
 * The small-screen menu (a modal sheet under the top bar): the same links as the top bar; any link
 * click closes it. The sheet hides the top bar's toggle from Tab and screen readers while it is open,
 * so it brings its own "Close menu" button, first in the sheet and drawn exactly over the toggle.
 */
export function MobileMenu({ id, open, user, onClose, onPrompt }: Props) {
  return (
    <Sheet open={open} onClose={onClose} label="Menu">
      <Layer>
        <CloseSpot>
          <SheetClose asChild>
            <IconButton aria-label="Close menu">
              <X size={22} aria-hidden="true" />
            </IconButton>
          </SheetClose>
        </CloseSpot>
        <Panel id={id}>
          <nav aria-label="Main menu">
            <List role="list">
              {navItems(user, 'mobile').map((item) => (
                <li key={item.to}>
                  <NavLinkItem
                    item={item}
                    loggedIn={user !== null}
                    $mobile
                    icon={NAV_ICONS[item.to]}
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
      </Layer>
    </Sheet>
  );
}

/**
 * The dialog itself: a box of no height in the top bar's flow, so what it holds is placed against the
 * top bar (a sticky header: the containing block of both).
 */
const Layer = styled.div`
  &:focus {
    outline: none;
  }
`;

/** The top bar's height at the toggle's right edge (the bar's inner padding; its row is centred), over the toggle. */
const CloseSpot = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  right: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.z.menu};
  display: flex;
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

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

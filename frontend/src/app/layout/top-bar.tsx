import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Menu, X } from 'lucide-react';
import { AuthPromptDialog } from '@/components/auth-prompt-dialog';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { MessagesUnreadBadge } from '@/features/messaging/components/unread-badge';
import { useUser } from '@/lib/auth';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { UserArea } from './user-area';

const MENU_ID = 'mobile-menu';

export function TopBar() {
  const { user } = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  return (
    <Header>
      <Inner>
        <HomeLink to="/" aria-label="TradeGuild home">
          <Logo />
        </HomeLink>
        <DesktopNav aria-label="Main">
          {navItems(user, 'desktop').map((item) => (
            <NavLinkItem key={item.to} item={item} loggedIn={user !== null} onPrompt={() => setPromptOpen(true)} badge={item.to === paths.messages && <MessagesUnreadBadge />} />
          ))}
        </DesktopNav>
        <DesktopUser>
          <UserArea user={user} />
        </DesktopUser>
        <Toggle
          type="button"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        </Toggle>
      </Inner>
      {menuOpen && (
        <MobileMenu id={MENU_ID} user={user} onClose={() => setMenuOpen(false)} onPrompt={() => setPromptOpen(true)} />
      )}
      <AuthPromptDialog open={promptOpen} onClose={() => setPromptOpen(false)} />
    </Header>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.topBar};
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas: 'logo . toggle';
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-areas: 'logo . user' 'nav nav nav';
    padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(1.5)};
  }
  @media (min-width: 1140px) {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'logo nav user';
    padding-bottom: ${({ theme }) => theme.space(2.5)};
  }
`;

const HomeLink = styled(Link)`
  grid-area: logo;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const DesktopNav = styled.nav`
  grid-area: nav;
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    margin: 0 -12px;
  }
  @media (min-width: 1140px) { justify-content: center; margin: 0; }
`;

const DesktopUser = styled.div`
  grid-area: user;
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) { display: block; }
`;

const Toggle = styled.button`
  grid-area: toggle;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) { display: none; }
`;

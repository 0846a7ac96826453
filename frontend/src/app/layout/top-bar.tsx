import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Menu, X } from 'lucide-react';
import { AuthPromptDialog } from '@/components/auth-prompt-dialog';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { IconButton } from '@/components/ui/button';
import { useLatch } from '@/components/ui/use-latch';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { navItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { UserArea } from './user-area';

const MENU_ID = 'mobile-menu';

// Members only: a visitor's landing never downloads the bell (issue 15).
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
// Members only too (NavLinkItem shows a badge only to a signed-in user): its query code stays off a
// visitor's landing (issue 22).
const MessagesUnreadBadge = lazy(() =>
  import('@/features/messaging/components/unread-badge').then((m) => ({ default: m.MessagesUnreadBadge })),
);
// The small-screen menu is a Radix Dialog: its code loads when the menu is first opened.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export function TopBar() {
  const { user, isLoading } = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuWanted = useLatch(menuOpen);
  const [promptOpen, setPromptOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  // Until the user is known: a neutral bar, never a visitor's Login / Join buttons (issue 15).
  if (isLoading) return <LoadingTopBar />;

  return (
    <Header>
      <Inner $bell={user !== null}>
        <HomeLink to="/" aria-label="TradeGuild home">
          <Logo />
        </HomeLink>
        <DesktopNav aria-label="Main">
          {navItems(user, 'desktop').map((item) => (
            <NavLinkItem
              key={item.to}
              item={item}
              loggedIn={user !== null}
              onPrompt={() => setPromptOpen(true)}
              badge={
                item.to === paths.messages && (
                  <Suspense fallback={null}>
                    <MessagesUnreadBadge />
                  </Suspense>
                )
              }
            />
          ))}
        </DesktopNav>
        {user && (
          <Suspense fallback={<BellSkeleton $w="44px" $h="44px" $radius="10px" />}>
            <NotificationBell />
          </Suspense>
        )}
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
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu id={MENU_ID} open={menuOpen} user={user} onClose={() => setMenuOpen(false)} onPrompt={() => setPromptOpen(true)} />
        </Suspense>
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

/** The bell's column exists for members only: a visitor's bar has no empty column (and no extra gap). */
const Inner = styled.div<{ $bell?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $bell }) => ($bell ? 'auto 1fr auto auto' : 'auto 1fr auto')};
  grid-template-areas: ${({ $bell }) => ($bell ? "'logo . bell toggle'" : "'logo . toggle'")};
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-areas: ${({ $bell }) => ($bell ? "'logo . bell user' 'nav nav nav nav'" : "'logo . user' 'nav nav nav'")};
    padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(1.5)};
  }
  @media (min-width: 1140px) {
    grid-template-areas: ${({ $bell }) => ($bell ? "'logo nav bell user'" : "'logo nav user'")};
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
  @media (min-width: 1140px) {
    justify-content: center;
    margin: 0;
  }
`;

const DesktopUser = styled.div`
  grid-area: user;
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: block;
  }
`;

const Toggle = styled(IconButton)`
  grid-area: toggle;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

/** The top bar while /api/auth/user is pending: the logo and grey placeholders where links and account go. */
function LoadingTopBar() {
  return (
    <Header aria-busy="true">
      <Inner>
        <HomeLink to="/" aria-label="TradeGuild home">
          <Logo />
        </HomeLink>
        <DesktopNav aria-label="Main" data-testid="top-bar-skeleton">
          {[96, 104, 84, 48, 80].map((w, i) => (
            <Skeleton key={i} $w={`${w}px`} $h="20px" $radius="6px" style={{ margin: '8px 12px' }} />
          ))}
        </DesktopNav>
        <DesktopUser>
          <Skeleton $w="190px" $h="36px" $radius="10px" />
        </DesktopUser>
        <ToggleSkeleton $w="44px" $h="44px" $radius="10px" />
      </Inner>
    </Header>
  );
}

const BellSkeleton = styled(Skeleton)`
  grid-area: bell;
`;

const ToggleSkeleton = styled(Skeleton)`
  grid-area: toggle;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

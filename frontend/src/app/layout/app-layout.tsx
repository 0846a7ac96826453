import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AppFooter } from '@/components/app-footer';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { Toaster } from '@/components/toast/toaster';
import { useUser } from '@/lib/auth';
import { TopBar } from './top-bar';

// Members only (an open account), in a chunk of its own: a visitor's landing never downloads it (issue 25).
const AddressSuspendedBanner = lazy(() =>
  import('@/features/notification-preferences/components/address-suspended-banner').then((m) => ({ default: m.AddressSuspendedBanner })),
);

/** The blog's public pages bring the landing page's full footer, as the spec's blog list has. */
const isBlogPage = (pathname: string) => pathname === '/blog' || pathname.startsWith('/blog/');

export function AppLayout() {
  const { pathname } = useLocation();
  const { user } = useUser();
  // The landing page ('/' for visitors) brings its own full footer.
  const showFooter = !(pathname === '/' && !user) && !isBlogPage(pathname);
  // To the top on a change of page; not on the first render, which would throw a reader of the
  // prerendered landing back to the top when the page hydrates (issue 22).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <TopBar />
      <Main id="main" tabIndex={-1}>
        {user && !user.closedAt && (
          <Suspense fallback={null}>
            <AddressSuspendedBanner />
          </Suspense>
        )}
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </Main>
      {showFooter && <AppFooter />}
      <Toaster />
    </Shell>
  );
}

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  &:focus {
    top: 12px;
  }
`;

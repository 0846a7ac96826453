import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { useUser } from '@/lib/auth';

/** Members-only routes: wait for the user, then send logged-out visitors to the landing page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, user } = useUser();
  const { pathname } = useLocation();
  if (isLoading) return <PageSkeleton />;
  if (!isAuthenticated) return <Navigate to="/" replace />;
  // A closed account (signed in again within the grace period) may only reopen it or take its data.
  if (user?.closedAt && pathname !== '/settings') return <Navigate to="/settings" replace />;
  return <>{children}</>;
}

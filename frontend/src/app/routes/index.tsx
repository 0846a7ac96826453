import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { useUser } from '@/lib/auth';
import { LandingRoute } from './landing';

// Members-only code is loaded on demand so visitors download only the landing page.
const DashboardRoute = lazy(() => import('../route-pages').then((m) => m.dashboardRoute()));

/** '/': a neutral skeleton until the user is known, then the landing page or the dashboard for members. */
export function IndexRoute() {
  const { isLoading, isAuthenticated, user } = useUser();
  if (isLoading) return <PageSkeleton />;
  if (!isAuthenticated) return <LandingRoute />;
  // A closed account signed in again: Settings offers to reopen it (decision 0061).
  if (user?.closedAt) return <Navigate to="/settings" replace />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <DashboardRoute />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { useUser } from '@/lib/auth';
import { LandingRoute } from './landing';

// Members-only code is loaded on demand so visitors download only the landing page.
const DashboardRoute = lazy(() => import('../route-pages').then((m) => m.dashboardRoute()));

/** '/': a neutral skeleton until the user is known, then the landing page or the dashboard for members. */
export function IndexRoute() {
  const { isLoading, isAuthenticated } = useUser();
  if (isLoading) return <PageSkeleton />;
  if (!isAuthenticated) return <LandingRoute />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <DashboardRoute />
    </Suspense>
  );
}

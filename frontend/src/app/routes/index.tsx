import { useUser } from '@/lib/auth';
import { DashboardRoute } from './dashboard';
import { LandingRoute } from './landing';

/** '/': the landing page while loading or logged out, the dashboard for members. */
export function IndexRoute() {
  const { isLoading, isAuthenticated } = useUser();
  if (isLoading || !isAuthenticated) return <LandingRoute />;
  return <DashboardRoute />;
}

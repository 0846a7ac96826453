import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { useUser } from '@/lib/auth';

/** Members-only routes: wait for the user, then send logged-out visitors to the landing page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useUser();
  if (isLoading) return <PageSkeleton />;
  if (!isAuthenticated) return <Navigate to="/" replace />;
  return <>{children}</>;
}

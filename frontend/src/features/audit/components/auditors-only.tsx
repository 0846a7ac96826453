import { AccessDenied } from '@/components/feedback/access-denied';
import type { ReactNode } from 'react';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { useUser } from '@/lib/auth';

/** The audit area: the admin and AUDITOR_EMAILS only (the server refuses everyone else too). */
export function AuditorsOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSkeleton />;
  if (!user?.isAuditor) return <AccessDenied />;
  return <>{children}</>;
}

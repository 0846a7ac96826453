import type { ReactNode } from 'react';
import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';

type Props<T> = {
  query: UseQueryResult<T[]>;
  icon: LucideIcon;
  empty: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  failed: string;
  skeletonHeight?: string;
  children: (items: T[]) => ReactNode;
};

/** The loading, failed and empty states every tab shares; the list itself comes from `children`. */
export function ListStates<T>({ query, icon, empty, emptyText, emptyAction, failed, skeletonHeight = '96px', children }: Props<T>) {
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading" style={{ display: 'grid', gap: 12 }}>
        {[0, 1].map((i) => (
          <Skeleton key={i} $h={skeletonHeight} $radius="12px" />
        ))}
      </div>
    );
  }
  if (query.isError) return <EmptyState tone="danger" icon={AlertTriangle} title={failed} text="Please refresh the page to try again." />;
  if (query.data.length === 0) return <EmptyState icon={icon} title={empty} text={emptyText} action={emptyAction} />;
  return <>{children(query.data)}</>;
}

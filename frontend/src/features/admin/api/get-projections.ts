import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectionStatusesRoute, type ProjectionStatus } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from './query-root';

export type { ProjectionStatus };

/** While something rebuilds the panel also refetches, for rebuilds started elsewhere (make rebuild). */
export const getProjectionsQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'projections'],
    queryFn: () => apiGet(projectionStatusesRoute),
    refetchInterval: (query) => (query.state.data?.some((p) => p.state === 'rebuilding') ? 3000 : 30_000),
  });

export const useProjections = () => useQuery(getProjectionsQueryOptions());

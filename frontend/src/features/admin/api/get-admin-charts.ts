import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminChartsRoute, type AdminCharts } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from './query-root';

export type { AdminCharts };

export const getAdminChartsQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'charts'], queryFn: () => apiGet(adminChartsRoute) });

export const useAdminCharts = () => useQuery(getAdminChartsQueryOptions());

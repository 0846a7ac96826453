import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminChartsSchema, type AdminCharts } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from './query-root';

export type { AdminCharts };

export const getAdminChartsQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'charts'], queryFn: () => getJson('/api/admin/charts', adminChartsSchema) });

export const useAdminCharts = () => useQuery(getAdminChartsQueryOptions());

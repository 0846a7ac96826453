import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsSchema, blogStatsSchema, type AdminStats, type BlogStats } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from './query-root';

export type { AdminStats, BlogStats };

export const getAdminStatsQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'stats'], queryFn: () => getJson('/api/admin/stats', adminStatsSchema) });

export const useAdminStats = () => useQuery(getAdminStatsQueryOptions());

/** The blog's own figures (GET /api/blog/stats), for the Blog tab. */
export const getBlogStatsQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'blog-stats'], queryFn: () => getJson('/api/blog/stats', blogStatsSchema) });

export const useBlogStats = () => useQuery(getBlogStatsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsRoute, blogStatsRoute, type AdminStats, type BlogStats } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from './query-root';

export type { AdminStats, BlogStats };

export const getAdminStatsQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'stats'], queryFn: () => apiGet(adminStatsRoute) });

export const useAdminStats = () => useQuery(getAdminStatsQueryOptions());

/** The blog's own figures (GET /api/blog/stats), for the Blog tab. */
export const getBlogStatsQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'blog-stats'], queryFn: () => apiGet(blogStatsRoute) });

export const useBlogStats = () => useQuery(getBlogStatsQueryOptions());

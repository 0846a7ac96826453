import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_BACKFILL, adminActivityRoute, type ActivityItem, type ActivityType } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from './query-root';

export type { ActivityItem, ActivityType };

/** The newest items (the backfill a reload shows); the live list grows from pushes. */
export const getActivity = (type: ActivityType | null): Promise<ActivityItem[]> =>
  apiGet(adminActivityRoute, { query: { limit: ACTIVITY_BACKFILL, type: type ?? undefined } });

export const getActivityQueryOptions = (type: ActivityType | null) =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'activity', type], queryFn: () => getActivity(type) });

export const useActivity = (type: ActivityType | null) => useQuery(getActivityQueryOptions(type));

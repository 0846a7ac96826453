import { queryOptions, useQuery } from '@tanstack/react-query';
import { myApplicationListSchema, type MyApplication } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { jobsQueryRoot } from './get-jobs';

export type { MyApplication };

/** GET /api/applications/me: the tradesman's quotes, newest first. */
export const getMyApplications = (): Promise<MyApplication[]> => getJson('/api/applications/me', myApplicationListSchema);

export const getMyApplicationsQueryOptions = () =>
  queryOptions({ queryKey: [...jobsQueryRoot, 'my-applications'], queryFn: getMyApplications });

export const useMyApplications = () => useQuery(getMyApplicationsQueryOptions());

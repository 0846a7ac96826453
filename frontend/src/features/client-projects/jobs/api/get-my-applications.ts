import { queryOptions, useQuery } from '@tanstack/react-query';
import { myApplicationsRoute, type MyApplication } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { jobsQueryRoot } from './get-jobs';

export type { MyApplication };

/** GET /api/applications/me: the tradesman's quotes, newest first. */
export const getMyApplications = (): Promise<MyApplication[]> => apiGet(myApplicationsRoute);

export const getMyApplicationsQueryOptions = () =>
  queryOptions({ queryKey: [...jobsQueryRoot, 'my-applications'], queryFn: getMyApplications });

export const useMyApplications = () => useQuery(getMyApplicationsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobRoute, type JobDetail } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { jobsQueryRoot } from './get-jobs';

export type { JobDetail };

/** GET /api/jobs/{id}: the project and the caller's own quote on it. */
export const getJob = (id: string): Promise<JobDetail> => apiGet(jobRoute, { params: { id } });

export const getJobQueryOptions = (id: string) => queryOptions({ queryKey: [...jobsQueryRoot, 'detail', id], queryFn: () => getJob(id) });

export const useJob = (id: string) => useQuery(getJobQueryOptions(id));

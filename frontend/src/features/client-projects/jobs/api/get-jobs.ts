import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { findJobsRoute, type FindJobsQueryInput, type FindJobsResponse } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';

export type JobFilters = { search: string; trade: string; projectType: string; maxDistance: string; offset: number };

/** Empty filters and the first page's offset are left out of the address. */
const toQuery = (f: JobFilters): FindJobsQueryInput => ({
  search: f.search.trim(),
  trade: f.trade,
  projectType: f.projectType,
  maxDistance: f.maxDistance,
  offset: f.offset || undefined,
});

/** GET /api/jobs: open projects for the tradesman's trades, nearest first. */
export const getJobs = (filters: JobFilters): Promise<FindJobsResponse> => apiGet(findJobsRoute, { query: toQuery(filters) });

export const jobsQueryRoot = ['jobs'] as const;
export const getJobsQueryOptions = (filters: JobFilters) =>
  queryOptions({ queryKey: [...jobsQueryRoot, 'list', filters], queryFn: () => getJobs(filters), placeholderData: keepPreviousData });

export const useJobs = (filters: JobFilters) => useQuery(getJobsQueryOptions(filters));

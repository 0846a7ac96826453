import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { findJobsResponseSchema, type FindJobsQueryInput, type FindJobsResponse } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';

export type JobFilters = { search: string; trade: string; projectType: string; maxDistance: string; offset: number };

const toQuery = (f: JobFilters): string => {
  const q: Record<string, string> = {};
  const input: FindJobsQueryInput = {
    search: f.search.trim(),
    trade: f.trade as never,
    projectType: f.projectType as never,
    maxDistance: f.maxDistance,
    offset: f.offset,
  };
  for (const [k, v] of Object.entries(input)) if (v !== '' && v !== undefined && v !== 0) q[k] = String(v);
  return new URLSearchParams(q).toString();
};

/** GET /api/jobs: open projects for the tradesman's trades, nearest first. */
export const getJobs = (filters: JobFilters): Promise<FindJobsResponse> => getJson(`/api/jobs?${toQuery(filters)}`, findJobsResponseSchema);

export const jobsQueryRoot = ['jobs'] as const;
export const getJobsQueryOptions = (filters: JobFilters) =>
  queryOptions({ queryKey: [...jobsQueryRoot, 'list', filters], queryFn: () => getJobs(filters), placeholderData: keepPreviousData });

export const useJobs = (filters: JobFilters) => useQuery(getJobsQueryOptions(filters));

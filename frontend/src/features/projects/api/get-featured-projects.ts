import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, featuredProjectsResponseSchema, type PortfolioProject } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { projectsQueryRoot } from './get-project';

/** Best showcase of each trade from verified tradesmen (the home page shows the first 3). */
export const getFeaturedProjects = (): Promise<PortfolioProject[]> =>
  getJson(`/api/projects/featured?limit=${LIMITS.featuredProjects}`, featuredProjectsResponseSchema);

export const getFeaturedProjectsQueryOptions = () =>
  queryOptions({ queryKey: [...projectsQueryRoot, 'featured'], queryFn: getFeaturedProjects });

export const useFeaturedProjects = () => useQuery(getFeaturedProjectsQueryOptions());

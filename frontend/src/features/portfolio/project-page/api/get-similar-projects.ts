import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioProjectListSchema, type PortfolioProject } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { portfolioProjectsQueryRoot } from './get-portfolio-project';

/** Same category or a shared trade, never the project itself (4 by default). */
export const getSimilarProjects = (id: string): Promise<PortfolioProject[]> =>
  getJson(`/api/projects/${encodeURIComponent(id)}/similar`, portfolioProjectListSchema);

export const getSimilarProjectsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...portfolioProjectsQueryRoot, id, 'similar'], queryFn: () => getSimilarProjects(id) });

export const useSimilarProjects = (id: string) => useQuery(getSimilarProjectsQueryOptions(id));

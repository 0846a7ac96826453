import { queryOptions, useQuery } from '@tanstack/react-query';
import { similarProjectsRoute, type PortfolioProject } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { portfolioProjectsQueryRoot } from './get-portfolio-project';

/** Same category or a shared trade, never the project itself (4 by default). */
export const getSimilarProjects = (id: string): Promise<PortfolioProject[]> => apiGet(similarProjectsRoute, { params: { id } });

export const getSimilarProjectsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...portfolioProjectsQueryRoot, id, 'similar'], queryFn: () => getSimilarProjects(id) });

export const useSimilarProjects = (id: string) => useQuery(getSimilarProjectsQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioProjectListSchema, type PortfolioProject } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { tradesmenQueryRoot } from './get-tradesman';

export type { PortfolioProject };

export const getTradesmanProjects = (id: string): Promise<PortfolioProject[]> =>
  getJson(`/api/tradesmen/${encodeURIComponent(id)}/projects`, portfolioProjectListSchema);

export const getTradesmanProjectsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...tradesmenQueryRoot, id, 'projects'], queryFn: () => getTradesmanProjects(id) });

export const useTradesmanProjects = (id: string) => useQuery(getTradesmanProjectsQueryOptions(id));

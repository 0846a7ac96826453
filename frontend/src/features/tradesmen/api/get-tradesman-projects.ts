import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradesmanPortfolioRoute, type PortfolioProject } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { tradesmenQueryRoot } from './get-tradesman';

export type { PortfolioProject };

export const getTradesmanProjects = (id: string): Promise<PortfolioProject[]> => apiGet(tradesmanPortfolioRoute, { params: { id } });

export const getTradesmanProjectsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...tradesmenQueryRoot, id, 'projects'], queryFn: () => getTradesmanProjects(id) });

export const useTradesmanProjects = (id: string) => useQuery(getTradesmanProjectsQueryOptions(id));

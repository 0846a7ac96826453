import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioProjectRoute, type PortfolioProject } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';

export type { PortfolioProject };

/**
 * Every query about public portfolio projects (the page, its reviews, similar and featured ones) starts with this key,
 * so one invalidation refreshes them all.
 */
export const portfolioProjectsQueryRoot = ['projects'] as const;

/** A portfolio showcase with its average rating, review count and the owner's business name. */
export const getPortfolioProject = (id: string): Promise<PortfolioProject> => apiGet(portfolioProjectRoute, { params: { id } });

export const getPortfolioProjectQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...portfolioProjectsQueryRoot, id], queryFn: () => getPortfolioProject(id) });

export const usePortfolioProject = (id: string) => useQuery(getPortfolioProjectQueryOptions(id));

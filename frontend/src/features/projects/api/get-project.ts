import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioProjectSchema, type PortfolioProject } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';

export type { PortfolioProject };

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const projectsQueryRoot = ['projects'] as const;

/** A portfolio showcase with its average rating, review count and the owner's business name. */
export const getProject = (id: string): Promise<PortfolioProject> =>
  getJson(`/api/projects/${encodeURIComponent(id)}`, portfolioProjectSchema);

export const getProjectQueryOptions = (id: string) => queryOptions({ queryKey: [...projectsQueryRoot, id], queryFn: () => getProject(id) });

export const useProject = (id: string) => useQuery(getProjectQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, featuredProjectsResponseSchema, type PortfolioProject } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { portfolioProjectsQueryRoot } from '../../project-page/api/get-portfolio-project';

/** Best showcase of each trade from verified tradesmen (the home page shows the first 3). */
export const getFeaturedPortfolioProjects = (): Promise<PortfolioProject[]> =>
  getJson(`/api/projects/featured?limit=${LIMITS.featuredProjects}`, featuredProjectsResponseSchema);

export const getFeaturedPortfolioProjectsQueryOptions = () =>
  queryOptions({ queryKey: [...portfolioProjectsQueryRoot, 'featured'], queryFn: getFeaturedPortfolioProjects });

export const useFeaturedPortfolioProjects = () => useQuery(getFeaturedPortfolioProjectsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, featuredProjectsRoute, type PortfolioProject } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { portfolioProjectsQueryRoot } from '../../project-page/api/get-portfolio-project';

/** Best showcase of each trade from verified tradesmen (the home page shows the first 3). */
export const getFeaturedPortfolioProjects = (): Promise<PortfolioProject[]> =>
  apiGet(featuredProjectsRoute, { query: { limit: LIMITS.featuredProjects } });

export const getFeaturedPortfolioProjectsQueryOptions = () =>
  queryOptions({ queryKey: [...portfolioProjectsQueryRoot, 'featured'], queryFn: getFeaturedPortfolioProjects });

export const useFeaturedPortfolioProjects = () => useQuery(getFeaturedPortfolioProjectsQueryOptions());

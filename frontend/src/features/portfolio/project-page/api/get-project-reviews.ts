import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioProjectReviewsRoute, type Review } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { portfolioProjectsQueryRoot } from './get-portfolio-project';

export type { Review };

export const getProjectReviews = (id: string): Promise<Review[]> => apiGet(portfolioProjectReviewsRoute, { params: { id } });

export const getProjectReviewsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...portfolioProjectsQueryRoot, id, 'reviews'], queryFn: () => getProjectReviews(id) });

export const useProjectReviews = (id: string) => useQuery(getProjectReviewsQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewListSchema, type Review } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { portfolioProjectsQueryRoot } from './get-portfolio-project';

export type { Review };

export const getProjectReviews = (id: string): Promise<Review[]> =>
  getJson(`/api/projects/${encodeURIComponent(id)}/reviews`, reviewListSchema);

export const getProjectReviewsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...portfolioProjectsQueryRoot, id, 'reviews'], queryFn: () => getProjectReviews(id) });

export const useProjectReviews = (id: string) => useQuery(getProjectReviewsQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradesmanReviewsRoute, type Review } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { tradesmenQueryRoot } from './get-tradesman';

export type { Review };

/** Newest first. */
export const getTradesmanReviews = (id: string): Promise<Review[]> => apiGet(tradesmanReviewsRoute, { params: { id } });

export const getTradesmanReviewsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...tradesmenQueryRoot, id, 'reviews'], queryFn: () => getTradesmanReviews(id) });

export const useTradesmanReviews = (id: string) => useQuery(getTradesmanReviewsQueryOptions(id));

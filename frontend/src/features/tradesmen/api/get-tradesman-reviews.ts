import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewListSchema, type Review } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { tradesmenQueryRoot } from './get-tradesman';

export type { Review };

/** Newest first. */
export const getTradesmanReviews = (id: string): Promise<Review[]> =>
  getJson(`/api/tradesmen/${encodeURIComponent(id)}/reviews`, reviewListSchema);

export const getTradesmanReviewsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...tradesmenQueryRoot, id, 'reviews'], queryFn: () => getTradesmanReviews(id) });

export const useTradesmanReviews = (id: string) => useQuery(getTradesmanReviewsQueryOptions(id));

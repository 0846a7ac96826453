import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, featuredTradesmenResponseSchema, type TradesmanProfile } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { tradesmenQueryRoot } from './get-tradesman';

/** Verified tradesmen with a portfolio, best rated first (the home page shows the first 4). */
export const getFeaturedTradesmen = (): Promise<TradesmanProfile[]> =>
  getJson(`/api/tradesmen/featured?limit=${LIMITS.featuredTradesmen}`, featuredTradesmenResponseSchema);

export const getFeaturedTradesmenQueryOptions = () =>
  queryOptions({ queryKey: [...tradesmenQueryRoot, 'featured'], queryFn: getFeaturedTradesmen });

export const useFeaturedTradesmen = () => useQuery(getFeaturedTradesmenQueryOptions());

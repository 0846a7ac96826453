import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, featuredTradesmenRoute, type TradesmanProfile } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { tradesmenQueryRoot } from './get-tradesman';

/** Verified tradesmen with a portfolio, best rated first (the home page shows the first 4). */
export const getFeaturedTradesmen = (): Promise<TradesmanProfile[]> =>
  apiGet(featuredTradesmenRoute, { query: { limit: LIMITS.featuredTradesmen } });

export const getFeaturedTradesmenQueryOptions = () =>
  queryOptions({ queryKey: [...tradesmenQueryRoot, 'featured'], queryFn: getFeaturedTradesmen });

export const useFeaturedTradesmen = () => useQuery(getFeaturedTradesmenQueryOptions());

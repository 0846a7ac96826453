import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { tradesmanSummaryListSchema, type TradesmanSummary } from './types';

/** Featured tradesmen; until the endpoint exists any failure reads as "none featured". */
export async function getFeaturedTradesmen(): Promise<TradesmanSummary[]> {
  try {
    return await getJson('/api/tradesmen/featured', tradesmanSummaryListSchema);
  } catch {
    return [];
  }
}

export const getFeaturedTradesmenQueryOptions = () =>
  queryOptions({ queryKey: ['tradesmen', 'featured'], queryFn: getFeaturedTradesmen });

export const useFeaturedTradesmen = () => useQuery(getFeaturedTradesmenQueryOptions());

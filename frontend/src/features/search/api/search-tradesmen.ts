import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchTradesmenResponseSchema, type TradesmanSearchResult } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';

export type { TradesmanSearchResult };

/** GET /api/tradesmen with every filter; a 400 names a bad postcode in its body. */
export const searchTradesmen = (query: URLSearchParams): Promise<TradesmanSearchResult[]> =>
  getJson(`/api/tradesmen?${query.toString()}`, searchTradesmenResponseSchema);

export const searchTradesmenQueryRoot = ['tradesmen-search'] as const;

export const getSearchTradesmenQueryOptions = (query: URLSearchParams) =>
  queryOptions({ queryKey: [...searchTradesmenQueryRoot, query.toString()], queryFn: () => searchTradesmen(query) });

/** The previous page stays on screen (dimmed) while the next one loads: no jump to a skeleton. */
export const useSearchTradesmen = (query: URLSearchParams) =>
  useQuery({ ...getSearchTradesmenQueryOptions(query), placeholderData: keepPreviousData });

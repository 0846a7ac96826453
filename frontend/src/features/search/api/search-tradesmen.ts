import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchTradesmenResponseSchema, type TradesmanSearchResult } from '@tradeguild/contracts';
import { apiRequest, totalCount } from '@/lib/api-client';

export type { TradesmanSearchResult };

export type SearchPage = { results: TradesmanSearchResult[]; total: number };

/** GET /api/tradesmen with every filter: one page, and the number of matches from X-Total-Count. A 400 names a bad postcode. */
export async function searchTradesmen(query: URLSearchParams): Promise<SearchPage> {
  const res = await apiRequest('GET', `/api/tradesmen?${query.toString()}`);
  const results = searchTradesmenResponseSchema.parse(await res.json());
  // Without the header (an older server), the page is all we know.
  return { results, total: totalCount(res, results.length) };
}

export const searchTradesmenQueryRoot = ['tradesmen-search'] as const;

export const getSearchTradesmenQueryOptions = (query: URLSearchParams) =>
  queryOptions({ queryKey: [...searchTradesmenQueryRoot, query.toString()], queryFn: () => searchTradesmen(query) });

/** The previous page stays on screen (dimmed) while the next one loads: no jump to a skeleton. */
export const useSearchTradesmen = (query: URLSearchParams) =>
  useQuery({ ...getSearchTradesmenQueryOptions(query), placeholderData: keepPreviousData });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchTradesmenRoute, type TradesmanSearchResult } from '@tradeguild/contracts';
import { apiPage } from '@/lib/api-client';

export type { TradesmanSearchResult };

export type SearchPage = { results: TradesmanSearchResult[]; total: number };

/** GET /api/tradesmen with every filter: one page, and the number of matches from X-Total-Count. A 400 names a bad postcode. */
export async function searchTradesmen(query: URLSearchParams): Promise<SearchPage> {
  // Without the header (an older server), the page is all we know.
  const { page, total } = await apiPage(searchTradesmenRoute, { query: Object.fromEntries(query) }, (results) => results.length);
  return { results: page, total };
}

export const searchTradesmenQueryRoot = ['tradesmen-search'] as const;

export const getSearchTradesmenQueryOptions = (query: URLSearchParams) =>
  queryOptions({ queryKey: [...searchTradesmenQueryRoot, query.toString()], queryFn: () => searchTradesmen(query) });

/** The previous page stays on screen (dimmed) while the next one loads: no jump to a skeleton. */
export const useSearchTradesmen = (query: URLSearchParams) =>
  useQuery({ ...getSearchTradesmenQueryOptions(query), placeholderData: keepPreviousData });

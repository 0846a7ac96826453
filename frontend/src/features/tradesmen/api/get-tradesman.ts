import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradesmanRoute, type TradesmanProfile } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';

export type { TradesmanProfile };

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const tradesmenQueryRoot = ['tradesmen'] as const;

export const getTradesman = (id: string): Promise<TradesmanProfile> => apiGet(tradesmanRoute, { params: { id } });

export const getTradesmanQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...tradesmenQueryRoot, id], queryFn: () => getTradesman(id) });

export const useTradesman = (id: string) => useQuery(getTradesmanQueryOptions(id));

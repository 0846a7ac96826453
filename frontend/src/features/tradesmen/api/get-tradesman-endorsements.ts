import { queryOptions, useQuery } from '@tanstack/react-query';
import { endorsementListSchema, type Endorsement } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { tradesmenQueryRoot } from './get-tradesman';

export type { Endorsement };

/** Newest first. */
export const getTradesmanEndorsements = (id: string): Promise<Endorsement[]> =>
  getJson(`/api/tradesmen/${encodeURIComponent(id)}/endorsements`, endorsementListSchema);

export const getTradesmanEndorsementsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...tradesmenQueryRoot, id, 'endorsements'], queryFn: () => getTradesmanEndorsements(id) });

export const useTradesmanEndorsements = (id: string) => useQuery(getTradesmanEndorsementsQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradesmanEndorsementsRoute, type Endorsement } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { tradesmenQueryRoot } from './get-tradesman';

export type { Endorsement };

/** Newest first. */
export const getTradesmanEndorsements = (id: string): Promise<Endorsement[]> => apiGet(tradesmanEndorsementsRoute, { params: { id } });

export const getTradesmanEndorsementsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...tradesmenQueryRoot, id, 'endorsements'], queryFn: () => getTradesmanEndorsements(id) });

export const useTradesmanEndorsements = (id: string) => useQuery(getTradesmanEndorsementsQueryOptions(id));

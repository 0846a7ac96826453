import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { tradesmanSummarySchema, type TradesmanSummary } from './types';

/** The signed-in tradesman's own profile; null when there is none yet (404) or it cannot be read. */
export async function getMyTradesmanProfile(): Promise<TradesmanSummary | null> {
  try {
    return await getJson('/api/tradesmen/profile/me', tradesmanSummarySchema);
  } catch {
    return null;
  }
}

export const getMyTradesmanProfileQueryOptions = () =>
  queryOptions({ queryKey: ['tradesmen', 'profile', 'me'], queryFn: getMyTradesmanProfile });

/** Only tradesmen have a profile, so the caller says when to ask. */
export const useMyTradesmanProfile = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...getMyTradesmanProfileQueryOptions(), enabled });

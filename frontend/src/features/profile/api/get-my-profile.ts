import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradesmanProfileSchema, type TradesmanProfile } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { isNotFoundError } from '@/lib/api-error';

export type { TradesmanProfile };

/** The signed-in tradesman's own profile; null when they have not created one yet (404). */
export async function getMyProfile(): Promise<TradesmanProfile | null> {
  try {
    return await getJson('/api/tradesmen/profile/me', tradesmanProfileSchema);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

export const getMyProfileQueryOptions = () => queryOptions({ queryKey: ['my-profile'], queryFn: getMyProfile });

/** Only tradesmen have a profile, so the caller says when to ask. */
export const useMyProfile = ({ enabled }: { enabled: boolean }) => useQuery({ ...getMyProfileQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { myProfileRoute, type TradesmanProfile } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { isNotFoundError } from '@/lib/api-error';

export type { TradesmanProfile };

/** The signed-in tradesman's own profile; null when they have not created one yet (404). */
export async function getMyProfile(): Promise<TradesmanProfile | null> {
  try {
    return await apiGet(myProfileRoute);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

export const getMyProfileQueryOptions = () => queryOptions({ queryKey: ['my-profile'], queryFn: getMyProfile });

/** Only tradesmen have a profile, so the caller says when to ask. */
export const useMyProfile = ({ enabled }: { enabled: boolean }) => useQuery({ ...getMyProfileQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { myProfileRoute, tradesmanPortfolioRoute, type PortfolioProject, type TradesmanProfile } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { isNotFoundError } from '@/lib/api-error';

export type { PortfolioProject };
export type MyPortfolio = { profile: TradesmanProfile | null; projects: PortfolioProject[] };

/** The signed-in tradesman's showcases; a portfolio needs a profile first (404 means none yet). */
export async function getMyPortfolio(): Promise<MyPortfolio> {
  let profile: TradesmanProfile;
  try {
    profile = await apiGet(myProfileRoute);
  } catch (error) {
    if (isNotFoundError(error)) return { profile: null, projects: [] };
    throw error;
  }
  const projects = await apiGet(tradesmanPortfolioRoute, { params: { id: profile.id } });
  return { profile, projects };
}

export const getMyPortfolioQueryOptions = () => queryOptions({ queryKey: ['portfolio', 'mine'], queryFn: getMyPortfolio });

export const useMyPortfolio = () => useQuery(getMyPortfolioQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioProjectListSchema, tradesmanProfileSchema, type PortfolioProject, type TradesmanProfile } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { isNotFoundError } from '@/lib/api-error';

export type { PortfolioProject };
export type MyPortfolio = { profile: TradesmanProfile | null; projects: PortfolioProject[] };

/** The signed-in tradesman's showcases; a portfolio needs a profile first (404 means none yet). */
export async function getMyPortfolio(): Promise<MyPortfolio> {
  let profile: TradesmanProfile;
  try {
    profile = await getJson('/api/tradesmen/profile/me', tradesmanProfileSchema);
  } catch (error) {
    if (isNotFoundError(error)) return { profile: null, projects: [] };
    throw error;
  }
  const projects = await getJson(`/api/tradesmen/${profile.id}/projects`, portfolioProjectListSchema);
  return { profile, projects };
}

export const getMyPortfolioQueryOptions = () => queryOptions({ queryKey: ['portfolio', 'mine'], queryFn: getMyPortfolio });

export const useMyPortfolio = () => useQuery(getMyPortfolioQueryOptions());

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getMyPortfolioQueryOptions } from '@/features/portfolio/manage/api/get-my-portfolio';
import { getMyProfileQueryOptions } from '@/features/profile/api/get-my-profile';
import { portfolioProjectsQueryRoot } from '@/features/portfolio/project-page/api/get-portfolio-project';
import { searchTradesmenQueryRoot } from '@/features/search/api/search-tradesmen';
import { tradesmenQueryRoot } from '@/features/tradesmen/api/get-tradesman';

/**
 * A profile, portfolio or review change shows up in several features' reads (search cards,
 * profiles, project pages, featured lists). Features do not import each other, so the app layer,
 * which knows them all, marks them stale through each owner's own key. The feature that made the
 * change has already re-read what is on screen; the rest is re-read when it is next shown.
 */
export function useRefreshDirectory(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const keys = [
      tradesmenQueryRoot,
      portfolioProjectsQueryRoot,
      searchTradesmenQueryRoot,
      getMyProfileQueryOptions().queryKey,
      getMyPortfolioQueryOptions().queryKey,
    ];
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })));
  }, [queryClient]);
}

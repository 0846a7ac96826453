import { QueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@tradeguild/contracts';

/** Spec defaults: no retries, data never goes stale, no refetch on focus, cache kept 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: TIMINGS.queryGcMs,
      },
      mutations: { retry: false },
    },
  });
}

import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { QueryUserProvider } from '@/lib/auth-query';
import { createQueryClient } from '@/lib/query-client';
import { QueriesContext } from './queries-context';

let appQueryClient: QueryClient | undefined;

/** The app's query client, made on first need (once per page). */
export function getAppQueryClient(): QueryClient {
  appQueryClient ??= createQueryClient();
  return appQueryClient;
}

/** TanStack Query for what is inside, and `useUser()` from its `['auth', 'user']` query. */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client ?? getAppQueryClient()}>
      <QueriesContext value={true}>
        <QueryUserProvider>{children}</QueryUserProvider>
      </QueriesContext>
    </QueryClientProvider>
  );
}

import { useContext, useState, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, firstPageRoutes } from './api-client';
import { UserSourceContext, visitorSource, type CurrentUser, type UserState } from './auth';

/** 401 means "logged out", not an error. */
export const getCurrentUser = (): Promise<CurrentUser | null> => apiGet(firstPageRoutes.currentUser, {}, { on401: 'returnNull' });

export const getCurrentUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getCurrentUser, retry: false });

/** The user from the `['auth', 'user']` query (asked once: it never goes stale). */
export function useQueryUser(): UserState {
  const query = useQuery(getCurrentUserQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/**
 * `useUser()` from the query below. Under the visitor's hydrated landing (a page reached from it
 * loads the queries), the user is already known to be logged out: the query starts with that, and
 * asks nothing.
 */
export function QueryUserProvider({ children }: { children: ReactNode }) {
  const outer = useContext(UserSourceContext);
  const queryClient = useQueryClient();
  useState(() => {
    const key = getCurrentUserQueryOptions().queryKey;
    if (outer === visitorSource && queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, null);
  });
  return <UserSourceContext value={useQueryUser}>{children}</UserSourceContext>;
}

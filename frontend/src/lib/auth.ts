import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@tradeguild/contracts';
import { apiGet, firstPageRoutes } from './api-client';

export type { CurrentUser };

/** 401 means "logged out", not an error. */
export const getCurrentUser = (): Promise<CurrentUser | null> => apiGet(firstPageRoutes.currentUser, {}, { on401: 'returnNull' });

export const getCurrentUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getCurrentUser, retry: false });

/**
 * Marks the user as known to be logged out, with no request: the prerendered landing is only ever
 * served to a request without a session (backend/src/http/static-assets.ts), and hydrates as that.
 */
export function seedVisitor(queryClient: QueryClient): void {
  queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, null);
}

export function useUser() {
  const query = useQuery(getCurrentUserQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

export function displayName(user: Pick<CurrentUser, 'firstName' | 'email' | 'id'>): string {
  return user.firstName || user.email || `User ${user.id}`;
}

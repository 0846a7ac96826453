import { createContext, useContext } from 'react';
import type { CurrentUser } from '@tradeguild/contracts';

export type { CurrentUser };

export type UserState = { user: CurrentUser | null; isLoading: boolean; isAuthenticated: boolean };

/** How `useUser()` learns the user: a hook, the same one for the life of the tree that provides it. */
export type UserSource = () => UserState;

const VISITOR: UserState = { user: null, isLoading: false, isAuthenticated: false };
const UNKNOWN: UserState = { user: null, isLoading: true, isAuthenticated: false };

/** The user known to be logged out: the prerendered landing is only ever served to a request without a session. */
export const visitorSource: UserSource = () => VISITOR;

/**
 * Who is signed in. No TanStack Query here, so a visitor's landing loads none (issue 22): the
 * source is `useQueryUser` (lib/auth-query.tsx, the `['auth', 'user']` query, as before) under the
 * query provider, or `visitorSource` for the hydrated landing (app/provider.tsx).
 */
export const UserSourceContext = createContext<UserSource>(() => UNKNOWN);

export function useUser(): UserState {
  const source = useContext(UserSourceContext);
  return source();
}

export function displayName(user: Pick<CurrentUser, 'firstName' | 'email' | 'id'>): string {
  return user.firstName || user.email || `User ${user.id}`;
}

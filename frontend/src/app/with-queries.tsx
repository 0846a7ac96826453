import { lazy, useContext, type ReactNode } from 'react';
import { QueriesContext } from './queries-context';

const QueryProvider = lazy(() => import('./query-provider').then((m) => ({ default: m.QueryProvider })));

/**
 * Pages that fetch data. The app started from the shell has the query client at its root; the
 * visitor's hydrated landing has none (issue 22: TanStack Query stays off its first load), so a
 * page reached from it loads the client here, the app's one. Suspends while it loads: put it
 * inside a Suspense boundary.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  if (useContext(QueriesContext)) return <>{children}</>;
  return <QueryProvider>{children}</QueryProvider>;
}

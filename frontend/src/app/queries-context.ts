import { createContext } from 'react';

/** True under `QueryProvider` (app/query-provider.tsx): TanStack Query and its client are there. */
export const QueriesContext = createContext(false);

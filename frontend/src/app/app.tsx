import type { ComponentType, ReactNode } from 'react';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** `Queries`: see AppProvider (absent only for the visitor's hydrated landing). */
export function App({ Queries }: { Queries?: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppProvider Queries={Queries}>
      <AppRouter />
    </AppProvider>
  );
}

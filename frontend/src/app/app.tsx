import type { ComponentType, ReactNode } from 'react';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** `Queries`: see AppProvider (absent only for the visitor's hydrated landing). */
export function App({ Queries }: { Queries?: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppProvider Queries={Queries}>
      {/* A page's errors are caught inside the layout (app-layout.tsx); this catches the layout's own. */}
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </AppProvider>
  );
}

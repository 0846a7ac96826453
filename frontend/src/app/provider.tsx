import type { ComponentType, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { UserSourceContext, visitorSource } from '@/lib/auth';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';
import { MemberRealtime } from './member-realtime';

/**
 * `Queries`: the query provider (app/query-provider.tsx), loaded by main.tsx before the app starts
 * from the shell. Without it, the visitor's prerendered landing (issue 22): the user known to be
 * logged out, no TanStack Query on the first load; pages that fetch load it (`WithQueries`).
 */
export function AppProvider({ children, Queries }: { children: ReactNode; Queries?: ComponentType<{ children: ReactNode }> }) {
  const body = (
    <>
      <MemberRealtime />
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </>
  );
  return Queries ? <Queries>{body}</Queries> : <UserSourceContext value={visitorSource}>{body}</UserSourceContext>;
}

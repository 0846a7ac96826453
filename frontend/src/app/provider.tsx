import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '@/lib/query-client';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';
import { MemberRealtime } from './member-realtime';

/** `queryClient`: one made beforehand (the prerendered landing's, which knows the visitor is logged out). */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <MemberRealtime />
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}

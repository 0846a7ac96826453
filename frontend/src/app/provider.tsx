import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { MessagingRealtime } from '@/features/messaging/hooks/use-messaging-realtime';
import { createQueryClient } from '@/lib/query-client';
import { SocketConnection } from '@/lib/socket';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SocketConnection />
      <MessagingRealtime />
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}

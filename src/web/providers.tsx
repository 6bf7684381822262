import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as appQueryClient } from './lib/query-client';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own so cached data never leaks between them. */
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient = appQueryClient }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" limit={3} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

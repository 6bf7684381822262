import { MantineProvider } from '@mantine/core';
import { Notifications, useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { queryClient as appQueryClient } from './lib/query-client';
import { theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own so cached data never leaks between them. */
  queryClient?: QueryClient;
}

/**
 * Mantine's notification stack, mounted at the first notification rather than with the first screen:
 * it renders a portal and a transition group for each of its six corners, a cost every public page
 * paid on a phone before any message was shown (docs/performance.md). Once mounted it stays.
 */
function NotificationsOnceShown() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);
  return mounted ? <Notifications position="top-right" limit={3} /> : null;
}

export function Providers({ children, queryClient = appQueryClient }: ProvidersProps) {
  return (
    // The theme's CSS variables and breakpoint classes come from src/web/theme.css, written at build
    // time, instead of being computed on every page load (src/web/theme-stylesheet.ts).
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <NotificationsOnceShown />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';

const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
});

/**
 * `networkMode: 'always'`: a call made while the phone is offline fails at once with the app's
 * network message (and forms keep what was typed) instead of waiting, paused, behind a spinner.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });

const ProvidersPresent = createContext(false);

type AppProvidersProps = {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
};

export function AppProviders({ queryClient, env = 'default', children }: AppProvidersProps) {
  return (
    <ProvidersPresent.Provider value={true}>
      <MantineProvider theme={theme} env={env}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </ProvidersPresent.Provider>
  );
}

let appQueryClient: QueryClient | undefined;

/**
 * Mantine and TanStack Query for what it wraps, unless an outer `AppProviders` (tests) already
 * gives them. The first screens (/ and /login) render without them, so neither library is in the
 * JavaScript they download; every other screen, and any lazy part of those two, sits inside this.
 */
export function EnsureAppProviders({ children }: { children: ReactNode }) {
  const present = useContext(ProvidersPresent);
  if (present) return children;
  appQueryClient ??= createQueryClient();
  return <AppProviders queryClient={appQueryClient}>{children}</AppProviders>;
}

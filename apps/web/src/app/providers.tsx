import { Anchor, Badge, type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { WARNING_TEXT } from '../lib/a11y';

// WCAG 2.2 AA: text needs 4.5:1. Mantine's shade 6 (indigo 4.3:1 on white) and its gray-6 'dimmed'
// (3.3:1) fall short, so filled buttons and links use shade 7 and dimmed text gray-7 (8.2:1).
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  components: {
    // Links are underlined at rest, so a link that acts ('View Details') is not taken for text.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A status reads whole ('OFFERED ADMISSION', not 'OFFERED AD…'): the label wraps instead.
    Badge: Badge.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)' },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      },
    }),
  },
});

/**
 * `networkMode: 'always'`: a call made while the phone is offline fails at once with the app's
 * network message (and forms keep what was typed) instead of waiting, paused, behind a spinner.
 */

/** Text of light red buttons: 5.1:1 on their hover colour (red-9 gives 3.8:1). */
const RED_LIGHT_TEXT = '#a61e1e';

const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  // Mirrored in components/light/light.css for the screens that render without this provider.
  light: {
    '--mantine-color-dimmed': mantine.colors.gray[7],
    '--mantine-color-placeholder': mantine.colors.gray[7],
    '--mantine-color-anchor': mantine.colors.indigo[7],
    '--mantine-color-error': mantine.colors.red[9],
    '--mantine-color-red-filled': mantine.colors.red[9],
    '--mantine-color-red-filled-hover': mantine.colors.red[8],
    '--mantine-color-red-light-color': RED_LIGHT_TEXT,
    '--mantine-color-teal-light': mantine.colors.teal[0],
    '--mantine-color-yellow-light-color': WARNING_TEXT,
  },
  dark: {},
});

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
      <MantineProvider theme={theme} env={env} cssVariablesResolver={cssVariablesResolver}>
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

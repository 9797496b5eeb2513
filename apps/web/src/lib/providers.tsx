import { schoolColors } from '@intake/contracts/school-identity';
import {
  Anchor,
  Avatar,
  Badge,
  type CSSVariablesResolver,
  createTheme,
  Drawer,
  type MantineColorsTuple,
  MantineProvider,
  Modal,
  rem,
  Title,
} from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { WARNING_TEXT } from './a11y';
import { drawnSchool } from './school';

// The school's colour is the primary colour (issue 18.12), at shades 6 and 7 (schoolColors); the
// server refuses a colour that gives white text less than 4.5:1 (WCAG 2.2 AA). Mantine's gray-6
// 'dimmed' (3.3:1) falls short too, so dimmed text is gray-7 (8.2:1).
// Made on first use, not at import: the page's school is read then (and the bundler's chunks may
// not have defined the palette yet while this module loads).
let theme: ReturnType<typeof createTheme> | undefined;

/**
 * The type scale: a heading's size follows its level, on every screen — page titles at Mantine's
 * h2 size (as the first screens' .light-title), sections at h4, subsections at h5; body text is
 * Mantine's md (16 px) and secondary text sm.
 */
const HEADING_SIZE = { 1: 'h2', 2: 'h4', 3: 'h5' } as const;
/** A dialog's title is a section's heading (Mantine draws it at body size and weight). */
const dialogTitle = {
  title: {
    fontSize: `var(--mantine-${HEADING_SIZE[2]}-font-size)`,
    lineHeight: `var(--mantine-${HEADING_SIZE[2]}-line-height)`,
    fontWeight: `var(--mantine-${HEADING_SIZE[2]}-font-weight)`,
  },
};

const schoolTheme = () => {
  theme ??= createTheme({
    colors: { school: schoolColors(drawnSchool().color).palette as unknown as MantineColorsTuple },
    primaryColor: 'school',
    primaryShade: { light: 7, dark: 8 },
    fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
    // One step below xs (10 px) for the space inside a group of small things (a label and its
    // value, the lines of a summary), so no screen picks its own 2, 4 or 6 px.
    spacing: { xxs: rem(4) },
    components: {
      Title: Title.extend({
        vars: (_theme, { order = 1, size }) => {
          const step = HEADING_SIZE[order as keyof typeof HEADING_SIZE];
          // A size given on purpose (the rare exception) is Mantine's to draw.
          if (size !== undefined || !step) return { root: {} };
          return {
            root: {
              '--title-fz': `var(--mantine-${step}-font-size)`,
              '--title-lh': `var(--mantine-${step}-line-height)`,
            },
          };
        },
      }),
      Modal: Modal.extend({ styles: dialogTitle }),
      Drawer: Drawer.extend({ styles: dialogTitle }),
      // A picture's stand-in (the first letter of a name) in the school's colour, not Mantine's gray.
      Avatar: Avatar.extend({ defaultProps: { color: 'school' } }),
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
  return theme;
};

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
    '--mantine-color-anchor': mantine.colors.school?.[7] ?? '',
    // Light, outline and subtle buttons and badges put their text on a tint of the colour: shade 8
    // keeps 4.5:1 there for any colour the settings accept (schoolColors).
    '--mantine-primary-color-light-color': mantine.colors.school?.[8] ?? '',
    '--mantine-color-school-light-color': mantine.colors.school?.[8] ?? '',
    '--mantine-color-school-outline': mantine.colors.school?.[8] ?? '',
    '--mantine-color-error': mantine.colors.red[9],
    '--mantine-color-red-filled': mantine.colors.red[9],
    '--mantine-color-red-filled-hover': mantine.colors.red[8],
    // Outlined red buttons ('Decline') had red-6 text, 3.8:1 on white.
    '--mantine-color-red-outline': mantine.colors.red[9],
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
      <MantineProvider theme={schoolTheme()} env={env} cssVariablesResolver={cssVariablesResolver}>
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

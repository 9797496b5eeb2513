import { paths } from '@intake/contracts/pages';
import { DEFAULT_SCHOOL, DRAWN_LOGO_SRC } from '@intake/contracts/school-identity';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import { AppRoutes, loadScreens } from './app/router';
import { SiteHeader } from './components/header/site-header';
import { ApplicantRecordsScreen } from './features/applicant-records';
import { DashboardSkeleton } from './features/dashboard';
import { AppProviders, createQueryClient } from './lib/providers';

/**
 * A page drawn at build time: its address, the modules the app loads for it (its layout and its
 * screen, as the Vite manifest names them), whether the page asks for their scripts at once,
 * whether the app adopts the markup in place (hydrates it, main.tsx) rather than replacing it, and
 * its HTML.
 */
export type PrerenderedPage = {
  path: string;
  file: string;
  modules: string[];
  preloadScripts: boolean;
  hydrate: boolean;
  html: string;
};

const signedInLayout = 'src/app/layouts/header-layout.tsx';

/**
 * The school in the drawn header: the server writes the stored name over it and the stored logo's
 * address over DRAWN_LOGO_SRC, or takes the image out (plugins/school-page.ts), so the page shows
 * the school's logo before its script, in the very markup the app then renders.
 */
const drawnSchool = { ...DEFAULT_SCHOOL, logoUrl: DRAWN_LOGO_SRC };

/**
 * A signed-in screen under the header, as it looks before the app knows who is signed in. Inert:
 * its buttons do nothing until the app has taken its place, so none can be pressed in vain.
 */
function signedIn(path: string, screen: ReactNode) {
  return renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <div inert>
          <SiteHeader user={null} homePath={paths.apply} onLogout={() => undefined} school={drawnSchool} />
          {screen}
        </div>
      </MemoryRouter>
    </AppProviders>,
  );
}

/**
 * The app as main.tsx renders it at `path`, once the address's screens have loaded: the markup
 * hydrating it finds, element for element (ids from useId included), so that it adopts the page in
 * place and what is typed before the script runs stays in the very fields it was typed into.
 */
export async function renderApp(path: string) {
  await loadScreens(path);
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}

/**
 * The pages whose HTML carries their screen (scripts/prerender-web.mjs): on a slow phone the apply
 * form can be read and typed into, and the dashboard and the records show their layout, before
 * the JavaScript has arrived; the app then takes over (main.tsx).
 */
export async function renderPages(): Promise<PrerenderedPage[]> {
  return [
    {
      path: paths.apply,
      file: 'apply.html',
      modules: ['src/app/routes/applicants/apply-page.tsx'],
      preloadScripts: false,
      hydrate: true,
      html: await renderApp(paths.apply),
    },
    {
      path: paths.dashboard,
      file: 'dashboard.html',
      modules: [signedInLayout, 'src/app/routes/dashboard/applicant-dashboard-page.tsx'],
      // Drawn here is only an outline: the applicant's steps, or the test they are taking, need
      // the screen's scripts, which then come beside the entry rather than after it.
      preloadScripts: true,
      hydrate: false,
      html: signedIn(paths.dashboard, <DashboardSkeleton />),
    },
    {
      path: paths.allApplicants,
      file: 'all-applicants.html',
      modules: [signedInLayout, 'src/app/routes/dashboard/all-applicants-page.tsx'],
      // The screen is drawn whole; its scripts, asked for at once, would only compete with it.
      preloadScripts: false,
      hydrate: false,
      html: signedIn(paths.allApplicants, <ApplicantRecordsScreen />),
    },
  ];
}

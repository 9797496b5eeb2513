import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { paths } from './app/paths';
import { AppProviders, createQueryClient } from './app/providers';
import ApplyPage from './app/routes/applicants/apply-page';
import { SiteHeader } from './components/header/site-header';
import { ApplicantRecordsScreen } from './features/applicant-records';
import { DashboardSkeleton } from './features/dashboard';

/**
 * A page drawn at build time: its address, the modules the app loads for it (its layout and its
 * screen, as the Vite manifest names them), whether the page asks for their scripts at once, and
 * its HTML.
 */
export type PrerenderedPage = {
  path: string;
  file: string;
  modules: string[];
  preloadScripts: boolean;
  html: string;
};

const signedInLayout = 'src/app/layouts/header-layout.tsx';

/**
 * A signed-in screen under the header, as it looks before the app knows who is signed in. Inert:
 * its buttons do nothing until the app has taken its place, so none can be pressed in vain.
 */
function signedIn(path: string, screen: ReactNode) {
  return renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <div inert>
          <SiteHeader user={null} homePath={paths.apply} onLogout={() => undefined} />
          {screen}
        </div>
      </MemoryRouter>
    </AppProviders>,
  );
}

/**
 * The pages whose HTML carries their screen (scripts/prerender-web.mjs): on a slow phone the apply
 * form can be read and typed into, and the dashboard and the records show their layout, before
 * the JavaScript has arrived; the app then takes over (main.tsx).
 */
export function renderPages(): PrerenderedPage[] {
  return [
    {
      path: paths.apply,
      file: 'apply.html',
      modules: ['src/app/routes/applicants/apply-page.tsx'],
      preloadScripts: false,
      html: renderToString(
        <MemoryRouter initialEntries={[paths.apply]}>
          <ApplyPage />
        </MemoryRouter>,
      ),
    },
    {
      path: paths.dashboard,
      file: 'dashboard.html',
      modules: [signedInLayout, 'src/app/routes/dashboard/applicant-dashboard-page.tsx'],
      // Drawn here is only an outline: the applicant's steps, or the test they are taking, need
      // the screen's scripts, which then come beside the entry rather than after it.
      preloadScripts: true,
      html: signedIn(paths.dashboard, <DashboardSkeleton />),
    },
    {
      path: paths.allApplicants,
      file: 'all-applicants.html',
      modules: [signedInLayout, 'src/app/routes/dashboard/all-applicants-page.tsx'],
      // The screen is drawn whole; its scripts, asked for at once, would only compete with it.
      preloadScripts: false,
      html: signedIn(paths.allApplicants, <ApplicantRecordsScreen />),
    },
  ];
}

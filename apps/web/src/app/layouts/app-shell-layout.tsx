import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader';
import { EnsureAppProviders } from '../../lib/providers';

/** Every screen but / and /login: they need Mantine and TanStack Query, loaded with this chunk. */
export default function AppShellLayout() {
  return (
    <EnsureAppProviders>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </EnsureAppProviders>
  );
}

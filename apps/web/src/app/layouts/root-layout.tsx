import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadErrorBoundary } from '../../components/layout/load-error-boundary';
import { PageLoader } from '../../components/layout/page-loader';

/** Every screen is its own chunk; this shows a loader while one arrives, and a way back if it fails. */
export function RootLayout() {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </LoadErrorBoundary>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader';

/** Every screen is its own chunk; this shows a loader while one arrives. */
export function RootLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

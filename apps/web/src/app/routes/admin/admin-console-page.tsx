import { Container, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AdminConsoleScreen } from '../../../features/admin-console';

// Below the console and with privacy's rules: loaded after the console is drawn (its budget).
const ErasureRequestsPanel = lazy(async () => ({
  default: (await import('../../../features/privacy')).ErasureRequestsPanel,
}));

const ReviewAssignmentPanel = lazy(async () => ({
  default: (await import('../../../features/review-assignment')).ReviewAssignmentPanel,
}));

const SeatsPanel = lazy(async () => ({
  default: (await import('../../../features/offers')).SeatsPanel,
}));

/** /systemAdmin/:user (docs/spec/portal-spec.md §2): admins only, guarded by the router and by the server. */
export default function AdminConsolePage() {
  return (
    <>
      <AdminConsoleScreen reviewAssignment={<ReviewAssignmentPanel />} />
      <Container size="lg" px="md" pb="lg">
        <Suspense>
          <Stack gap="md">
            <SeatsPanel />
            <ErasureRequestsPanel />
          </Stack>
        </Suspense>
      </Container>
    </>
  );
}

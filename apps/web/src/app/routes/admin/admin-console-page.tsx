import { Container } from '@mantine/core';
import { AdminConsoleScreen } from '../../../features/admin-console';
import { ErasureRequestsPanel } from '../../../features/privacy';

/** /systemAdmin/:user (docs/spec/portal-spec.md §2): admins only, guarded by the router and by the server. */
export default function AdminConsolePage() {
  return (
    <>
      <AdminConsoleScreen />
      <Container size="lg" px="md" pb="lg">
        <ErasureRequestsPanel />
      </Container>
    </>
  );
}

import { funnelCopy } from '@intake/contracts/copy/funnel';
import { financeCopy } from '@intake/contracts/copy/ledger';
import { funnelPath, paths } from '@intake/contracts/pages';
import { Anchor, Container, Group, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { AdminConsoleScreen } from '../../../features/admin-console';
import { lazyExport } from '../../../lib/lazy-export';

// Below the console and with privacy's rules: loaded after the console is drawn (its budget).
const ErasureRequestsPanel = lazyExport(() => import('../../../features/privacy'), 'ErasureRequestsPanel');

const MessageRoutingPanel = lazyExport(() => import('../../../features/messaging'), 'MessageRoutingPanel');

const RemindersPanel = lazyExport(() => import('../../../features/reminders'), 'RemindersPanel');

const ReviewAssignmentPanel = lazyExport(
  () => import('../../../features/review-assignment'),
  'ReviewAssignmentPanel',
);

const SeatsPanel = lazyExport(() => import('../../../features/offers'), 'SeatsPanel');

/** /systemAdmin/:user (docs/spec/portal-spec.md §2): admins only, guarded by the router and by the server. */
export default function AdminConsolePage() {
  return (
    <>
      <Container size="lg" px="md" pt="md">
        <Group gap="md">
          <Anchor component={Link} to={funnelPath()}>
            {funnelCopy.consoleLink}
          </Anchor>
          <Anchor component={Link} to={paths.finance}>
            {financeCopy.navLabel}
          </Anchor>
        </Group>
      </Container>
      <AdminConsoleScreen reviewAssignment={<ReviewAssignmentPanel />} />
      <Container size="lg" px="md" pb="lg">
        <Suspense>
          <Stack gap="md">
            <SeatsPanel />
            <ErasureRequestsPanel />
            <RemindersPanel />
            <MessageRoutingPanel />
          </Stack>
        </Suspense>
      </Container>
    </>
  );
}

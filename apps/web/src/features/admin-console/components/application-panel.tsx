import { adminCopy } from '@intake/contracts/copy/admin-console';
import { messages } from '@intake/contracts/messages';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { formatTime12h } from '../../../lib/session-time';
import { useApplicationsStatusQuery } from '../api/applications-status';
import { useStartApplicationsMutation } from '../api/start-applications';
import { useStopApplicationsMutation } from '../api/stop-applications';
import { useAdminToasts } from '../toasts';
import { Panel } from './panel';

/** Start Application / Stop Application (docs/spec/portal-spec.md §2, §7, §8); windows take over at their next boundary. */
export function ApplicationPanel() {
  const toasts = useAdminToasts();
  const status = useApplicationsStatusQuery().data;
  const start = useStartApplicationsMutation();
  const stop = useStopApplicationsMutation();
  const busy = start.isPending || stop.isPending;

  const run = async (open: boolean) => {
    try {
      await (open ? start : stop).mutateAsync();
      toasts.success(open ? messages.startedApplication : messages.stoppedApplication);
    } catch (error) {
      toasts.failure(error);
    }
  };

  return (
    <Panel title={adminCopy.applicationTitle}>
      {status ? (
        <Text size="sm" fw={600} role="status">
          {adminCopy.applicationsNow(
            status.open,
            status.decidedBy,
            status.nextChange ? `${status.nextChange.date}, ${formatTime12h(status.nextChange.time)}` : null,
          )}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {adminCopy.applicationIntro}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Button type="button" disabled={busy} loading={start.isPending} onClick={() => void run(true)}>
          {adminCopy.startApplication}
        </Button>
        <Button
          type="button"
          color="red"
          variant="light"
          disabled={busy}
          loading={stop.isPending}
          onClick={() => void run(false)}
        >
          {adminCopy.stopApplication}
        </Button>
      </SimpleGrid>
    </Panel>
  );
}

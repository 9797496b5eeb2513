import { messageTimelineCopy as copy } from '@intake/contracts/copy/messaging';
import type { TimelineEntry } from '@intake/contracts/message-timeline';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { focusableScroll } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import { useMessageTimelineQuery } from '../api/get-message-timeline';
import { useResendMessageMutation } from '../api/resend-message';
import { OneOffMessageForm } from './one-off-message-form';

const statusColor: Record<TimelineEntry['status'], string> = {
  pending: 'gray',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
  skipped: 'yellow',
};

/**
 * Every message sent to the applicant on every channel, newest first, with its status and time
 * (issue 25.5); elders and admins may resend one and write a message of their own.
 */
export function MessageTimeline({ email, canAct }: { email: string; canAct: boolean }) {
  const [page, setPage] = useState(1);
  const timeline = useMessageTimelineQuery(email, page);
  const resend = useResendMessageMutation(email);
  const [resentId, setResentId] = useState<number | null>(null);

  const data = timeline.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Title order={2} mb="xs">
          {copy.title}
        </Title>
        {timeline.isPending && <Loader size="sm" />}
        {timeline.isError && (
          <Alert color="red" role="alert">
            {errorMessage(timeline.error)}
          </Alert>
        )}
        {resend.isError && (
          <Alert color="red" role="alert" mb="xs">
            {errorMessage(resend.error)}
          </Alert>
        )}
        {resentId !== null && !resend.isError && (
          <Text role="status" c="green" mb="xs">
            {copy.resent}
          </Text>
        )}
        {data && data.entries.length === 0 && <Text c="dimmed">{copy.empty}</Text>}
        {data && data.entries.length > 0 && (
          <Table.ScrollContainer minWidth={720} scrollAreaProps={focusableScroll}>
            <Table striped aria-label={copy.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{copy.columns.kind}</Table.Th>
                  <Table.Th>{copy.columns.channel}</Table.Th>
                  <Table.Th>{copy.columns.to}</Table.Th>
                  <Table.Th>{copy.columns.status}</Table.Th>
                  <Table.Th>{copy.columns.provider}</Table.Th>
                  {canAct && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      <Text fw={600}>{entry.kindLabel}</Text>
                      {entry.subject && <Text size="sm">{entry.subject}</Text>}
                    </Table.Td>
                    <Table.Td>
                      {copy.channels[entry.channel]}
                      {entry.units !== null && (
                        <Text size="xs" c="dimmed">
                          {copy.units(entry.units)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.address}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColor[entry.status]} variant="light">
                        {copy.statuses[entry.status]}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        <time dateTime={entry.statusAt}>{formatDateTime(entry.statusAt)}</time>
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {[entry.providerStatus, entry.error].filter(Boolean).join(' · ')}
                    </Table.Td>
                    {canAct && (
                      <Table.Td>
                        {entry.resendable && (
                          <Button
                            size="xs"
                            variant="default"
                            loading={resend.isPending && resend.variables === entry.id}
                            aria-label={`${copy.resend}: ${entry.kindLabel}, ${copy.channels[entry.channel]}`}
                            onClick={() => {
                              setResentId(null);
                              resend.mutate(entry.id, { onSuccess: () => setResentId(entry.id) });
                            }}
                          >
                            {copy.resend}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Group justify="space-between" mt="xs">
            <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {copy.previous}
            </Button>
            <Text size="sm">{copy.pageOf(page, pages)}</Text>
            <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {copy.next}
            </Button>
          </Group>
        )}
      </Paper>
      {canAct && data && <OneOffMessageForm email={email} acceptedChannels={data.acceptedChannels} />}
    </Stack>
  );
}

import { staffBookingCopy } from '@intake/contracts/copy/interview-booking-staff';
import type { AvailabilityRule } from '@intake/contracts/interview-booking';
import { formatTwelveHour } from '@intake/contracts/school-clock';
import { Alert, Anchor, Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { focusableScroll } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { useEveryonesAvailability } from '../api/everyones-availability';

const copy = staffBookingCopy.availability;

function RuleLine({ rule }: { rule: AvailabilityRule }) {
  const when =
    rule.kind === 'weekly'
      ? copy.weekly(copy.weekdays[(rule.weekday ?? 1) - 1] ?? '')
      : copy.once(rule.date ?? '');
  const how = staffBookingCopy.methods[rule.method] ?? rule.method;
  return (
    <Text size="sm">
      {`${when}: ${copy.window(formatTwelveHour(rule.startTime), formatTwelveHour(rule.endTime), rule.lengthMinutes, rule.bufferMinutes)} · ${how}`}
      {rule.method === 'Offline' && rule.place ? ` (${rule.place})` : ''}
      {rule.method === 'ONLINE' && rule.meetingLink && (
        <>
          {' '}
          <Anchor href={rule.meetingLink} target="_blank" rel="noreferrer" size="sm">
            {staffBookingCopy.joinLink}
          </Anchor>
        </>
      )}
    </Text>
  );
}

/** Every elder's published windows and days off, for the admins (the times are the school's). */
export function AdminAvailabilityOverview() {
  const availability = useEveryonesAvailability();
  return (
    <Stack gap="sm">
      <Title order={2}>{copy.title}</Title>
      {availability.isPending && <Loader aria-label={staffBookingCopy.loading} />}
      {availability.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text>{errorMessage(availability.error)}</Text>
            <Button variant="default" size="xs" onClick={() => void availability.refetch()}>
              {staffBookingCopy.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {availability.data?.elders.length === 0 && <Text>{copy.none}</Text>}
      {availability.data && availability.data.elders.length > 0 && (
        <Table.ScrollContainer minWidth={640} scrollAreaProps={focusableScroll}>
          <Table aria-label={copy.title} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{staffBookingCopy.columns.elder}</Table.Th>
                <Table.Th>{staffBookingCopy.columns.when}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {availability.data.elders.map((elder) => (
                <Table.Tr key={elder.elderId}>
                  <Table.Td>{elder.elderName}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {elder.rules.length === 0 && <Text size="sm">{copy.nothing}</Text>}
                      {elder.rules.map((rule, index) => (
                        // The rules are a list the elder orders; they have no id of their own.
                        // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity
                        <RuleLine key={index} rule={rule} />
                      ))}
                      {elder.daysOff.length > 0 && (
                        <Text size="sm" c="dimmed">
                          {copy.daysOff(elder.daysOff.join(', '))}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

import { staffBookingCopy } from '@intake/contracts/copy/interview-booking-staff';
import { Alert, Button, Card, CopyButton, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { useMyAvailability } from '../api/my-availability';
import { useRenewCalendarFeedMutation } from '../api/renew-calendar-feed';

const copy = staffBookingCopy.feed;

/**
 * The elder's private calendar feed. Only a hash of the address is stored, so it is shown once, on
 * the answer that made it; making another stops the old one.
 */
export function ElderCalendarFeed() {
  const availability = useMyAvailability();
  const renew = useRenewCalendarFeedMutation();
  const active = availability.data?.feedActive ?? false;
  const feedUrl = renew.data?.feedUrl;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2}>{copy.title}</Title>
        <Text>{copy.intro}</Text>
        {feedUrl ? (
          <>
            <Alert color="yellow" variant="light">
              {copy.shownOnce}
            </Alert>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={copy.address}
                value={feedUrl}
                readOnly
                style={{ flex: 1, minWidth: 0 }}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={feedUrl}>
                {({ copied, copy: copyUrl }) => (
                  <Button variant={copied ? 'light' : 'filled'} onClick={copyUrl}>
                    {copied ? copy.copied : copy.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        ) : (
          <Text>{active ? copy.active : copy.none}</Text>
        )}
        {renew.isError && (
          <Alert color="red" role="alert">
            {errorMessage(renew.error)}
          </Alert>
        )}
        <Group>
          <Button
            variant={active || feedUrl ? 'default' : 'filled'}
            loading={renew.isPending}
            onClick={() => renew.mutate()}
          >
            {active || feedUrl ? copy.renew : copy.make}
          </Button>
        </Group>
        <Title order={3}>{copy.howTitle}</Title>
        <List size="sm" spacing={4}>
          <List.Item>{copy.google}</List.Item>
          <List.Item>{copy.outlook}</List.Item>
          <List.Item>{copy.apple}</List.Item>
        </List>
      </Stack>
    </Card>
  );
}

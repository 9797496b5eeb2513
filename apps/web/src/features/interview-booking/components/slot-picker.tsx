import { bookingScreenCopy as copy } from '@intake/contracts/copy/interview-booking';
import type { InterviewSlot } from '@intake/contracts/interview-booking';
import { formatTwelveHour } from '@intake/contracts/school-clock';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { viewerTimeZone } from '../viewer-zone';

// The browser's own zone; the school's is the one the slots are grouped by.
export { viewerTimeZone };

const offsetAt = (instant: Date, timeZone: string) => {
  const shown = new Date(instant.toLocaleString('en-US', { timeZone }));
  const utc = new Date(instant.toLocaleString('en-US', { timeZone: 'UTC' }));
  return shown.getTime() - utc.getTime();
};

/** The slot's start on the viewer's clock when it reads differently from the school's, else undefined. */
export function viewerTime(startsAt: string, schoolZone: string, viewerZone: string) {
  const instant = new Date(startsAt);
  if (offsetAt(instant, schoolZone) === offsetAt(instant, viewerZone)) return undefined;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: viewerZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(instant);
}

/** Free slots grouped by the school's day; each is a button, with the viewer's own time beside it. */
export function SlotPicker({
  slots,
  schoolZone,
  pending,
  onPick,
}: {
  slots: InterviewSlot[];
  schoolZone: string;
  pending: boolean;
  onPick: (slot: InterviewSlot) => void;
}) {
  if (slots.length === 0) return <Text>{copy.noSlots}</Text>;
  const viewerZone = viewerTimeZone();
  const days = [...new Set(slots.map((slot) => slot.schoolDate))];
  return (
    <Stack gap="md">
      <Text size="sm">{copy.schoolZone((schoolZone.split('/').pop() ?? schoolZone).replace(/_/g, ' '))}</Text>
      {days.map((day) => (
        <Stack key={day} gap="xs">
          <Title order={3} size="h5">
            {day}
          </Title>
          <Group gap="xs">
            {slots
              .filter((slot) => slot.schoolDate === day)
              .map((slot) => {
                const own = viewerTime(slot.startsAt, schoolZone, viewerZone);
                return (
                  <Button
                    key={`${slot.startsAt}|${slot.method}`}
                    variant="default"
                    disabled={pending}
                    onClick={() => onPick(slot)}
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                    h="auto"
                    py={6}
                  >
                    <Stack gap={0}>
                      <span>
                        {formatTwelveHour(slot.schoolTime)} · {copy.methods[slot.method] ?? slot.method}
                      </span>
                      {own ? <Text size="xs">{copy.yourTime(own)}</Text> : null}
                    </Stack>
                  </Button>
                );
              })}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

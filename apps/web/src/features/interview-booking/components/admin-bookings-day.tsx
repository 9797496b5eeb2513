import { staffBookingCopy } from '@intake/contracts/copy/interview-booking-staff';
import type { StaffBooking } from '@intake/contracts/interview-booking';
import { formatTwelveHour } from '@intake/contracts/school-clock';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../components/form/date-field';
import { errorMessage } from '../../../lib/api-error';
import { isoToday, toWireDate } from '../../../lib/wire-dates';
import { useStaffBookings } from '../api/staff-bookings';
import { BookingsTable, zoneCity } from './staff-booking-parts';

const copy = staffBookingCopy.day;

/** yyyy-MM-dd moved by whole days (calendar arithmetic at noon UTC: no zone shifts it). */
function shiftDay(isoDay: string, days: number) {
  const moved = new Date(`${isoDay}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

const timeIn = (zone: string) => (booking: StaffBooking) => {
  const format = (instant: string) =>
    formatTwelveHour(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(instant)),
    );
  return `${format(booking.startsAt)}–${format(booking.endsAt)}`;
};

/** The elders in name order, each with their interviews of the day. */
function byElder(bookings: StaffBooking[]) {
  const elders = new Map<string, { name: string; bookings: StaffBooking[] }>();
  for (const booking of bookings) {
    const entry = elders.get(booking.elderId) ?? { name: booking.elderName, bookings: [] };
    entry.bookings.push(booking);
    elders.set(booking.elderId, entry);
  }
  return [...elders.entries()].sort(([, a], [, b]) => a.name.localeCompare(b.name));
}

/** The admins' view of one school day: each elder's booked interviews, with a date picker and day steps. */
export function AdminBookingsDay() {
  const [day, setDay] = useState(isoToday);
  const bookings = useStaffBookings({ from: toWireDate(day), days: 1 });
  const zone = bookings.data?.timeZone;

  return (
    <Stack gap="sm">
      <Title order={2}>{copy.title}</Title>
      <Group gap="xs" align="flex-end">
        <Button variant="default" onClick={() => setDay((was) => shiftDay(was, -1))}>
          {copy.previous}
        </Button>
        <DateField label={copy.date} value={day} onChange={(chosen) => chosen && setDay(chosen)} />
        <Button variant="default" onClick={() => setDay((was) => shiftDay(was, 1))}>
          {copy.next}
        </Button>
        <Button variant="default" onClick={() => setDay(isoToday())}>
          {copy.today}
        </Button>
      </Group>
      {zone && (
        <Text size="sm" c="dimmed">
          {staffBookingCopy.zoneNote(zoneCity(zone))}
        </Text>
      )}
      {bookings.isPending && <Loader aria-label={staffBookingCopy.loading} />}
      {bookings.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text>{errorMessage(bookings.error)}</Text>
            <Button variant="default" size="xs" onClick={() => void bookings.refetch()}>
              {staffBookingCopy.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {bookings.data && zone && bookings.data.bookings.length === 0 && <Text>{copy.none}</Text>}
      {bookings.data &&
        zone &&
        byElder(bookings.data.bookings).map(([elderId, elder]) => (
          <Stack key={elderId} gap={4}>
            <Title order={3}>{elder.name}</Title>
            <BookingsTable bookings={elder.bookings} zone={zone} label={elder.name} when={timeIn(zone)} />
          </Stack>
        ))}
    </Stack>
  );
}

import { staffBookingCopy as copy } from '@intake/contracts/copy/interview-booking-staff';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { toWireDate } from '../../../lib/wire-dates';
import { useStaffBookings } from '../api/staff-bookings';
import { BookingsTable, zoneCity } from './staff-booking-parts';

const DAY_MS = 86_400_000;
/** How far back "recent" reaches, and how far ahead bookings can be made (the horizon, with room). */
const RECENT_DAYS = 7;
const AHEAD_DAYS = 15;

const isoDate = (instant: Date) => instant.toISOString().slice(0, 10);

/** The signed-in elder's booked interviews: upcoming ones first, then the last week's, newest first. */
export function ElderBookingsList() {
  // A day more on each side than asked: the browser's day may differ from the school's.
  const [from] = useState(() => toWireDate(isoDate(new Date(Date.now() - (RECENT_DAYS + 1) * DAY_MS))));
  const bookings = useStaffBookings({ from, days: RECENT_DAYS + AHEAD_DAYS + 2 });
  const user = useSessionUser();

  if (bookings.isPending) return <Loader aria-label={copy.loading} />;
  if (bookings.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{errorMessage(bookings.error)}</Text>
          <Button variant="default" size="xs" onClick={() => void bookings.refetch()}>
            {copy.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { timeZone } = bookings.data;
  const now = Date.now();
  const ended = (endsAt: string) => new Date(endsAt).getTime() <= now;
  // An admin is answered everyone's bookings: this list is the caller's own.
  const mine = bookings.data.bookings.filter((booking) => booking.elderId === user?.id);
  const upcoming = mine.filter((booking) => !ended(booking.endsAt));
  const recent = mine
    .filter(
      (booking) => ended(booking.endsAt) && now - new Date(booking.endsAt).getTime() <= RECENT_DAYS * DAY_MS,
    )
    .reverse();

  return (
    <Stack gap="sm">
      <Title order={2}>{copy.mine.title}</Title>
      <Text size="sm" c="dimmed">
        {copy.zoneNote(zoneCity(timeZone))}
      </Text>
      <Title order={3}>{copy.mine.upcoming}</Title>
      {upcoming.length === 0 ? (
        <Text>{copy.mine.noUpcoming}</Text>
      ) : (
        <BookingsTable bookings={upcoming} zone={timeZone} label={copy.mine.upcoming} />
      )}
      <Title order={3}>{copy.mine.recent}</Title>
      {recent.length === 0 ? (
        <Text>{copy.mine.noRecent}</Text>
      ) : (
        <BookingsTable bookings={recent} zone={timeZone} label={copy.mine.recent} />
      )}
    </Stack>
  );
}

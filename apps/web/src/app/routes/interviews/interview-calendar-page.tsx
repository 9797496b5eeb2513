import { staffBookingCopy } from '@intake/contracts/copy/interview-booking-staff';
import { Stack, Title } from '@mantine/core';
import { Screen } from '../../../components/layout/screen-heading';
import {
  AvailabilityEditor,
  ElderBookingsList,
  ElderCalendarFeed,
} from '../../../features/interview-booking';

/** `/dashboard/interviews`: the signed-in elder's (or admin's) bookings, availability and calendar feed. */
export default function InterviewCalendarPage() {
  return (
    <Screen>
      <Stack gap="xl">
        <Title order={1}>{staffBookingCopy.navMine}</Title>
        <ElderBookingsList />
        <AvailabilityEditor />
        <ElderCalendarFeed />
      </Stack>
    </Screen>
  );
}

import { staffBookingCopy } from '@intake/contracts/copy/interview-booking-staff';
import { Stack, Title } from '@mantine/core';
import { Screen } from '../../../components/layout/screen-heading';
import { AdminAvailabilityOverview, AdminBookingsDay } from '../../../features/interview-booking';

/** `/dashboard/interview-bookings`: the admins' day of booked interviews per elder, and everyone's availability. */
export default function InterviewBookingsPage() {
  return (
    <Screen>
      <Stack gap="xl">
        <Title order={1}>{staffBookingCopy.navAdmin}</Title>
        <AdminBookingsDay />
        <AdminAvailabilityOverview />
      </Stack>
    </Screen>
  );
}

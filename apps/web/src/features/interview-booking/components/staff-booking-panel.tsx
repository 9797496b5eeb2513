import { staffBookingCopy } from '@intake/contracts/copy/interview-booking-staff';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { useInviteToBookMutation } from '../api/invite-to-book';
import { useStaffBookings } from '../api/staff-bookings';
import { BookingsTable } from './staff-booking-parts';

const copy = staffBookingCopy.profile;

/** Beside the spec's fixed-time invitation: mails the applicant a link to book a free slot. */
export function StaffInviteToBook({ email }: { email: string }) {
  const invite = useInviteToBookMutation();
  return (
    <Stack gap={4}>
      {/* The side panel is narrow: a label that does not fit wraps instead of being cut. */}
      <Button
        variant="light"
        loading={invite.isPending}
        onClick={() => invite.mutate(email)}
        h="auto"
        py={6}
        styles={{ label: { whiteSpace: 'normal' } }}
      >
        {copy.invite}
      </Button>
      <Text size="xs" c="dimmed">
        {copy.inviteHint}
      </Text>
      {invite.isSuccess && (
        <Alert color="green" role="status">
          {invite.data.message}
        </Alert>
      )}
      {invite.isError && (
        <Alert color="red" role="alert">
          {errorMessage(invite.error)}
        </Alert>
      )}
    </Stack>
  );
}

/** The applicant's self-booked interviews on their profile, with the actions their elder (or an admin) takes. */
export function StaffApplicantBookings({ email }: { email: string }) {
  const bookings = useStaffBookings({ applicant: email });
  const list = bookings.data?.bookings ?? [];
  return (
    <Stack gap="xs" component="section" aria-label={copy.title} mt="md">
      <Title order={2} size="h4">
        {copy.title}
      </Title>
      {bookings.isError && (
        <Alert color="red" role="alert">
          {errorMessage(bookings.error)}
        </Alert>
      )}
      {bookings.data && list.length === 0 && <Text size="sm">{copy.none}</Text>}
      {bookings.data && list.length > 0 && (
        <BookingsTable bookings={list} zone={bookings.data.timeZone} label={copy.title} showElder />
      )}
    </Stack>
  );
}

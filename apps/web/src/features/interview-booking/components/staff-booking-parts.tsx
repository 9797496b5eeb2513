import { staffBookingCopy as copy } from '@intake/contracts/copy/interview-booking-staff';
import { type StaffBooking, staffCancelBookingSchema } from '@intake/contracts/interview-booking';
import { pagePath, paths } from '@intake/contracts/pages';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { focusableScroll } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useCancelBookingByStaffMutation } from '../api/cancel-booking-by-staff';
import { useRecordBookingOutcomeMutation } from '../api/record-booking-outcome';
import { schoolWhen } from '../school-when';

/** How the interview happens: the method, with the meeting link to open or the place to go. */
export function BookingHow({ booking }: { booking: StaffBooking }) {
  if (booking.method === 'ONLINE' && booking.meetingLink) {
    return (
      <Stack gap={0}>
        <Text size="sm">{copy.methods.ONLINE}</Text>
        <Anchor href={booking.meetingLink} target="_blank" rel="noreferrer" size="sm">
          {copy.joinLink}
        </Anchor>
      </Stack>
    );
  }
  if (booking.method === 'Offline') {
    return (
      <Text size="sm">
        {copy.methods.Offline}
        {booking.place ? `: ${booking.place}` : ''}
      </Text>
    );
  }
  return <Text size="sm">{copy.phone}</Text>;
}

/** Whether the signed-in staff member may act on this booking: its elder, or an admin. */
export function useMayAct() {
  const user = useSessionUser();
  return (booking: StaffBooking) => user?.roles === 'ADMIN' || booking.elderId === user?.id;
}

/**
 * The staff's actions on a booked interview: held or no-show once it has started, and cancelling
 * with a reason (which the applicant reads, with a link to book again) until an outcome is set.
 */
export function BookingActions({ booking, zone }: { booking: StaffBooking; zone: string }) {
  const [cancelling, setCancelling] = useState(false);
  const outcome = useRecordBookingOutcomeMutation();
  if (booking.status !== 'booked') return null;
  const started = new Date(booking.startsAt).getTime() <= Date.now();
  const name = booking.applicantName;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        {started && (
          <>
            <Button
              size="xs"
              aria-label={copy.actions.heldLabel(name)}
              loading={outcome.isPending && outcome.variables?.outcome === 'held'}
              disabled={outcome.isPending}
              onClick={() => outcome.mutate({ bookingId: booking.id, outcome: 'held' })}
            >
              {copy.actions.held}
            </Button>
            <Button
              size="xs"
              variant="outline"
              aria-label={copy.actions.noShowLabel(name)}
              loading={outcome.isPending && outcome.variables?.outcome === 'no-show'}
              disabled={outcome.isPending}
              onClick={() => outcome.mutate({ bookingId: booking.id, outcome: 'no-show' })}
            >
              {copy.actions.noShow}
            </Button>
          </>
        )}
        <Button
          size="xs"
          variant="default"
          aria-label={copy.actions.cancelLabel(name)}
          onClick={() => setCancelling(true)}
        >
          {copy.actions.cancel}
        </Button>
      </Group>
      {outcome.isError && (
        <Text size="xs" c="red" role="alert">
          {errorMessage(outcome.error)}
        </Text>
      )}
      {cancelling && <CancelDialog booking={booking} zone={zone} onClose={() => setCancelling(false)} />}
    </Stack>
  );
}

function CancelDialog({
  booking,
  zone,
  onClose,
}: {
  booking: StaffBooking;
  zone: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const cancel = useCancelBookingByStaffMutation();
  const submit = () => {
    const parsed = staffCancelBookingSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    cancel.mutate({ bookingId: booking.id, reason: parsed.data.reason }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={copy.cancelDialog.title}
      closeButtonProps={{ 'aria-label': copy.cancelDialog.keep }}
    >
      <Stack gap="sm">
        <Text>{copy.cancelDialog.intro(booking.applicantName, schoolWhen(booking.startsAt, zone))}</Text>
        <Textarea
          label={copy.cancelDialog.reason}
          required
          rows={3}
          maxLength={1000}
          value={reason}
          error={problem}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {cancel.isError && (
          <Alert color="red" role="alert">
            {errorMessage(cancel.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {copy.cancelDialog.keep}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={submit}>
            {copy.cancelDialog.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Bookings as a table in a scroll area the keyboard can reach (it scrolls sideways at 360 px). */
export function BookingsTable({
  bookings,
  zone,
  label,
  showElder = false,
  when = (booking) => schoolWhen(booking.startsAt, zone),
}: {
  bookings: StaffBooking[];
  zone: string;
  label: string;
  showElder?: boolean;
  when?: (booking: StaffBooking) => string;
}) {
  const mayAct = useMayAct();
  return (
    <Table.ScrollContainer minWidth={720} scrollAreaProps={focusableScroll}>
      <Table aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{copy.columns.when}</Table.Th>
            <Table.Th>{copy.columns.applicant}</Table.Th>
            {showElder && <Table.Th>{copy.columns.elder}</Table.Th>}
            <Table.Th>{copy.columns.how}</Table.Th>
            <Table.Th>{copy.columns.status}</Table.Th>
            <Table.Th>{copy.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Table.Tr key={booking.id}>
              <Table.Td>{when(booking)}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={pagePath(paths.profile, { id: booking.applicantEmail })}
                  size="sm"
                >
                  {booking.applicantName}
                </Anchor>
              </Table.Td>
              {showElder && <Table.Td>{booking.elderName}</Table.Td>}
              <Table.Td>
                <BookingHow booking={booking} />
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Badge variant="light">{copy.statuses[booking.status]}</Badge>
                  {booking.confirmed && booking.status === 'booked' && (
                    <Text size="xs">{copy.confirmed}</Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{mayAct(booking) && <BookingActions booking={booking} zone={zone} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The zone's city, as the e-mails name it: 'Africa/Lagos' → 'Lagos'. */
export const zoneCity = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

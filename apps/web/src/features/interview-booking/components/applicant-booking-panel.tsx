import { bookingScreenCopy as copy } from '@intake/contracts/copy/interview-booking';
import {
  type BookingPage,
  type InterviewSlot,
  slotTakenDetailsSchema,
} from '@intake/contracts/interview-booking';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmation } from '../../../components/dialogs/confirm-dialog';
import { DashboardCard } from '../../../components/layout/dashboard-card';
import { ApiError } from '../../../lib/api-error';
import { useApplicantBookSlotMutation } from '../api/applicant-book-slot';
import { useApplicantBookingPage } from '../api/applicant-booking-page';
import { useApplicantCancelBookingMutation } from '../api/applicant-cancel-booking';
import { schoolWhen } from '../school-when';
import { BookingOutcome } from './booking-outcome';
import { SlotPicker } from './slot-picker';

/**
 * The dashboard's booking panel for an applicant invited to book (issue 26.2–3): the free slots,
 * then the booked interview with Reschedule and Cancel. It shows nothing to an applicant who was
 * not invited to book (the spec's fixed-time invitation stays on the interview step).
 * `onChanged` runs after a booking, move or cancellation, so the page can re-read the status.
 */
export function ApplicantBookingPanel({ onChanged }: { onChanged: () => void }) {
  const page = useApplicantBookingPage(true);
  const book = useApplicantBookSlotMutation();
  const cancel = useApplicantCancelBookingMutation();
  const confirmation = useConfirmation();
  const [choosing, setChoosing] = useState(false);
  // The next free slots a lost race answered with, shown in place of the page's until the next pick.
  const [offered, setOffered] = useState<InterviewSlot[] | undefined>();

  if (page.isPending) return <Loader aria-label={copy.loading} />;
  if (page.isError)
    return (
      <Alert color="red" role="alert">
        {page.error.message}
      </Alert>
    );
  const data = page.data;
  if (!data.open && !data.booking) return null;

  const pick = (slot: InterviewSlot) => {
    setOffered(undefined);
    cancel.reset();
    book.mutate(
      { startsAt: slot.startsAt, method: slot.method },
      {
        onSuccess: () => {
          setChoosing(false);
          onChanged();
        },
        onError: (error) => {
          const details =
            error instanceof ApiError && error.status === 409
              ? slotTakenDetailsSchema.safeParse(error.details)
              : undefined;
          if (details?.success) setOffered(details.data.slots);
        },
      },
    );
  };
  const askCancel = (startsAt: string) =>
    confirmation.ask({
      title: copy.cancelTitle,
      message: copy.cancelAsk(schoolWhen(startsAt, data.timeZone)),
      confirmLabel: copy.cancel,
      onConfirm: () => {
        book.reset();
        setChoosing(false);
        cancel.mutate(undefined, { onSuccess: onChanged });
      },
    });

  const refusal = data.booking ? null : (data.cannotBookReason ?? null);
  const picking = data.open && !refusal && (!data.booking || (choosing && data.canReschedule));
  return (
    <DashboardCard title={data.booking ? copy.panelTitle : copy.title}>
      {data.booking ? (
        <BookedInterview
          page={data}
          booking={data.booking}
          choosing={choosing}
          cancelling={cancel.isPending}
          onReschedule={() => setChoosing((open) => !open)}
          onCancel={askCancel}
        />
      ) : null}
      <BookingOutcome
        cancelled={cancel.isSuccess && !data.booking}
        cancelError={cancel.isError ? cancel.error.message : null}
        bookError={book.isError ? book.error.message : null}
        slotTaken={offered !== undefined}
      />
      {refusal ? <Text>{refusal}</Text> : null}
      {picking ? (
        <>
          <Title order={3} size="h4">
            {data.booking ? copy.moveTime : copy.chooseTime}
          </Title>
          <SlotPicker
            slots={offered ?? data.slots}
            schoolZone={data.timeZone}
            pending={book.isPending}
            onPick={pick}
          />
        </>
      ) : null}
      {confirmation.dialog}
    </DashboardCard>
  );
}

type Booking = NonNullable<BookingPage['booking']>;

function BookedInterview({
  page,
  booking,
  choosing,
  cancelling,
  onReschedule,
  onCancel,
}: {
  page: BookingPage;
  booking: Booking;
  choosing: boolean;
  cancelling: boolean;
  onReschedule: () => void;
  onCancel: (startsAt: string) => void;
}) {
  const started = new Date(booking.startsAt).getTime() <= Date.now();
  return (
    <Stack gap="xs">
      <Text fw={600}>{copy.booked(schoolWhen(booking.startsAt, page.timeZone))}</Text>
      {booking.method === 'ONLINE' ? (
        <Text size="sm">
          {copy.how.ONLINE}{' '}
          {booking.meetingLink ? (
            <Anchor href={booking.meetingLink} target="_blank" rel="noopener noreferrer">
              {booking.meetingLink}
            </Anchor>
          ) : null}
        </Text>
      ) : (
        <Text size="sm">
          {booking.method === 'Offline' ? copy.how.Offline(booking.place ?? '') : copy.how.phone}
        </Text>
      )}
      {booking.elderName ? <Text size="sm">{copy.interviewer(booking.elderName)}</Text> : null}
      {page.canReschedule && page.changesUntil ? (
        <Text size="sm">
          {copy.changesLeft(page.reschedulesLeft)}{' '}
          {copy.changesUntil(schoolWhen(page.changesUntil, page.timeZone))}
        </Text>
      ) : null}
      {!page.canReschedule && !started ? <Text size="sm">{copy.cancelUntilStart}</Text> : null}
      {started ? null : (
        <Group gap="sm">
          {page.canReschedule ? (
            <Button variant={choosing ? 'default' : 'filled'} onClick={onReschedule}>
              {choosing ? copy.keepTime : copy.reschedule}
            </Button>
          ) : null}
          <Button color="red" variant="light" loading={cancelling} onClick={() => onCancel(booking.startsAt)}>
            {copy.cancel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

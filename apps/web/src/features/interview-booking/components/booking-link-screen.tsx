import { bookingScreenCopy as copy } from '@intake/contracts/copy/interview-booking';
import { type InterviewSlot, slotTakenDetailsSchema } from '@intake/contracts/interview-booking';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmation } from '../../../components/dialogs/confirm-dialog';
import { ApiError } from '../../../lib/api-error';
import { useCancelByLinkMutation } from '../api/applicant-cancel-by-link';
import { useBookByLinkMutation } from '../api/book-by-link';
import { useBookingLinkPage } from '../api/booking-link-page';
import { schoolWhen } from '../school-when';
import { BookingOutcome } from './booking-outcome';
import { SlotPicker } from './slot-picker';

/** The page an e-mailed booking link opens: the booking if any, and the free times to pick from. */
export function BookingLinkScreen({ token }: { token: string }) {
  const page = useBookingLinkPage(token);
  const book = useBookByLinkMutation(token);
  const cancel = useCancelByLinkMutation(token);
  const confirmation = useConfirmation();
  const [offered, setOffered] = useState<InterviewSlot[] | undefined>();

  if (page.isPending) return <Loader aria-label={copy.loading} />;
  if (page.isError)
    return (
      <Alert color="red" role="alert">
        {page.error.message}
      </Alert>
    );
  const data = page.data;
  const taken =
    book.error instanceof ApiError && book.error.status === 409
      ? slotTakenDetailsSchema.safeParse(book.error.details)
      : undefined;
  const pick = (slot: InterviewSlot) => {
    setOffered(undefined);
    book.mutate(
      { startsAt: slot.startsAt, method: slot.method },
      {
        onError: (error) => {
          const details =
            error instanceof ApiError ? slotTakenDetailsSchema.safeParse(error.details) : undefined;
          if (details?.success) setOffered(details.data.slots);
        },
      },
    );
  };
  const slots = offered ?? data.slots;
  const booking = data.booking;
  const askCancel = (startsAt: string) =>
    confirmation.ask({
      title: copy.cancelTitle,
      message: copy.cancelAsk(schoolWhen(startsAt, data.timeZone)),
      confirmLabel: copy.cancel,
      onConfirm: () => {
        book.reset();
        setOffered(undefined);
        cancel.mutate();
      },
    });
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{copy.title}</Title>
      {!data.open ? <Text>{copy.closed}</Text> : null}
      {booking ? <Text fw={600}>{copy.booked(schoolWhen(booking.startsAt, data.timeZone))}</Text> : null}
      <BookingOutcome
        cancelled={cancel.isSuccess && !booking}
        cancelError={cancel.isError ? cancel.error.message : null}
        bookError={book.isError ? (taken?.success ? copy.taken : book.error.message) : null}
        slotTaken={taken?.success === true}
      />
      {data.booking && data.canReschedule ? (
        <Text size="sm">{copy.changesLeft(data.reschedulesLeft)}</Text>
      ) : null}
      {data.open && !data.booking && data.cannotBookReason ? <Text>{data.cannotBookReason}</Text> : null}
      {data.open && (data.booking ? data.canReschedule : !data.cannotBookReason) ? (
        <>
          <Title order={2} size="h4">
            {data.booking ? copy.moveTime : copy.chooseTime}
          </Title>
          <SlotPicker slots={slots} schoolZone={data.timeZone} pending={book.isPending} onPick={pick} />
        </>
      ) : null}
      {booking && new Date(booking.startsAt).getTime() > Date.now() ? (
        <Button
          color="red"
          variant="light"
          loading={cancel.isPending}
          onClick={() => askCancel(booking.startsAt)}
          maw={360}
        >
          {copy.cancel}
        </Button>
      ) : null}
      {confirmation.dialog}
    </Stack>
  );
}

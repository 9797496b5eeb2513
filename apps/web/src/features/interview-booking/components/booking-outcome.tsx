import { bookingScreenCopy as copy } from '@intake/contracts/copy/interview-booking';
import { Alert } from '@mantine/core';

/**
 * What the last booking call did, on the dashboard's panel and the e-mailed link's page alike:
 * a cancellation made, or why a cancellation or a booking failed (a slot taken meanwhile is a
 * warning: other times are offered beside it).
 */
export function BookingOutcome({
  cancelled,
  cancelError,
  bookError,
  slotTaken,
}: {
  cancelled: boolean;
  cancelError: string | null;
  bookError: string | null;
  slotTaken: boolean;
}) {
  return (
    <>
      {cancelled ? (
        <Alert color="teal" role="status">
          {copy.cancelled}
        </Alert>
      ) : null}
      {cancelError ? (
        <Alert color="red" role="alert">
          {cancelError}
        </Alert>
      ) : null}
      {bookError ? (
        <Alert color={slotTaken ? 'yellow' : 'red'} role="alert">
          {bookError}
        </Alert>
      ) : null}
    </>
  );
}

import { confirmAttendanceCopy as copy } from '@intake/contracts/copy/interview-booking';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useConfirmAttendanceMutation, useConfirmAttendanceState } from '../api/confirm-attendance';
import { schoolWhen } from '../school-when';

/**
 * The page the 24-hour reminder's link opens (issue 26.4): it shows the interview and confirms
 * attendance only when the applicant presses the button, never on opening (a mail scanner opens links).
 */
export function ConfirmAttendanceScreen({ token }: { token: string }) {
  const state = useConfirmAttendanceState(token);
  const confirm = useConfirmAttendanceMutation(token);
  if (state.isPending) return <Loader aria-label={copy.loading} />;
  if (state.isError)
    return (
      <Alert color="red" role="alert">
        {state.error.message}
      </Alert>
    );
  const { startsAt, confirmed, timeZone } = state.data;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{copy.title}</Title>
      {startsAt === null ? (
        <Text>{copy.noBooking}</Text>
      ) : (
        <>
          <Text fw={600}>{copy.when(schoolWhen(startsAt, timeZone))}</Text>
          {confirmed ? (
            <Alert color="green" role="status">
              {copy.confirmed}
            </Alert>
          ) : (
            <>
              <Text>{copy.ask}</Text>
              {confirm.isError && (
                <Alert color="red" role="alert">
                  {copy.failed}
                </Alert>
              )}
              <Button onClick={() => confirm.mutate()} loading={confirm.isPending} fullWidth maw={360}>
                {copy.confirm}
              </Button>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

import { copy } from '@intake/contracts/copy/shared';
import { INTERVIEW_PAST_MESSAGE } from '@intake/contracts/interviews';
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../components/form/date-field';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { isoToday, isPast, quarterHours, toWireDate } from '../../../lib/wire-dates';
import { useRescheduleInterviewMutation } from '../api/reschedule-interview';

type RescheduleInterviewDialogProps = { token: string; onCancel: () => void; onRescheduled: () => void };

/** docs/spec/portal-spec.md §2 "Reschedule interview dialog": a day (never past) and a quarter hour; errors as the server says. */
export function RescheduleInterviewDialog({
  token,
  onCancel,
  onRescheduled,
}: RescheduleInterviewDialogProps) {
  const reschedule = useRescheduleInterviewMutation(token);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!date || !time) {
      setError(copy.chooseDateAndTime);
      return;
    }
    if (isPast(date, time)) {
      setError(INTERVIEW_PAST_MESSAGE);
      return;
    }
    setError(null);
    try {
      await reschedule.mutateAsync({
        interviewDate: toWireDate(date),
        interviewTime: time,
        interviewMethod: 'ONLINE',
      });
      onRescheduled();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      opened
      onClose={onCancel}
      title={copy.rescheduleInterview}
      closeButtonProps={{ 'aria-label': copy.close }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <DateField label={copy.interviewDate} minDate={isoToday()} value={date} onChange={setDate} />
          <NativeSelect
            label={copy.interviewTime}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            data={[{ value: '', label: copy.choose }, ...quarterHours]}
          />
          <FormError message={error} />
          <Group grow gap="sm">
            <Button variant="default" onClick={onCancel}>
              {copy.cancel}
            </Button>
            <Button type="submit" loading={reschedule.isPending} disabled={reschedule.isPending}>
              {copy.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

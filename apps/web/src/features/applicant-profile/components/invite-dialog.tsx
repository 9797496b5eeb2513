import { profileCopy } from '@intake/contracts/copy/applicant-profile';
import type { InterviewMethod } from '@intake/contracts/interviews';
import { Alert, Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { LazyModal } from '../../../components/dialogs/lazy-modal';
import { DateField } from '../../../components/form/date-field';
import { errorMessage } from '../../../lib/api-error';
import { isoToday, isPast, quarterHours, toWireDate } from '../../../lib/wire-dates';
import { useInviteApplicantMutation } from '../api/invite-applicant';

type InviteDialogProps = {
  applicantEmail: string;
  opened: boolean;
  onClose: () => void;
  /** Called after the server took the invitation; the dialog has closed by then. */
  onInvited: (message: string) => void;
};

type Errors = { date?: string; time?: string };

/**
 * 'Invite For Interview' (docs/spec/portal-spec.md §3, §5): a date that is not in the past (sent dd-MM-yyyy), a time in
 * 15-minute steps (24-hour), a method (default 'phone') and an optional note.
 */
export function InviteDialog({ applicantEmail, opened, onClose, onInvited }: InviteDialogProps) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [method, setMethod] = useState<InterviewMethod>('phone');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const invite = useInviteApplicantMutation();

  const close = () => {
    if (invite.isPending) return;
    invite.reset();
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const found: Errors = {};
    if (!date) found.date = profileCopy.chooseDate;
    else if (isPast(date, time)) found.date = profileCopy.pastDate;
    if (!time) found.time = profileCopy.chooseTimeError;
    setErrors(found);
    if (found.date || found.time) return;
    invite.mutate(
      {
        applicantEmail,
        interviewDate: toWireDate(date),
        interviewTime: time,
        interviewMethod: method,
        optionalInvitationComment: comment.trim(),
      },
      {
        onSuccess: ({ message }) => {
          setDate('');
          setTime('');
          setMethod('phone');
          setComment('');
          invite.reset();
          onClose();
          onInvited(message);
        },
      },
    );
  };

  return (
    <LazyModal
      opened={opened}
      onClose={close}
      title={profileCopy.inviteTitle}
      closeButtonProps={{ 'aria-label': profileCopy.close }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <DateField
            label={profileCopy.dateLabel}
            required
            minDate={isoToday()}
            value={date}
            onChange={setDate}
            error={errors.date}
          />
          <NativeSelect
            label={profileCopy.timeLabel}
            required
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            data={[{ value: '', label: profileCopy.chooseTime }, ...quarterHours]}
            error={errors.time}
          />
          <NativeSelect
            label={profileCopy.methodLabel}
            value={method}
            // The options are profileCopy.methods, one per InterviewMethod.
            onChange={(event) => setMethod(event.currentTarget.value as InterviewMethod)}
            data={profileCopy.methods}
          />
          <Textarea
            label={profileCopy.commentLabel}
            resize="vertical"
            rows={2}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          {invite.isError && (
            <Alert color="red" role="alert">
              {errorMessage(invite.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={invite.isPending}>
              {profileCopy.cancel}
            </Button>
            <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
              {invite.isPending ? profileCopy.sending : profileCopy.sendInvite}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}

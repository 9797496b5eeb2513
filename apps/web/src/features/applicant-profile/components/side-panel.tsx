import type { ApplicantProfile } from '@intake/contracts/applicant-records';
import { profileCopy } from '@intake/contracts/copy/applicant-profile';
import { offerNeedsTuitionFee } from '@intake/contracts/messages';
import { Alert, Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useCheckInLearnerMutation } from '../api/check-in-learner';
import { useCompleteInterviewMutation } from '../api/complete-interview';
import { applicantProfileQueryKey } from '../api/get-applicant-profile';
import { useStartInterviewMutation } from '../api/start-interview';
import { interviewStep, invitableStatuses, notInvitableReason, readableStanding } from '../format';
import { CommentsDialog } from './comments-dialog';
import { DecisionDialog } from './decision-dialog';
import { InterviewScheduleDialog } from './interview-schedule-dialog';
import { InviteDialog } from './invite-dialog';

type SidePanelProps = {
  profile: ApplicantProfile;
  /** Elders and admins act; sponsors only read (docs/spec/portal-spec.md §6, issue 4 item 5). */
  canAct: boolean;
  /** Another way to invite for interview, composed by the page (issue 26's self-booking link). */
  interviewActions?: ReactNode;
};

type Dialog = 'schedule' | 'invite' | 'comments' | 'decision' | null;

/** docs/spec/portal-spec.md §2: student id, first name, status, and the actions the status allows. */
export function SidePanel({ profile, canAct, interviewActions }: SidePanelProps) {
  const { applicant } = profile;
  const email = applicant.email;
  const status = applicant.applicationStatus;
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const start = useStartInterviewMutation();
  const complete = useCompleteInterviewMutation();
  const checkIn = useCheckInLearnerMutation();

  const refresh = () => queryClient.invalidateQueries({ queryKey: applicantProfileQueryKey(email) });
  const done = ({ message }: { message: string }) => {
    setNotice(message);
    void refresh();
  };

  const step = interviewStep(status);
  const progressError = start.error ?? complete.error ?? checkIn.error;
  const invitable = invitableStatuses.includes(status);
  const fullName = `${applicant.firstName} ${applicant.lastName}`.trim();
  // Told here, before anyone tries: the server refuses an offer in a cohort without a fee.
  const offerBlockedBy =
    profile.cohort?.tuitionFee == null ? offerNeedsTuitionFee(profile.cohort?.name) : null;

  return (
    <Paper withBorder radius="md" p="sm" component="aside" aria-label={profileCopy.panelLabel}>
      <Stack gap="sm">
        <Title order={2}>{fullName}</Title>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="45%">{profileCopy.studentId}</Table.Th>
              <Table.Td>{applicant.applicationId}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{profileCopy.firstName}</Table.Th>
              <Table.Td>{applicant.firstName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{profileCopy.status}</Table.Th>
              <Table.Td>
                <Badge variant="light" style={{ whiteSpace: 'normal', height: 'auto' }}>
                  {readableStanding(applicant)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>

        {status === 'INVITED_FOR_INTERVIEW' ? (
          <Button variant="light" onClick={() => setDialog('schedule')}>
            {profileCopy.viewInterviewSchedule}
          </Button>
        ) : (
          canAct && (
            <>
              <Button onClick={() => setDialog('invite')} disabled={!invitable}>
                {profileCopy.inviteForInterview}
              </Button>
              {!invitable && (
                <Text size="xs" c="dimmed">
                  {
                    {
                      beforeTest: profileCopy.inviteNotYet,
                      interviewed: profileCopy.inviteAfterInterview,
                      decided: profileCopy.invitePastInterview,
                    }[notInvitableReason(status)]
                  }
                </Text>
              )}
            </>
          )
        )}

        {canAct && interviewActions}

        {canAct && step === 'start' && (
          <Button
            variant="outline"
            onClick={() => start.mutate(email, { onSuccess: done })}
            disabled={start.isPending}
            aria-busy={start.isPending}
          >
            {start.isPending ? profileCopy.starting : profileCopy.startInterview}
          </Button>
        )}
        {canAct && step === 'complete' && (
          <Button
            variant="outline"
            onClick={() => complete.mutate(email, { onSuccess: done })}
            disabled={complete.isPending}
            aria-busy={complete.isPending}
          >
            {complete.isPending ? profileCopy.completing : profileCopy.completeInterview}
          </Button>
        )}

        {canAct && applicant.nativeState === 'ENROLLMENT_FORM' && (
          <Button
            variant="outline"
            onClick={() => checkIn.mutate(email, { onSuccess: done })}
            disabled={checkIn.isPending}
            aria-busy={checkIn.isPending}
          >
            {checkIn.isPending ? profileCopy.checkingIn : profileCopy.checkIn}
          </Button>
        )}

        <Button variant="default" onClick={() => setDialog('comments')}>
          {canAct ? profileCopy.addViewComments : profileCopy.commentsTitle}
        </Button>
        {canAct && (
          <Button variant="default" onClick={() => setDialog('decision')}>
            {profileCopy.makeDecision}
          </Button>
        )}
        {canAct && offerBlockedBy && (
          <Alert color="yellow" variant="light" p="xs">
            {offerBlockedBy}
          </Alert>
        )}
        {!canAct && (
          <Text size="xs" c="dimmed">
            {profileCopy.readOnly}
          </Text>
        )}

        {notice && (
          <Alert
            color="green"
            role="status"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setNotice(null)}
          >
            {notice}
          </Alert>
        )}
        {progressError && (
          <Alert color="red" role="alert">
            {errorMessage(progressError)}
          </Alert>
        )}
      </Stack>

      {status === 'INVITED_FOR_INTERVIEW' && (
        <InterviewScheduleDialog
          applicantId={applicant.id}
          opened={dialog === 'schedule'}
          onClose={() => setDialog(null)}
        />
      )}
      {canAct && (
        <InviteDialog
          applicantEmail={email}
          opened={dialog === 'invite'}
          onClose={() => setDialog(null)}
          onInvited={(message) => done({ message })}
        />
      )}
      <CommentsDialog
        email={email}
        opened={dialog === 'comments'}
        onClose={() => setDialog(null)}
        canComment={canAct}
        title={profileCopy.commentsTitle}
      />
      {canAct && (
        <DecisionDialog
          email={email}
          applicantName={fullName}
          offerBlockedBy={offerBlockedBy}
          opened={dialog === 'decision'}
          onClose={() => setDialog(null)}
          onDecided={() => void refresh()}
        />
      )}
    </Paper>
  );
}

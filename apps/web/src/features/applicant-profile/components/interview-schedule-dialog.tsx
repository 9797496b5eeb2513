import { profileCopy } from '@intake/contracts/copy/applicant-profile';
import { formatTwelveHour } from '@intake/contracts/school-clock';
import { Alert, Loader, Table, Text } from '@mantine/core';
import { LazyModal } from '../../../components/dialogs/lazy-modal';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useInterviewScheduleQuery } from '../api/get-interview-schedule';

type InterviewScheduleDialogProps = { applicantId: string; opened: boolean; onClose: () => void };

/** 'View Interview Schedule': date, time and method as the invitation e-mail writes them. */
export function InterviewScheduleDialog({ applicantId, opened, onClose }: InterviewScheduleDialogProps) {
  const schedule = useInterviewScheduleQuery(applicantId, opened);
  const missing = schedule.error instanceof ApiError && schedule.error.status === 404;
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={profileCopy.scheduleTitle}
      closeButtonProps={{ 'aria-label': profileCopy.close }}
    >
      {schedule.isPending && (
        <Text role="status" c="dimmed">
          <Loader size="xs" mr="xs" />
          {profileCopy.loadingSchedule}
        </Text>
      )}
      {missing && <Text>{profileCopy.noSchedule}</Text>}
      {schedule.isError && !missing && (
        <Alert color="red" role="alert">
          {errorMessage(schedule.error)}
        </Alert>
      )}
      {schedule.data && (
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="40%">{profileCopy.interviewDate}</Table.Th>
              <Table.Td>{schedule.data.interviewDate}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{profileCopy.interviewTime}</Table.Th>
              <Table.Td>{formatTwelveHour(schedule.data.interviewTime)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{profileCopy.interviewMethod}</Table.Th>
              <Table.Td>{schedule.data.interviewMethod}</Table.Td>
            </Table.Tr>
            {schedule.data.optionalInvitationComment && (
              <Table.Tr>
                <Table.Th>{profileCopy.invitationComment}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {schedule.data.optionalInvitationComment}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      )}
    </LazyModal>
  );
}

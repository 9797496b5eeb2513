import type { Interview } from '@intake/contracts';
import { copy } from '@intake/contracts/copy/shared';
import { formatTwelveHour } from '@intake/contracts/school-clock';
import { Stack, Table } from '@mantine/core';
import { LazyModal } from '../../../components/dialogs/lazy-modal';

type InterviewDetailsDialogProps = { interview: Interview; opened: boolean; onClose: () => void };

/** docs/spec/portal-spec.md §2: the interview's method, time and date, written as the invitation e-mail writes them. */
export function InterviewDetailsDialog({ interview, opened, onClose }: InterviewDetailsDialogProps) {
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={copy.interviewDetails}
      closeButtonProps={{ 'aria-label': copy.close }}
    >
      <Stack gap="sm">
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{copy.interviewMethod}</Table.Th>
              <Table.Td>{interview.interviewMethod}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{copy.interviewTime}</Table.Th>
              <Table.Td>{formatTwelveHour(interview.interviewTime)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{copy.interviewDate}</Table.Th>
              <Table.Td>{interview.interviewDate}</Table.Td>
            </Table.Tr>
            {interview.optionalInvitationComment && (
              <Table.Tr>
                <Table.Th>{copy.interviewNote}</Table.Th>
                <Table.Td>{interview.optionalInvitationComment}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Stack>
    </LazyModal>
  );
}

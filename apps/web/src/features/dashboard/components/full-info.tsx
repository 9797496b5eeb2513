import type { UserData } from '@intake/contracts';
import { copy } from '@intake/contracts/copy/shared';
import { Button, Paper, Stack, Table, Title } from '@mantine/core';
import { formatNaira } from '../../../lib/format';

type FullInfoProps = { user: UserData; onBackHome: () => void };

/** The applicant's own details as the school holds them, with Back Home (docs/spec/portal-spec.md §2). */
export function FullInfo({ user, onBackHome }: FullInfoProps) {
  const cohort = user.cohortDetails;
  const rows: [string, string | null | undefined][] = [
    [copy.firstName, user.firstName],
    [copy.lastName, user.lastName],
    [copy.email, user.email],
    [copy.phoneNumber, `${user.dialCode} ${user.phone}`.trim()],
    [copy.gender, user.gender],
    [copy.applicationStatusLabel, user.applicationStatus],
    [copy.cohortStart, cohort && `${cohort.cohortStartDate.month} ${cohort.cohortStartDate.year}`],
    [copy.tuitionFee, cohort?.tuitionFee != null ? formatNaira(cohort.tuitionFee) : null],
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
      <Stack gap="md">
        <Title order={2}>{copy.myDetails}</Title>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%">{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        <Button variant="default" onClick={onBackHome}>
          {copy.backHome}
        </Button>
      </Stack>
    </Paper>
  );
}

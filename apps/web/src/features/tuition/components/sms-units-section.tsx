import { messageTimelineCopy } from '@intake/contracts/copy/messaging';
import { Alert, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { focusableScroll } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { useSmsUnitsQuery } from '../api/get-sms-units';

const copy = messageTimelineCopy.finance;

/** SMS units sent by calendar month (the school's) and the applicant's cohort (issue 25.6). */
export function SmsUnitsSection() {
  const units = useSmsUnitsQuery();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2}>{copy.title}</Title>
        {units.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(units.error)}
          </Alert>
        ) : !units.data ? (
          <Loader size="sm" />
        ) : units.data.rows.length === 0 ? (
          <Text>{copy.empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420} scrollAreaProps={focusableScroll}>
            <Table striped aria-label={copy.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{copy.month}</Table.Th>
                  <Table.Th>{copy.cohort}</Table.Th>
                  <Table.Th ta="right">{copy.messages}</Table.Th>
                  <Table.Th ta="right">{copy.units}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {units.data.rows.map((row) => (
                  <Table.Tr key={`${row.month} ${row.cohortId ?? ''}`}>
                    <Table.Td>{row.month}</Table.Td>
                    <Table.Td>{row.cohortName ?? copy.noCohort}</Table.Td>
                    <Table.Td ta="right">{row.messages.toLocaleString('en-GB')}</Table.Td>
                    <Table.Td ta="right">{row.units.toLocaleString('en-GB')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

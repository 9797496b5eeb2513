import {
  instalmentStateLabels,
  ledgerKindLabels,
  ledgerSourceLabels,
  statementCopy,
} from '@intake/contracts/copy/ledger';
import { formatKobo, statementTotalLines, type TuitionStatement } from '@intake/contracts/tuition-statement';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { focusableScroll } from '../../../lib/a11y';
import { formatDateTime } from '../../../lib/date-time';

const { columns, instalmentColumns } = statementCopy;

/** Label and figure lines: what is owed, paid, refunded, adjusted, left (or held as credit), due now. */
function Totals({ statement }: { statement: TuitionStatement }) {
  const lines = statementTotalLines(statement);
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Tbody>
        {lines.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="50%">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The statement: totals, every ledger entry with the balance after it, the plan's instalments. */
export function StatementTables({ statement }: { statement: TuitionStatement }) {
  return (
    <Stack gap="md">
      <Totals statement={statement} />
      <Title order={3}>{statementCopy.entriesHeading}</Title>
      {statement.entries.length === 0 ? (
        <Text>{statementCopy.noEntries}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} scrollAreaProps={focusableScroll}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{columns.date}</Table.Th>
                <Table.Th>{columns.kind}</Table.Th>
                <Table.Th>{columns.source}</Table.Th>
                <Table.Th>{columns.reference}</Table.Th>
                <Table.Th ta="right">{columns.amount}</Table.Th>
                <Table.Th ta="right">{columns.balance}</Table.Th>
                <Table.Th>{columns.receipt}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statement.entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.occurredAt)}</Table.Td>
                  <Table.Td>{ledgerKindLabels[entry.kind]}</Table.Td>
                  <Table.Td>{ledgerSourceLabels[entry.source]}</Table.Td>
                  <Table.Td>
                    {entry.reference && entry.source !== 'staff' ? entry.reference : null}
                    {entry.note ? <Text size="sm">{entry.note}</Text> : null}
                  </Table.Td>
                  <Table.Td ta="right">{formatKobo(entry.amountKobo)}</Table.Td>
                  <Table.Td ta="right">{formatKobo(entry.balanceAfterKobo)}</Table.Td>
                  <Table.Td>{entry.receiptNumber ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={3}>{statementCopy.instalmentsHeading}</Title>
      {statement.instalments.length === 0 ? (
        <Text>{statementCopy.noInstalments}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320} scrollAreaProps={focusableScroll}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{instalmentColumns.month}</Table.Th>
                <Table.Th ta="right">{instalmentColumns.amount}</Table.Th>
                <Table.Th ta="right">{instalmentColumns.paid}</Table.Th>
                <Table.Th>{instalmentColumns.state}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statement.instalments.map((instalment) => (
                <Table.Tr key={instalment.dueOn}>
                  <Table.Td>
                    {instalment.dueOn.slice(0, 7)}
                    {instalment.due && instalment.state !== 'paid' ? ` (${statementCopy.dueMark})` : ''}
                  </Table.Td>
                  <Table.Td ta="right">{formatKobo(instalment.amountKobo)}</Table.Td>
                  <Table.Td ta="right">{formatKobo(instalment.paidKobo)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={
                        instalment.state === 'paid' ? 'teal' : instalment.state === 'part' ? 'yellow' : 'gray'
                      }
                    >
                      {instalmentStateLabels[instalment.state]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

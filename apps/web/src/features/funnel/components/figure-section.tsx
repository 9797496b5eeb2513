import { Card, Stack, Table, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { focusableScroll } from '../../../lib/a11y';

export interface FigureTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * One figure of the funnel: its chart, drawn for the eye (hidden from assistive technology), and
 * below it the table of the same numbers, which screen readers, keyboards and copy-paste use.
 */
export function FigureSection({
  title,
  chart,
  table,
}: {
  title: string;
  chart?: ReactNode;
  table: FigureTable;
}) {
  const id = useId();
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {chart && table.rows.length > 0 ? <div aria-hidden="true">{chart}</div> : null}
        <Table.ScrollContainer minWidth={320} scrollAreaProps={focusableScroll}>
          <Table striped withTableBorder captionSide="top">
            <Table.Caption>{table.caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={table.columns.length}>None yet</Table.Td>
                </Table.Tr>
              ) : (
                table.rows.map((row) => (
                  <Table.Tr key={String(row[0])}>
                    {row.map((cell, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells keep their column order.
                      <Table.Td key={index}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

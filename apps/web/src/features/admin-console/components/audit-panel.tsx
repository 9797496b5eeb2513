import { AUDIT_ACTIONS, adminCopy } from '@intake/contracts/copy/admin-console';
import { Autocomplete, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { focusableScroll } from '../../../lib/a11y';
import { formatDateTime } from '../../../lib/date-time';
import { formatDetails } from '../admin-format';
import { type AuditFilter, useAuditQuery } from '../api/get-audit';
import { ListState } from './list-state';
import { Panel } from './panel';

export const AUDIT_LIMIT = 50;

/** Audit (issue 5, item 8): the latest entries — who, when, what, on whom — filtered by action and search. */
export function AuditPanel() {
  const [action, setAction] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AuditFilter>({ action: '', search: '', limit: AUDIT_LIMIT });
  const audit = useAuditQuery(filter);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ action: action.trim(), search: search.trim(), limit: AUDIT_LIMIT });
  };

  return (
    <Panel title={adminCopy.auditTitle}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Autocomplete
            label={adminCopy.action}
            value={action}
            onChange={setAction}
            data={[...AUDIT_ACTIONS]}
            style={{ flex: '1 1 12rem' }}
          />
          <TextInput
            label={adminCopy.search}
            placeholder={adminCopy.searchPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" disabled={audit.isFetching} style={{ flex: '0 0 auto' }}>
            {adminCopy.filter}
          </Button>
        </Group>
      </form>
      <Stack gap="xxs">
        <ListState query={audit} emptyText={adminCopy.noEntries}>
          {(entries) => (
            <Table.ScrollContainer minWidth={560} scrollAreaProps={focusableScroll}>
              <Table striped fz="sm" aria-label={adminCopy.auditTitle}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{adminCopy.who}</Table.Th>
                    <Table.Th>{adminCopy.when}</Table.Th>
                    <Table.Th>{adminCopy.what}</Table.Th>
                    <Table.Th>{adminCopy.onWhom}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{entry.actorEmail ?? '—'}</Table.Td>
                      <Table.Td>
                        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {entry.action}
                        </Text>
                        {entry.details ? (
                          <Text size="xs" c="dimmed">
                            {formatDetails(entry.details)}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{entry.subject ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </ListState>
      </Stack>
    </Panel>
  );
}

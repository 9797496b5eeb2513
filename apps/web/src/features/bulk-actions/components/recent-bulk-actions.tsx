import { bulkCopy } from '@intake/contracts/copy/bulk-actions';
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { useRecentBulkActionsQuery } from '../api/list-bulk-actions';

/** The latest bulk actions with their counts; one opens to follow its progress or read its summary. */
export function RecentBulkActions({ onOpen }: { onOpen: (actionId: string) => void }) {
  const recent = useRecentBulkActionsQuery();
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md">
      <Title order={2} size="h5" mb={4}>
        {bulkCopy.recent}
      </Title>
      <List size="sm" spacing={2}>
        {recent.data.map((action) => (
          <List.Item key={action.id}>
            <Anchor component="button" type="button" size="sm" onClick={() => onOpen(action.id)}>
              {bulkCopy.kinds[action.kind]}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              {bulkCopy.recentLine(action)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

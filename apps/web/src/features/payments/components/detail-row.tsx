import { Group, Text } from '@mantine/core';

/** One labelled value of a proof or of where to pay; nothing when there is no value. */
export function DetailRow({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

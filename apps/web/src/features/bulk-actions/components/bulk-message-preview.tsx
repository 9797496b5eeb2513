import { messageTimelineCopy as copy } from '@intake/contracts/copy/messaging';
import type { BulkMessagePreview } from '@intake/contracts/message-timeline';
import { formatNaira } from '@intake/contracts/naira';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** The bulk message as each channel will show it, whom it reaches, and what the SMS cost (issue 25.6). */
export function BulkMessagePreviewView({ preview }: { preview: BulkMessagePreview }) {
  return (
    <Stack gap="xs" aria-label={copy.bulk.preview} role="region">
      <Text fw={600}>{copy.bulk.recipients(preview.recipients)}</Text>
      {preview.channels.map((channel) => (
        <Paper key={channel.channel} withBorder radius="sm" p="xs">
          <Title order={3} size="h5">
            {`${copy.channels[channel.channel]}: ${copy.bulk.recipients(channel.recipients)}`}
          </Title>
          {channel.subject && <Text fw={600}>{channel.subject}</Text>}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {channel.text}
          </Text>
          {channel.unitsEach !== null && channel.units !== null && (
            <Text size="sm" c="dimmed">
              {copy.bulk.smsUnits(channel.unitsEach, channel.units)}
            </Text>
          )}
          {channel.channel !== 'email' && (
            <Text size="xs" c="dimmed">
              {copy.bulk.noPhone}
            </Text>
          )}
        </Paper>
      ))}
      {preview.channels.some((channel) => channel.channel === 'sms') && (
        <Text fw={600}>{copy.bulk.estimate(formatNaira(preview.estimatedCost))}</Text>
      )}
    </Stack>
  );
}

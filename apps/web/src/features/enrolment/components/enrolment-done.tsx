import { enrolmentCopy as text } from '@intake/contracts/copy/enrolment';
import { messages } from '@intake/contracts/messages';
import { Button, Paper, Stack, Text } from '@mantine/core';

/** The screen after the enrolment form is in (docs/spec/portal-spec.md §2), with a Dashboard button. */
export function EnrolmentDone({ onDashboard }: { onDashboard: () => void }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }} maw={480} mx="auto" w="100%">
      <Stack gap="md">
        <Text role="status" ta="center" size="lg" fw={500}>
          {messages.enrolmentDone}
        </Text>
        <Button onClick={onDashboard}>{text.dashboard}</Button>
      </Stack>
    </Paper>
  );
}

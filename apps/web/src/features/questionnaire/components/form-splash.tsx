import { questionnaireCopy as text } from '@intake/contracts/copy/questionnaire';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';

export type FormSplashProps = {
  /** Opens the aptitude test (the dashboard's test view and its start dialog). */
  onTakeTest: () => void;
  onBackToDashboard: () => void;
};

/** The screen after the questionnaire is submitted (docs/spec/portal-spec.md §2): 'Take Test' or 'Back to Dashboard'. */
export function FormSplash({ onTakeTest, onBackToDashboard }: FormSplashProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }} maw={480} mx="auto" w="100%">
      <Stack gap="md" align="stretch">
        <Title order={1} ta="center">
          {text.splashTitle}
        </Title>
        <Text ta="center">{text.splashText}</Text>
        <Button onClick={onTakeTest}>{text.takeTest}</Button>
        <Button variant="default" onClick={onBackToDashboard}>
          {text.backToDashboard}
        </Button>
      </Stack>
    </Paper>
  );
}

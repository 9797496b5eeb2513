import type { ApplicantProfile } from '@intake/contracts/applicant-records';
import { profileCopy, writtenAnswerFields } from '@intake/contracts/copy/applicant-profile';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { answerText } from '../questionnaire-labels';

/**
 * /profile/quiz: the spec names the path (the 'Interviewed' menu entry) but not its content; it
 * shows the questionnaire's free-text answers, what an elder reads around an interview.
 */
export function QuizView({ profile }: { profile: ApplicantProfile }) {
  const questionnaire = profile.applicantDocument.questionnaire ?? {};
  const answers = writtenAnswerFields
    .map(([key, label]) => [label, answerText(questionnaire[key])] as const)
    .filter(([, value]) => value);
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} mb="xs">
        {profileCopy.writtenAnswers}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {profileCopy.writtenIntro}
      </Text>
      {answers.length === 0 ? (
        <Text c="dimmed">{profileCopy.noWrittenAnswers}</Text>
      ) : (
        <Stack component="dl" gap="sm" m={0}>
          {answers.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

import type { ApplicantProfile } from '@intake/contracts/applicant-records';
import { profileCopy } from '@intake/contracts/copy/applicant-profile';
import { uncountedReasonMessages } from '@intake/contracts/messages';
import { Badge, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/date-time';
import { readableStatus } from '../format';

/** 125 → '2 min 05 s'. */
const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;

/** Each drawn question with the applicant's answer beside the correct one, and the score. */
export function AptitudeTestView({ profile }: { profile: ApplicantProfile }) {
  const test = profile.applicantDocument.aptitudeTest;
  if (!test) {
    return (
      <Paper withBorder radius="md" p="sm">
        <Title order={2} mb="xs">
          {profileCopy.aptitudeTest}
        </Title>
        <Text c="dimmed">{profileCopy.noTest}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Title order={2} mb="xs">
          {profileCopy.aptitudeTest}
        </Title>
        <Text fw={600}>{profileCopy.score(test.score, test.total)}</Text>
        <Text size="sm" c="dimmed">
          {profileCopy.startedAt}: {formatDateTime(test.startedAt)}
          {test.closedAt && ` · ${profileCopy.closedAt}: ${formatDateTime(test.closedAt)}`}
          {test.closedReason &&
            ` · ${profileCopy.closedReason}: ${readableStatus(test.closedReason).toLowerCase()}`}
        </Text>
        <Text size="sm">{profileCopy.timeUsed(minutesAndSeconds(test.usedSeconds))}</Text>
      </Paper>
      <Paper withBorder radius="md" p="sm" component="section" aria-label={profileCopy.pausesTitle}>
        <Title order={3} mb="xs">
          {profileCopy.pausesTitle}
        </Title>
        {test.pauses.length === 0 ? (
          <Text size="sm">{profileCopy.noPauses}</Text>
        ) : (
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{profileCopy.pauseStart}</Table.Th>
                <Table.Th>{profileCopy.pauseLength}</Table.Th>
                <Table.Th>{profileCopy.pauseCounted}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {test.pauses.map((pause) => (
                <Table.Tr key={pause.startedAt}>
                  <Table.Td>{formatDateTime(pause.startedAt)}</Table.Td>
                  <Table.Td>{minutesAndSeconds(pause.seconds)}</Table.Td>
                  <Table.Td>{minutesAndSeconds(pause.countedSeconds)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          {profileCopy.pausesAreEvidence}
        </Text>
        {test.uncountedAnswers.length > 0 && (
          <>
            <Text fw={600} size="sm" mt="sm">
              {profileCopy.uncountedTitle(test.uncountedAnswers.length)}
            </Text>
            {test.uncountedAnswers.map((entry) => {
              const index = test.testObj.userTest.findIndex((question) => question.id === entry.questionId);
              return (
                <Text size="sm" key={entry.questionId}>
                  {profileCopy.question(index + 1)}: {uncountedReasonMessages[entry.reason].staff}
                </Text>
              );
            })}
          </>
        )}
      </Paper>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {test.testObj.userTest.map((question, index) => {
          const right = question.response !== null && question.response === question.answer;
          return (
            <Paper component="li" withBorder radius="md" p="sm" key={question.id}>
              <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {profileCopy.question(index + 1)}
                </Text>
                <Badge color={right ? 'green' : 'red'} variant="light">
                  {right ? profileCopy.correct : profileCopy.wrong}
                </Badge>
              </Group>
              <Text fw={500} style={{ whiteSpace: 'pre-wrap' }}>
                {question.question}
              </Text>
              {question.image && (
                <Image
                  src={question.image}
                  alt={profileCopy.question(index + 1)}
                  maw="100%"
                  w="auto"
                  mah={240}
                  fit="contain"
                  my="xs"
                />
              )}
              <Table variant="vertical" withTableBorder mt="xs">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w="45%">{profileCopy.applicantAnswer}</Table.Th>
                    <Table.Td>{question.response ?? profileCopy.noAnswer}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{profileCopy.correctAnswer}</Table.Th>
                    <Table.Td>{question.answer}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

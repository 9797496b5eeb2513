import { reviewQueueCopy as copy } from '@intake/contracts/copy/review-queue';
import type { ReviewAssignment } from '@intake/contracts/review-queue';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/date-time';

function FieldTable({ label, rows }: { label: string; rows: { label: string; value: string }[] }) {
  return (
    <Table variant="vertical" withTableBorder aria-label={label}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th w="45%" style={{ overflowWrap: 'anywhere' }}>
              {row.label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {row.value || copy.notAnswered}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What the reviewer reads: who the applicant is (outside the blind round), the test result, the answers. */
export function ApplicantColumn({ assignment }: { assignment: ReviewAssignment }) {
  const { identity, aptitudeTest } = assignment;
  const fields = copy.identityFields;
  return (
    <Stack gap="sm">
      {identity ? (
        <Paper withBorder radius="md" p="sm">
          <Title order={2} size="h3" mb="xs">
            {copy.identity}
          </Title>
          <FieldTable
            label={copy.identity}
            rows={[
              { label: fields.name, value: `${identity.firstName} ${identity.lastName}`.trim() },
              { label: fields.email, value: identity.email },
              { label: fields.phone, value: identity.phone },
              { label: fields.gender, value: identity.gender },
              { label: fields.ageRange, value: identity.ageRange },
              { label: fields.stateOfOrigin, value: identity.stateOfOrigin },
            ]}
          />
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {copy.blindNote}
        </Text>
      )}
      <Paper withBorder radius="md" p="sm">
        <Title order={2} size="h3" mb="xs">
          {copy.aptitudeTest}
        </Title>
        <Text>
          {aptitudeTest
            ? `${copy.testScore(aptitudeTest.score, aptitudeTest.outOf)} · ${copy.testTaken(formatDateTime(aptitudeTest.takenAt))}`
            : copy.noTestScore}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="sm">
        <Title order={2} size="h3" mb="xs">
          {copy.answers}
        </Title>
        {assignment.answers.length === 0 ? (
          <Text size="sm">{copy.noAnswers}</Text>
        ) : (
          <Stack gap="sm">
            {assignment.answers.map((section) => (
              <div key={section.title}>
                <Title order={3} size="h5" mb={4}>
                  {section.title}
                </Title>
                <FieldTable label={section.title} rows={section.fields} />
              </div>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

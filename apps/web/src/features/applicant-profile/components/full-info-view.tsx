import type { ApplicantProfile } from '@intake/contracts/applicant-records';
import { profileCopy, questionnaireSections } from '@intake/contracts/copy/applicant-profile';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { readableStanding } from '../format';
import { answerText, otherFields } from '../questionnaire-labels';

function FieldTable({ rows }: { rows: [string, string][] }) {
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="45%">{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {value || profileCopy.notAnswered}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every field the school holds: the record, then each questionnaire field with a readable label. */
export function FullInfoView({ profile }: { profile: ApplicantProfile }) {
  const { applicant, applicantDocument } = profile;
  const questionnaire = applicantDocument.questionnaire;
  const record: [string, string][] = [
    [profileCopy.fullName, `${applicant.firstName} ${applicant.lastName}`.trim()],
    [profileCopy.email, applicant.email],
    [profileCopy.phone, `${applicant.dialCode} ${applicant.phone}`.trim()],
    [profileCopy.gender, applicant.gender],
    [profileCopy.ageRange, applicantDocument.ageRange],
    [profileCopy.applicationId, applicant.applicationId],
    [profileCopy.status, readableStanding(applicant)],
  ];
  const extra = questionnaire ? otherFields(questionnaire) : [];
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Title order={2} mb="xs">
          {profileCopy.fullInfo}
        </Title>
        <FieldTable rows={record} />
      </Paper>
      {!questionnaire ? (
        <Paper withBorder radius="md" p="sm">
          <Title order={2} mb="xs">
            {profileCopy.questionnaire}
          </Title>
          <Text c="dimmed">{profileCopy.noQuestionnaire}</Text>
        </Paper>
      ) : (
        <>
          {questionnaireSections.map((section) => (
            <Paper withBorder radius="md" p="sm" key={section.title}>
              <Title order={2} mb="xs">
                {section.title}
              </Title>
              <FieldTable
                rows={section.fields.map(([key, label]) => [label, answerText(questionnaire[key])])}
              />
            </Paper>
          ))}
          {extra.length > 0 && (
            <Paper withBorder radius="md" p="sm">
              <FieldTable rows={extra.map(([key, label]) => [label, answerText(questionnaire[key])])} />
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}

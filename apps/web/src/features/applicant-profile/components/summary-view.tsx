import type { ApplicantProfile } from '@intake/contracts/applicant-records';
import { profileCopy } from '@intake/contracts/copy/applicant-profile';
import type { ApplicationStatus } from '@intake/contracts/status';
import { Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/date-time';
import { formatDate, readableAction, readableStanding, readableStatus } from '../format';

/** How far along the application is, by status (the spec's "progress"). */
const stageOf: Record<ApplicationStatus, number> = {
  APPLIED: 1,
  QUESTIONNAIRE: 2,
  TESTING: 3,
  TESTED: 3,
  INVITED_FOR_INTERVIEW: 4,
  ACCEPTED_INTERVIEW: 4,
  DECLINED_INTERVIEW: 4,
  INTERVIEWING: 5,
  INTERVIEWED: 5,
  OFFERED_ADMISSION: 6,
  DECLINED_ADMISSION: 6,
  ADMISSION_REJECTED: 6,
  ACCEPTED_ADMISSION: 7,
  ENROLLED: 8,
  CHECKED_IN: 8,
  NATIVE: 8,
};
const STAGES = 8;

/** The default view: progress, key facts and the latest activity (docs/spec/portal-spec.md §2). */
export function SummaryView({ profile }: { profile: ApplicantProfile }) {
  const { applicant, applicantDocument, activityLog } = profile;
  const test = applicantDocument.aptitudeTest;
  const latest = activityLog.reduce<(typeof activityLog)[number] | null>(
    (last, entry) => (!last || entry.createdAt >= last.createdAt ? entry : last),
    null,
  );
  const rows: [string, string][] = [
    [profileCopy.fullName, `${applicant.firstName} ${applicant.lastName}`.trim()],
    [profileCopy.email, applicant.email],
    [profileCopy.phone, `${applicant.dialCode} ${applicant.phone}`.trim()],
    [profileCopy.gender, applicant.gender],
    [profileCopy.ageRange, applicantDocument.ageRange],
    [profileCopy.applicationId, applicant.applicationId],
    [profileCopy.status, readableStanding(applicant)],
    [profileCopy.nativeState, readableStatus(applicant.nativeState)],
    [profileCopy.appliedOn, formatDate(applicant.appliedAt)],
    [
      profileCopy.testScore,
      test ? profileCopy.score(test.score, test.total).replace(/^Score: /, '') : profileCopy.notTested,
    ],
  ];
  const stage = stageOf[applicant.applicationStatus];
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Title order={2} mb="xs">
          {profileCopy.progress}
        </Title>
        {/* The value's words go on the progressbar itself (the section), not on its wrapper. */}
        <Progress.Root>
          <Progress.Section
            value={(stage / STAGES) * 100}
            aria-label={profileCopy.progress}
            aria-valuetext={readableStatus(applicant.applicationStatus)}
          />
        </Progress.Root>
        <Text size="sm" mt="xs">
          {readableStatus(applicant.applicationStatus)}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="sm">
        <Title order={2} mb="xs">
          {profileCopy.keyFacts}
        </Title>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
            {latest && (
              <Table.Tr>
                <Table.Th>{profileCopy.lastActivity}</Table.Th>
                <Table.Td>
                  {readableAction(latest.action)}, {formatDateTime(latest.createdAt)}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

import type { ApplicantProfile } from '@intake/contracts/applicant-records';
import { profileCopy } from '@intake/contracts/copy/applicant-profile';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/date-time';
import { readableAction, readableStatus } from '../format';
import { answerText, labelFromKey } from '../questionnaire-labels';

type Entry = ApplicantProfile['activityLog'][number];

/** Newest first; entries at the same instant keep the server's order reversed (it sends oldest first). */
export const newestFirst = (log: readonly Entry[]): Entry[] =>
  [...log].reverse().sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** An entry's details (e.g. the interview date and time) as 'Interview date: 14-03-2030 · …'. */
const detailsText = (details: Entry['details']) =>
  details
    ? Object.entries(details)
        .map(([key, value]) => [labelFromKey(key), answerText(value)] as const)
        .filter(([, value]) => value)
        .map(([label, value]) => `${label}: ${value}`)
        .join(' · ')
    : '';

/** Every status change and staff action, with who and when, newest first. */
export function ActivityLogView({ profile }: { profile: ApplicantProfile }) {
  const entries = newestFirst(profile.activityLog);
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} mb="xs">
        {profileCopy.activityLog}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">{profileCopy.noActivity}</Text>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <li
              key={`${entry.createdAt}-${entry.action}-${entry.actor?.email ?? ''}-${entry.toStatus ?? ''}`}
            >
              <Paper withBorder radius="sm" p="xs">
                <Text fw={600}>{readableAction(entry.action)}</Text>
                {entry.fromStatus !== entry.toStatus && entry.toStatus && (
                  <Text size="sm">
                    {profileCopy.statusChange(
                      entry.fromStatus ? readableStatus(entry.fromStatus) : '—',
                      readableStatus(entry.toStatus),
                    )}
                  </Text>
                )}
                {detailsText(entry.details) && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {detailsText(entry.details)}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>{' '}
                  {entry.actor
                    ? profileCopy.byActor(entry.actor.name || entry.actor.email)
                    : profileCopy.bySystem}
                </Text>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

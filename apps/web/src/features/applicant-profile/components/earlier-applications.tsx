import { profileCopy, questionnaireSections } from '@intake/contracts/copy/applicant-profile';
import { reapplyCopy as text } from '@intake/contracts/copy/reapply';
import type { EarlierApplication } from '@intake/contracts/reapply';
import { type Recommendation, recommendationLabels } from '@intake/contracts/review';
import { Button, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useEarlierApplicationsQuery } from '../api/get-earlier-applications';
import { formatDate, readableStatus } from '../format';
import { answerText, otherFields } from '../questionnaire-labels';

const orNone = (value: string | number | null) =>
  value === null || value === '' ? text.none : String(value);

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%">{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The archived questionnaire, reviews and interview comments of one earlier application. */
function SnapshotDialog({ application, onClose }: { application: EarlierApplication; onClose: () => void }) {
  const questionnaire = application.questionnaire;
  const cohort = application.cohortName ?? text.noCohort;
  return (
    <Modal
      opened
      onClose={onClose}
      title={text.questionnaireTitle(cohort)}
      size="lg"
      closeButtonProps={{ 'aria-label': text.close }}
    >
      <Stack gap="md">
        {questionnaire ? (
          [...questionnaireSections, { title: '', fields: otherFields(questionnaire) }]
            .filter((section) => section.fields.length > 0)
            .map((section) => (
              <Stack gap={4} key={section.title || 'other'}>
                {section.title && <Title order={3}>{section.title}</Title>}
                <Facts
                  rows={section.fields.map(([key, label]) => [
                    label,
                    answerText(questionnaire[key]) || profileCopy.notAnswered,
                  ])}
                />
              </Stack>
            ))
        ) : (
          <Text c="dimmed">{text.noQuestionnaire}</Text>
        )}
        {application.scorecards.length > 0 && (
          <Stack gap={4}>
            <Title order={3}>{text.scorecardsTitle}</Title>
            {application.scorecards.map((card) => (
              <Text key={`${card.stage}-${card.reviewer}-${card.note}`} style={{ overflowWrap: 'anywhere' }}>
                {`${readableStatus(card.stage)} · ${card.reviewer || text.none} · ${orNone(card.weightedScore)}${card.recommendation ? ` · ${recommendationLabels[card.recommendation as Recommendation] ?? readableStatus(card.recommendation)}` : ''}${card.note ? ` — ${card.note}` : ''}`}
              </Text>
            ))}
          </Stack>
        )}
        {application.interviewComments.length > 0 && (
          <Stack gap={4}>
            <Title order={3}>{text.commentsTitle}</Title>
            {application.interviewComments.map((comment) => (
              <Text
                key={`${comment.createdAt}-${comment.author}-${comment.comment}`}
                style={{ overflowWrap: 'anywhere' }}
              >
                {`${formatDate(comment.createdAt)} · ${comment.author || text.none}: ${comment.comment}`}
              </Text>
            ))}
          </Stack>
        )}
        <Button variant="default" onClick={onClose}>
          {text.close}
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * The profile's "Earlier applications" panel (issue 23.4): each application that ended before the
 * applicant applied again, one card each so it reads at 360 px. An elder in a blind first round is
 * told they are hidden (decision 0075).
 */
export function EarlierApplications({ email }: { email: string }) {
  const query = useEarlierApplicationsQuery(email);
  const [open, setOpen] = useState<EarlierApplication | null>(null);
  const applications = query.data?.applications ?? [];
  // Nothing to say about an applicant on their first application.
  if (query.isSuccess && !query.data.withheld && applications.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="earlier-applications-title">
      <Stack gap="sm">
        <Title order={2} id="earlier-applications-title">
          {text.panelTitle}
        </Title>
        {query.isPending && <Loader size="sm" aria-label={profileCopy.loading} />}
        {query.isError && <FormError message={errorMessage(query.error)} />}
        {query.data?.withheld && <Text c="dimmed">{text.panelWithheld}</Text>}
        {applications.map((application) => {
          const cohort = application.cohortName ?? text.noCohort;
          return (
            <Stack gap="xs" key={application.id}>
              <Title order={3}>{cohort}</Title>
              <Facts
                rows={[
                  [
                    text.columns.dates,
                    `${formatDate(application.startedAt)} – ${formatDate(application.endedAt)}`,
                  ],
                  [
                    text.columns.outcome,
                    `${text.outcomes[application.outcome]} (${readableStatus(application.finalStatus)})`,
                  ],
                  ...(application.outcome === 'WITHDREW' && application.reason
                    ? [[text.reason, application.reason] as [string, string]]
                    : []),
                  [text.columns.testScore, orNone(application.testScore)],
                  [
                    text.columns.reviewScore,
                    application.reviewScore === null
                      ? text.none
                      : `${application.reviewScore} (${text.reviews(application.reviewCount)})`,
                  ],
                  [text.columns.decisionReason, orNone(application.decisionReason)],
                ]}
              />
              <Button variant="default" onClick={() => setOpen(application)}>
                {text.viewQuestionnaire}
              </Button>
            </Stack>
          );
        })}
      </Stack>
      {open && <SnapshotDialog application={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}

import { reviewAssignmentCopy as copy } from '@intake/contracts/copy/review-assignment';
import { Button, Card, Divider, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { focusableScroll } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { useAssignWaitingMutation } from '../api/assign-waiting';
import { useReviewersQuery } from '../api/get-reviewers';
import { DeclareConflictForm } from './declare-conflict-form';
import { ReviewSettingsForm } from './review-settings-form';
import { ReviewerConflicts } from './reviewer-conflicts';
import { ReviewerQueue } from './reviewer-queue';

/**
 * Review assignment in the admin console (issue 22.2): a cohort's review settings, the elders'
 * loads, one elder's queue and conflicts, declaring conflicts, and topping up applicants short of reviewers.
 */
export function ReviewAssignmentPanel() {
  const titleId = useId();
  const reviewers = useReviewersQuery();
  const waiting = useAssignWaitingMutation();
  const [made, setMade] = useState<number | null>(null);
  const [waitingError, setWaitingError] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = reviewers.data?.reviewers ?? [];
  const open = rows.find((reviewer) => reviewer.id === openId) ?? null;

  const onAssignWaiting = () => {
    if (waiting.isPending) return;
    setWaitingError(null);
    waiting.mutateAsync().then(
      (answer) => setMade(answer.assigned),
      (failure: unknown) => setWaitingError(errorMessage(failure)),
    );
  };

  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={titleId} h="100%">
      <Stack gap="sm">
        <Title order={2} id={titleId}>
          {copy.title}
        </Title>
        <Text size="sm">{copy.intro}</Text>
        <ReviewSettingsForm />
        <Divider />
        <Title order={3} size="h4">
          {copy.reviewersTitle}
        </Title>
        {reviewers.isError ? <FormError message={errorMessage(reviewers.error)} /> : null}
        {reviewers.data ? <Text size="sm">{copy.short(reviewers.data.shortOfReviewers)}</Text> : null}
        {reviewers.data && reviewers.data.shortApplicants.length > 0 ? (
          <Stack gap={2} component="ul" m={0} pl="md" aria-label={copy.shortList}>
            {reviewers.data.shortApplicants.map((applicant) => (
              <Text key={applicant.applicantId} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {`${applicant.firstName} ${applicant.lastName} (${applicant.email}): ${copy.shortOf(applicant.reviewers, applicant.wanted)}`}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button variant="light" loading={waiting.isPending} onClick={onAssignWaiting}>
            {copy.assignWaiting}
          </Button>
          {made !== null ? (
            <Text size="sm" role="status">
              {copy.assigned(made)}
            </Text>
          ) : null}
        </Group>
        <FormError message={waitingError} />
        {reviewers.isSuccess && rows.length === 0 ? <Text size="sm">{copy.noReviewers}</Text> : null}
        {rows.length > 0 ? (
          <Table.ScrollContainer minWidth={420} scrollAreaProps={focusableScroll}>
            <Table striped fz="sm" aria-label={copy.reviewersTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{copy.reviewer}</Table.Th>
                  <Table.Th>{copy.open}</Table.Th>
                  <Table.Th>{copy.done}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{copy.openQueueShort}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((reviewer) => {
                  const name = `${reviewer.firstName} ${reviewer.lastName}`.trim();
                  return (
                    <Table.Tr key={reviewer.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {reviewer.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{reviewer.open}</Table.Td>
                      <Table.Td>{reviewer.done}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant={reviewer.id === openId ? 'filled' : 'light'}
                          aria-label={copy.openQueue(name)}
                          aria-pressed={reviewer.id === openId}
                          onClick={() => setOpenId(reviewer.id)}
                        >
                          {copy.openQueueShort}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {open ? (
          <>
            <Divider />
            <ReviewerQueue key={open.id} reviewer={open} reviewers={rows} onClose={() => setOpenId(null)} />
            <ReviewerConflicts reviewer={open} />
          </>
        ) : null}
        <Divider />
        <DeclareConflictForm reviewers={rows} />
      </Stack>
    </Card>
  );
}

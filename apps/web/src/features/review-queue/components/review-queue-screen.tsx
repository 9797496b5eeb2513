import { reviewQueueCopy as copy } from '@intake/contracts/copy/review-queue';
import { reviewedApplicantOf, reviewsPath } from '@intake/contracts/pages';
import type { ReviewQueueAnswer } from '@intake/contracts/review-queue';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { getNextReview, nextReviewQueryKey, useNextReviewQuery } from '../api/get-next-review';
import { reviewQueryKey, useReviewQuery } from '../api/get-review';
import { ApplicantColumn } from './applicant-column';
import { OtherReviews } from './other-reviews';
import { ReviewForm } from './review-form';

function ShortcutsHelp() {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="shortcuts-title">
      <Title order={2} size="h4" id="shortcuts-title" mb="xs">
        {copy.shortcutsTitle}
      </Title>
      <Table aria-labelledby="shortcuts-title" verticalSpacing={2}>
        <Table.Tbody>
          {copy.shortcuts.map(([keys, action]) => (
            <Table.Tr key={keys}>
              <Table.Th w="40%">
                <kbd>{keys}</kbd>
              </Table.Th>
              <Table.Td>{action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * "My reviews" (issue 22.3): the signed-in elder's or admin's next applicant, the answers and test
 * result beside the first-review rubric, then straight to the next. The applicant under review is
 * in the address (?applicant=), so Back and reload keep the place.
 */
export function ReviewQueueScreen() {
  const [search] = useSearchParams();
  const applicantId = reviewedApplicantOf(search);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nextQuery = useNextReviewQuery(applicantId === undefined);
  const oneQuery = useReviewQuery(applicantId);
  const [saved, setSaved] = useState<{ applicantId: string; reference: string } | null>(null);

  // The next applicant goes into the address, so a reload stays on them.
  const waiting = applicantId === undefined ? nextQuery.data?.assignment : undefined;
  useEffect(() => {
    if (!waiting || !nextQuery.data) return;
    queryClient.setQueryData(reviewQueryKey(waiting.applicantId), nextQuery.data);
    void navigate(reviewsPath(waiting.applicantId), { replace: true });
  }, [waiting, nextQuery.data, navigate, queryClient]);

  const onSaved = async (answer: ReviewQueueAnswer) => {
    if (answer.assignment)
      setSaved({ applicantId: answer.assignment.applicantId, reference: answer.assignment.reference });
    try {
      const next = await queryClient.fetchQuery({
        queryKey: nextReviewQueryKey,
        queryFn: getNextReview,
        staleTime: 0,
      });
      if (next.assignment) {
        queryClient.setQueryData(reviewQueryKey(next.assignment.applicantId), next);
        await navigate(reviewsPath(next.assignment.applicantId));
        return;
      }
    } catch {
      // The queue below asks again and shows its own error.
    }
    await navigate(reviewsPath());
  };

  const query = applicantId === undefined ? nextQuery : oneQuery;

  const body = () => {
    if (query.isPending || waiting) {
      return (
        <Center py="xl">
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{copy.loading}</Text>
          </Group>
        </Center>
      );
    }
    if (query.isError) {
      return (
        <Alert color="red" title={errorMessage(query.error)} role="alert">
          <Group gap="xs">
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {copy.retry}
            </Button>
            {applicantId && (
              <Anchor component={Link} to={reviewsPath()} size="sm">
                {copy.title}
              </Anchor>
            )}
          </Group>
        </Alert>
      );
    }
    const { assignment } = query.data;
    if (!assignment) {
      return (
        <Stack align="center" py="xl" gap="xs">
          <Title order={2}>{copy.emptyTitle}</Title>
          <Text ta="center">{copy.empty}</Text>
        </Stack>
      );
    }
    return (
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h3">
            {assignment.reference}
          </Title>
          {assignment.blind && <Badge variant="light">{copy.blind}</Badge>}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ApplicantColumn assignment={assignment} />
          <Stack gap="sm">
            <ReviewForm key={assignment.applicantId} assignment={assignment} onSaved={onSaved} />
            <OtherReviews reviews={assignment.otherReviews} rubric={assignment.rubric} />
            <ShortcutsHelp />
          </Stack>
        </SimpleGrid>
      </Stack>
    );
  };

  const counts = query.data?.counts;
  return (
    <Box component="main" px={{ base: 'xs', sm: 'md' }} py="md" maw={1400} mx="auto">
      <Group justify="space-between" align="center" gap="sm" mb="md" wrap="wrap">
        <Title order={1}>{copy.title}</Title>
        {counts && <Text fw={600}>{copy.counts(counts.open, counts.done)}</Text>}
      </Group>
      {saved && (
        <Text role="status" size="sm" mb="sm">
          {copy.saved(saved.reference)}{' '}
          {saved.applicantId !== applicantId && (
            <Anchor component={Link} to={reviewsPath(saved.applicantId)}>
              {copy.openSaved}
            </Anchor>
          )}
        </Text>
      )}
      {body()}
    </Box>
  );
}

import { reviewQueueCopy as copy } from '@intake/contracts/copy/review-queue';
import { type Criterion, recommendationLabels } from '@intake/contracts/review';
import type { FirstReview } from '@intake/contracts/review-queue';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/date-time';

/** The other reviewers' first-round reviews, once the reviewer's own is in (null before). */
export function OtherReviews({ reviews, rubric }: { reviews: FirstReview[] | null; rubric: Criterion[] }) {
  const nameOf = (id: string) => rubric.find((c) => c.id === id)?.name ?? '';
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="other-reviews-title">
      <Title order={2} size="h3" id="other-reviews-title" mb="xs">
        {copy.othersTitle}
      </Title>
      {reviews === null ? (
        <Text size="sm">{copy.othersHidden}</Text>
      ) : reviews.length === 0 ? (
        <Text size="sm">{copy.noOthers}</Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {reviews.map((review) => (
            <Paper
              component="li"
              withBorder
              radius="md"
              p="xs"
              key={`${review.reviewer}-${review.updatedAt}`}
            >
              <Group justify="space-between" gap="xs">
                <Text fw={600} size="sm">
                  {review.reviewer}
                </Text>
                <Badge variant="light">{copy.weighted(review.weightedScore)}</Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(review.updatedAt)}
                {review.recommendation ? ` · ${recommendationLabels[review.recommendation]}` : ''}
              </Text>
              <Text size="sm" mt={4}>
                {review.scores.map((s) => `${nameOf(s.criterionId)} ${s.score}`).join(' · ')}
              </Text>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {review.note || copy.noNote}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

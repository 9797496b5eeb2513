import { scorecardCopy } from '@intake/contracts/copy/review';
import type { ApplicantScorecards, Criterion, Scorecard } from '@intake/contracts/review';
import { SCORE_MAX, SCORE_MIN } from '@intake/contracts/review';
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import { useSaveScorecardMutation, useScorecardsQuery } from '../api/scorecards';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => String(SCORE_MIN + i));

type Summary = ApplicantScorecards['interview'];

/** One stage's column: each criterion's mean score, then the weighted score of the stage. */
function StageColumn({
  title,
  criteria,
  summary,
}: {
  title: string;
  criteria: Criterion[];
  summary: Summary;
}) {
  const meanOf = (id: string) => summary.meanScores.find((m) => m.criterionId === id)?.mean;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm">{scorecardCopy.cards(summary.count)}</Text>
      </Group>
      <Table variant="vertical" withTableBorder aria-label={title}>
        <Table.Tbody>
          {criteria.map((criterion) => (
            <Table.Tr key={criterion.id}>
              <Table.Th
                style={{ overflowWrap: 'anywhere' }}
              >{`${criterion.name} (×${criterion.weight})`}</Table.Th>
              <Table.Td ta="end">{meanOf(criterion.id) ?? scorecardCopy.notYet}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>{scorecardCopy.weighted}</Table.Th>
            <Table.Td ta="end" fw={700}>
              {summary.weightedScore ?? scorecardCopy.notYet}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** One reviewer's card: their scores, weighted score and note. */
function ScorecardItem({ card, criteria }: { card: Scorecard; criteria: Criterion[] }) {
  const stage = card.stage === 'INTERVIEW' ? scorecardCopy.interview : scorecardCopy.firstReview;
  const nameOf = (id: string) => criteria.find((c) => c.id === id)?.name ?? '';
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {scorecardCopy.by(card.mine ? `${card.reviewer} (${scorecardCopy.you})` : card.reviewer, stage)}
        </Text>
        <Badge variant="light">{`${scorecardCopy.weighted} ${card.weightedScore}`}</Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {formatDateTime(card.updatedAt)}
      </Text>
      <Text size="sm" mt="xs">
        {card.scores.map((s) => `${nameOf(s.criterionId)} ${s.score}`).join(' · ')}
      </Text>
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {card.note || scorecardCopy.noNote}
      </Text>
    </Paper>
  );
}

/** The signed-in reviewer's interview scorecard: a score for every criterion and a note. */
function ScorecardForm({
  email,
  criteria,
  mine,
  onDone,
}: {
  email: string;
  criteria: Criterion[];
  mine: Scorecard | undefined;
  onDone: (saved: boolean) => void;
}) {
  const save = useSaveScorecardMutation(email);
  const [scores, setScores] = useState<Record<string, string>>(() =>
    Object.fromEntries((mine?.scores ?? []).map((s) => [s.criterionId, String(s.score)])),
  );
  const [note, setNote] = useState(mine?.note ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async () => {
    if (save.isPending) return;
    if (criteria.some((c) => !scores[c.id])) {
      setError(scorecardCopy.scoreEvery);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({
        email,
        scores: criteria.map((c) => ({ criterionId: c.id, score: Number(scores[c.id]) })),
        note,
      });
      onDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          {scorecardCopy.formTitle}
        </Title>
        {criteria.map((criterion) => (
          <Stack key={criterion.id} gap={4}>
            <Text fw={600} size="sm" id={`score-${criterion.id}`} style={{ overflowWrap: 'anywhere' }}>
              {criterion.name}
            </Text>
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {scorecardCopy.anchors(criterion.lowAnchor, criterion.highAnchor)}
            </Text>
            <SegmentedControl
              aria-label={scorecardCopy.scoreLabel(criterion.name)}
              fullWidth
              value={scores[criterion.id] ?? ''}
              onChange={(value) => setScores((current) => ({ ...current, [criterion.id]: value }))}
              data={SCORES}
            />
          </Stack>
        ))}
        <Textarea
          label={scorecardCopy.note}
          rows={3}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <FormError message={error} />
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {scorecardCopy.save}
          </Button>
          <Button type="button" variant="default" onClick={() => onDone(false)} disabled={save.isPending}>
            {scorecardCopy.cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Scorecards on the profile (issue 22.8): the first-review and interview scores side by side, the
 * aptitude-test score the system fills in, each reviewer's card with its note, and the elder's own form.
 */
export function ScorecardsSection({ email }: { email: string }) {
  const query = useScorecardsQuery(email);
  const [filling, setFilling] = useState(false);
  const [saved, setSaved] = useState(false);
  if (query.isPending) return <Text size="sm">{scorecardCopy.loading}</Text>;
  if (query.isError) return <FormError message={errorMessage(query.error)} />;
  const data = query.data;
  const { rubric } = data;
  const mine = data.scorecards.find((card) => card.mine && card.stage === 'INTERVIEW');
  const allCriteria = [...rubric.firstReview, ...rubric.interview];
  return (
    <Paper withBorder radius="md" p="sm" mt="md" component="section" aria-labelledby="scorecards-title">
      <Stack gap="sm">
        <Title order={2} id="scorecards-title">
          {scorecardCopy.title}
        </Title>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {scorecardCopy.aptitudeTest}
          </Text>
          <Text size="sm">
            {data.aptitudeTest
              ? scorecardCopy.testScore(data.aptitudeTest.score, data.aptitudeTest.outOf)
              : scorecardCopy.noTestScore}
          </Text>
        </Group>
        {allCriteria.length === 0 ? (
          <Text size="sm">{scorecardCopy.noRubric}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <StageColumn
              title={scorecardCopy.firstReview}
              criteria={rubric.firstReview}
              summary={data.firstReview}
            />
            <StageColumn
              title={scorecardCopy.interview}
              criteria={rubric.interview}
              summary={data.interview}
            />
          </SimpleGrid>
        )}
        {filling && data.canScoreInterview ? (
          <ScorecardForm
            email={email}
            criteria={rubric.interview}
            mine={mine}
            onDone={(done) => {
              setFilling(false);
              setSaved(done);
            }}
          />
        ) : data.canScoreInterview ? (
          <Button
            variant="light"
            onClick={() => {
              setFilling(true);
              setSaved(false);
            }}
            style={{ alignSelf: 'flex-start' }}
          >
            {mine ? scorecardCopy.change : scorecardCopy.fill}
          </Button>
        ) : null}
        {saved ? (
          <Text size="sm" role="status">
            {scorecardCopy.saved}
          </Text>
        ) : null}
        <Title order={3} size="h4">
          {scorecardCopy.comments}
        </Title>
        {data.scorecards.length === 0 ? <Text size="sm">{scorecardCopy.noCards}</Text> : null}
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.scorecards.map((card) => (
            <ScorecardItem key={card.id} card={card} criteria={allCriteria} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

import { rubricCopy } from '@intake/contracts/copy/review';
import {
  type Criterion,
  createCriterionSchema,
  type ReviewStage,
  reviewStages,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from '@intake/contracts/review';
import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useConfirmation } from '../../../components/dialogs/confirm-dialog';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useCohortsQuery } from '../api/cohorts';
import {
  useAddCriterionMutation,
  useDeleteCriterionMutation,
  useRubricQuery,
  useUpdateCriterionMutation,
} from '../api/rubric';
import { useAdminToasts } from '../toasts';
import { Panel } from './panel';

type Draft = {
  /** Empty until the admin picks one: a criterion never lands in a stage nobody chose. */
  stage: ReviewStage | '';
  name: string;
  lowAnchor: string;
  highAnchor: string;
  weight: string | number;
};
const emptyDraft = (stage: ReviewStage | ''): Draft => ({
  stage,
  name: '',
  lowAnchor: '',
  highAnchor: '',
  weight: 1,
});

/** One stage's criteria, each with its anchors and weight, and the system's test score beside the first review. */
function StageList({
  stage,
  criteria,
  busy,
  onEdit,
  onDelete,
}: {
  stage: ReviewStage;
  criteria: Criterion[];
  busy: boolean;
  onEdit: (criterion: Criterion) => void;
  onDelete: (criterion: Criterion) => void;
}) {
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {rubricCopy.stages[stage]}
      </Text>
      {criteria.length === 0 ? <Text size="sm">{rubricCopy.noCriteria}</Text> : null}
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {criteria.map((criterion) => (
          <Card key={criterion.id} component="li" withBorder padding="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {criterion.name}
              </Text>
              <Badge variant="light">{`${rubricCopy.weightShort} ${criterion.weight}`}</Badge>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{`1: ${criterion.lowAnchor}`}</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{`5: ${criterion.highAnchor}`}</Text>
            <Group gap="xs" mt="xs">
              <Button
                size="xs"
                variant="light"
                disabled={busy}
                aria-label={rubricCopy.edit(criterion.name)}
                onClick={() => onEdit(criterion)}
              >
                {rubricCopy.editShort}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                disabled={busy}
                aria-label={rubricCopy.remove(criterion.name)}
                onClick={() => onDelete(criterion)}
              >
                {rubricCopy.removeShort}
              </Button>
            </Group>
          </Card>
        ))}
        {stage === 'FIRST_REVIEW' ? (
          <Card component="li" withBorder padding="xs" bg="var(--mantine-color-gray-light)">
            <Text fw={600} size="sm">
              {rubricCopy.aptitudeTest}
            </Text>
            <Text size="sm">{rubricCopy.aptitudeTestNote}</Text>
          </Card>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** Review rubrics per cohort (issue 22.1): admins add, change and delete each stage's criteria. */
export function RubricPanel() {
  const toasts = useAdminToasts();
  const cohorts = useCohortsQuery();
  const [picked, setPicked] = useState<string | null>(null);
  const cohortId = picked ?? cohorts.data?.find((c) => c.isCurrent)?.id ?? cohorts.data?.[0]?.id ?? null;
  const rubric = useRubricQuery(cohortId);
  const add = useAddCriterionMutation();
  const update = useUpdateCriterionMutation();
  const remove = useDeleteCriterionMutation();
  const busy = add.isPending || update.isPending || remove.isPending;
  const { ask, dialog } = useConfirmation();
  const [editing, setEditing] = useState<Criterion | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft(''));
  const [error, setError] = useState<string | null>(null);

  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const reset = (stage: ReviewStage | '' = draft.stage) => {
    setEditing(null);
    setDraft(emptyDraft(stage));
    setError(null);
  };

  const onSubmit = async () => {
    if (!cohortId || busy) return;
    const parsed = createCriterionSchema.safeParse({
      ...draft,
      weight: typeof draft.weight === 'number' ? draft.weight : Number.NaN,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    const { stage, ...input } = parsed.data;
    try {
      if (editing) {
        await update.mutateAsync({ criterionId: editing.id, ...input });
        toasts.success(rubricCopy.changed);
      } else {
        await add.mutateAsync({ cohortId, stage, ...input });
        toasts.success(rubricCopy.added);
      }
      reset(stage);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const onEdit = (criterion: Criterion) => {
    setEditing(criterion);
    setDraft({ ...criterion });
    setError(null);
  };

  const onDelete = (criterion: Criterion) =>
    ask({
      title: rubricCopy.confirmDeleteTitle,
      message: rubricCopy.confirmDelete(criterion.name),
      confirmLabel: rubricCopy.removeShort,
      onConfirm: () =>
        void remove.mutateAsync(criterion.id).then(
          (answer) => {
            toasts.success(answer.message);
            if (editing?.id === criterion.id) reset();
          },
          (failure: unknown) => toasts.failure(failure),
        ),
    });

  return (
    <Panel title={rubricCopy.title}>
      <Text size="sm">{rubricCopy.intro}</Text>
      {cohorts.isSuccess && cohorts.data.length === 0 ? <Text size="sm">{rubricCopy.noCohorts}</Text> : null}
      {cohorts.isError ? <FormError message={errorMessage(cohorts.error)} /> : null}
      {cohortId ? (
        <NativeSelect
          label={rubricCopy.cohort}
          value={cohortId}
          onChange={(e) => {
            setPicked(e.currentTarget.value);
            reset();
          }}
          data={(cohorts.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      ) : null}
      {rubric.isError ? <FormError message={errorMessage(rubric.error)} /> : null}
      {rubric.data ? (
        <Stack gap="md">
          {reviewStages.map((stage) => (
            <StageList
              key={stage}
              stage={stage}
              criteria={stage === 'INTERVIEW' ? rubric.data.interview : rubric.data.firstReview}
              busy={busy}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </Stack>
      ) : null}
      {cohortId ? (
        <Stack
          gap="xs"
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void onSubmit();
          }}
        >
          {editing ? (
            <Text fw={600} size="sm">
              {rubricCopy.editing(editing.name)}
            </Text>
          ) : (
            <SegmentedControl
              aria-label={rubricCopy.stage}
              value={draft.stage}
              onChange={(value) => set({ stage: value as ReviewStage })}
              data={reviewStages.map((stage) => ({ value: stage, label: rubricCopy.stages[stage] }))}
            />
          )}
          <TextInput
            label={rubricCopy.name}
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <Textarea
            label={rubricCopy.lowAnchor}
            rows={2}
            value={draft.lowAnchor}
            onChange={(e) => set({ lowAnchor: e.currentTarget.value })}
          />
          <Textarea
            label={rubricCopy.highAnchor}
            rows={2}
            value={draft.highAnchor}
            onChange={(e) => set({ highAnchor: e.currentTarget.value })}
          />
          <NumberInput
            label={rubricCopy.weight}
            value={draft.weight}
            onChange={(weight) => set({ weight })}
            min={WEIGHT_MIN}
            max={WEIGHT_MAX}
            allowDecimal={false}
            allowNegative={false}
          />
          <FormError message={error} />
          <Group gap="xs">
            <Button type="submit" disabled={busy} loading={add.isPending || update.isPending}>
              {editing ? rubricCopy.save : rubricCopy.add}
            </Button>
            {editing ? (
              <Button type="button" variant="default" onClick={() => reset()}>
                {rubricCopy.cancel}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
      {dialog}
    </Panel>
  );
}

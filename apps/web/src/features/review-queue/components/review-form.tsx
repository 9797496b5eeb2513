import { reviewQueueCopy as copy } from '@intake/contracts/copy/review-queue';
import {
  type Recommendation,
  recommendationLabels,
  recommendations,
  SCORE_MAX,
  SCORE_MIN,
  SCORECARD_NOTE_MAX,
} from '@intake/contracts/review';
import type { ReviewAssignment, ReviewQueueAnswer } from '@intake/contracts/review-queue';
import { Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useSaveFirstReviewMutation } from '../api/save-first-review';
import { clearDraft, draftOf, loadDraft, type ReviewDraft, storeDraft } from '../review-draft';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

const RECOMMENDATION_BY_KEY = Object.fromEntries(
  recommendations.map((r) => [copy.recommendationKeys[r].toLowerCase(), r]),
) as Record<string, Recommendation>;

/** Typing in the note (or any text field) must not score or pick anything. */
const isTyping = (target: EventTarget | null) => {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return (
    target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type)
  );
};

/** Focuses a radio group where Tab would land: its checked radio, else its first. */
const focusGroup = (element: HTMLDivElement | null | undefined) =>
  (element?.querySelector<HTMLInputElement>('input:checked') ?? element?.querySelector('input'))?.focus();

type ReviewFormProps = {
  assignment: ReviewAssignment;
  /** Called once the review is saved, to go to the next applicant. */
  onSaved: (answer: ReviewQueueAnswer) => Promise<void> | void;
};

/**
 * The first-round review form (issue 22.3): a 1–5 score per criterion with its anchors, a
 * recommendation, a note, and "Save and next". Keyboard: 1–5 score the current criterion and go
 * on; ↑ ↓ or K J move between criteria; I, N, X pick the recommendation; Ctrl+Enter saves. None
 * of them fire while typing in the note. The unsaved form is kept in sessionStorage.
 */
export function ReviewForm({ assignment, onSaved }: ReviewFormProps) {
  const { applicantId, rubric, editable } = assignment;
  const save = useSaveFirstReviewMutation();
  const reviewerId = useSessionUser()?.id ?? '';
  const [draft, setDraft] = useState<ReviewDraft>(
    () => (editable ? loadDraft(reviewerId, applicantId) : undefined) ?? draftOf(assignment.myReview),
  );
  const [current, setCurrent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const groups = useRef<(HTMLDivElement | null)[]>([]);
  const recommendationGroup = useRef<HTMLDivElement | null>(null);

  const update = useCallback(
    (change: (draft: ReviewDraft) => ReviewDraft) =>
      setDraft((previous) => {
        const next = change(previous);
        storeDraft(reviewerId, applicantId, next);
        return next;
      }),
    [reviewerId, applicantId],
  );

  const moveTo = useCallback(
    (index: number) => {
      if (rubric.length === 0) return;
      const bounded = Math.max(0, Math.min(rubric.length - 1, index));
      setCurrent(bounded);
      focusGroup(groups.current[bounded]);
    },
    [rubric.length],
  );

  const submit = useCallback(async () => {
    if (save.isPending || !editable) return;
    if (rubric.some((criterion) => !draft.scores[criterion.id]) || !draft.recommendation) {
      setError(copy.scoreEvery);
      return;
    }
    setError(null);
    try {
      const answer = await save.mutateAsync({
        applicantId,
        scores: rubric.map((criterion) => ({
          criterionId: criterion.id,
          score: draft.scores[criterion.id] ?? 0,
        })),
        recommendation: draft.recommendation,
        note: draft.note,
      });
      clearDraft(reviewerId, applicantId);
      await onSaved(answer);
    } catch (failure) {
      setError(copy.saveFailed(errorMessage(failure)));
    }
  }, [reviewerId, applicantId, draft, editable, onSaved, rubric, save]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !editable) return;
      if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
        event.preventDefault();
        void submit();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      const criterion = rubric[current];
      if (/^[1-5]$/.test(key) && criterion) {
        event.preventDefault();
        update((d) => ({ ...d, scores: { ...d.scores, [criterion.id]: Number(key) } }));
        if (current < rubric.length - 1) moveTo(current + 1);
        else focusGroup(recommendationGroup.current);
        return;
      }
      const inCriterion =
        event.target === document.body ||
        (event.target instanceof HTMLElement && event.target.closest('[data-criterion]') !== null);
      // ↑ ↓ move between criteria (← → still change the score inside one); J K anywhere.
      if (key === 'j' || (key === 'arrowdown' && inCriterion)) {
        event.preventDefault();
        moveTo(current + 1);
      } else if (key === 'k' || (key === 'arrowup' && inCriterion)) {
        event.preventDefault();
        moveTo(current - 1);
      } else if (RECOMMENDATION_BY_KEY[key]) {
        event.preventDefault();
        const recommendation = RECOMMENDATION_BY_KEY[key];
        update((d) => ({ ...d, recommendation }));
      }
    };
    // Clicking or tabbing into a criterion makes it the current one.
    const onFocusIn = (event: FocusEvent) => {
      const index = (event.target as HTMLElement | null)
        ?.closest?.('[data-criterion]')
        ?.getAttribute('data-criterion');
      if (index !== null && index !== undefined) setCurrent(Number(index));
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [current, editable, moveTo, rubric, submit, update]);

  if (rubric.length === 0) {
    return (
      <Paper withBorder radius="md" p="sm">
        <Text role="alert">{copy.noRubric}</Text>
      </Paper>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      aria-labelledby="review-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="review-form-title">
          {assignment.myReview ? copy.yourReview : copy.rubric}
        </Title>
        {!editable && <Text size="sm">{copy.closed}</Text>}
        {rubric.map((criterion, index) => (
          <div
            key={criterion.id}
            data-criterion={index}
            ref={(element) => {
              groups.current[index] = element;
            }}
            style={{
              borderInlineStart: `3px solid ${index === current ? 'var(--mantine-color-blue-6)' : 'transparent'}`,
              paddingInlineStart: 'var(--mantine-spacing-xs)',
            }}
          >
            <Radio.Group
              label={`${criterion.name} (${copy.weight(criterion.weight)})`}
              description={copy.scoreHelp(criterion.lowAnchor, criterion.highAnchor)}
              value={draft.scores[criterion.id] ? String(draft.scores[criterion.id]) : null}
              onChange={(value) =>
                update((d) => ({ ...d, scores: { ...d.scores, [criterion.id]: Number(value) } }))
              }
              name={`score-${criterion.id}`}
            >
              <Group gap="md" mt={4}>
                {SCORES.map((score) => (
                  <Radio key={score} value={String(score)} label={String(score)} disabled={!editable} />
                ))}
              </Group>
            </Radio.Group>
          </div>
        ))}
        <div ref={recommendationGroup}>
          <Radio.Group
            label={copy.recommendation}
            value={draft.recommendation}
            onChange={(value) => update((d) => ({ ...d, recommendation: value as Recommendation }))}
            name="recommendation"
          >
            <Stack gap={6} mt={4}>
              {recommendations.map((recommendation) => (
                <Radio
                  key={recommendation}
                  value={recommendation}
                  label={`${recommendationLabels[recommendation]} (${copy.recommendationKeys[recommendation]})`}
                  disabled={!editable}
                />
              ))}
            </Stack>
          </Radio.Group>
        </div>
        <Textarea
          label={copy.note}
          description={copy.noteHelp}
          rows={4}
          maxLength={SCORECARD_NOTE_MAX}
          value={draft.note}
          disabled={!editable}
          onChange={(event) => {
            const note = event.currentTarget.value;
            update((d) => ({ ...d, note }));
          }}
        />
        <FormError message={error} />
        {editable && (
          <Group gap="xs">
            <Button type="submit" loading={save.isPending}>
              {copy.save}
            </Button>
            <Text size="xs" c="dimmed">
              {copy.draftKept}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

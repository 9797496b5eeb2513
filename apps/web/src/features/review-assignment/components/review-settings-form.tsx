import { reviewAssignmentCopy as copy } from '@intake/contracts/copy/review-assignment';
import {
  MARGIN_MAX,
  MARGIN_MIN,
  REVIEWERS_PER_APPLICANT_MAX,
  REVIEWERS_PER_APPLICANT_MIN,
  reviewSettingsSchema,
} from '@intake/contracts/review-assignments';
import { Button, NativeSelect, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useCohortsQuery } from '../api/get-cohorts';
import { useReviewSettingsQuery } from '../api/get-review-settings';
import { useUpdateReviewSettingsMutation } from '../api/update-review-settings';

type Draft = {
  blindFirstRound: boolean;
  reviewersPerApplicant: string | number;
  disagreementMargin: string | number;
};

const asNumber = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);

/** A cohort's blind round, reviewers per applicant and disagreement margin (the current cohort first). */
export function ReviewSettingsForm() {
  const cohorts = useCohortsQuery();
  const [picked, setPicked] = useState<string | null>(null);
  const cohortId = picked ?? cohorts.data?.find((c) => c.isCurrent)?.id ?? cohorts.data?.[0]?.id ?? null;
  const settings = useReviewSettingsQuery(cohortId);
  const save = useUpdateReviewSettingsMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (settings.data) setDraft({ ...settings.data });
  }, [settings.data]);

  const set = (changes: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...changes } : current));
    setSaved(false);
  };

  const onSubmit = async () => {
    if (!cohortId || !draft || save.isPending) return;
    const parsed = reviewSettingsSchema.safeParse({
      blindFirstRound: draft.blindFirstRound,
      reviewersPerApplicant: asNumber(draft.reviewersPerApplicant),
      disagreementMargin: asNumber(draft.disagreementMargin),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ cohortId, ...parsed.data });
      setSaved(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Title order={3} size="h4">
        {copy.settingsTitle}
      </Title>
      {cohorts.isSuccess && cohorts.data.length === 0 ? <Text size="sm">{copy.noCohorts}</Text> : null}
      {cohorts.isError ? <FormError message={errorMessage(cohorts.error)} /> : null}
      {cohortId ? (
        <NativeSelect
          label={copy.cohort}
          value={cohortId}
          onChange={(e) => {
            setPicked(e.currentTarget.value);
            setDraft(null);
            setSaved(false);
            setError(null);
          }}
          data={(cohorts.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      ) : null}
      {settings.isError ? <FormError message={errorMessage(settings.error)} /> : null}
      {draft ? (
        <>
          <Switch
            label={copy.blindFirstRound}
            checked={draft.blindFirstRound}
            onChange={(e) => set({ blindFirstRound: e.currentTarget.checked })}
          />
          <NumberInput
            label={copy.reviewersPerApplicant}
            value={draft.reviewersPerApplicant}
            onChange={(reviewersPerApplicant) => set({ reviewersPerApplicant })}
            min={REVIEWERS_PER_APPLICANT_MIN}
            max={REVIEWERS_PER_APPLICANT_MAX}
            allowDecimal={false}
            allowNegative={false}
          />
          <NumberInput
            label={copy.disagreementMargin}
            value={draft.disagreementMargin}
            onChange={(disagreementMargin) => set({ disagreementMargin })}
            min={MARGIN_MIN}
            max={MARGIN_MAX}
            step={0.1}
            decimalScale={1}
            allowNegative={false}
          />
          <FormError message={error} />
          {saved ? (
            <Text size="sm" role="status" c="teal">
              {copy.settingsSaved}
            </Text>
          ) : null}
          <div>
            <Button type="submit" loading={save.isPending}>
              {copy.saveSettings}
            </Button>
          </div>
        </>
      ) : null}
    </Stack>
  );
}

import { reviewAssignmentCopy as copy } from '@intake/contracts/copy/review-assignment';
import { declareConflictSchema, type Reviewer } from '@intake/contracts/review-assignments';
import { Button, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useDeclareConflictMutation } from '../api/declare-conflict';

const empty = { reviewerId: '', applicantEmail: '', reason: '' };

/** Declares by hand that an elder must not review an applicant (their open review goes to another elder). */
export function DeclareConflictForm({ reviewers }: { reviewers: Reviewer[] }) {
  const declare = useDeclareConflictMutation();
  const [draft, setDraft] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (changes: Partial<typeof empty>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setDone(null);
  };

  const onSubmit = async () => {
    if (declare.isPending) return;
    const parsed = declareConflictSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      const answer = await declare.mutateAsync(parsed.data);
      setDraft(empty);
      setDone(copy.declared(answer.replacements));
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
        {copy.declareTitle}
      </Title>
      <NativeSelect
        label={copy.declareReviewer}
        value={draft.reviewerId}
        onChange={(e) => set({ reviewerId: e.currentTarget.value })}
        data={[
          { value: '', label: copy.chooseElder },
          ...reviewers.map((r) => ({ value: r.id, label: `${r.firstName} ${r.lastName}`.trim() })),
        ]}
      />
      <TextInput
        label={copy.applicantEmail}
        type="email"
        value={draft.applicantEmail}
        onChange={(e) => set({ applicantEmail: e.currentTarget.value })}
      />
      <Textarea
        label={copy.reason}
        rows={2}
        value={draft.reason}
        onChange={(e) => set({ reason: e.currentTarget.value })}
      />
      <FormError message={error} />
      {done ? (
        <Text size="sm" role="status" c="teal">
          {done}
        </Text>
      ) : null}
      <div>
        <Button type="submit" loading={declare.isPending}>
          {copy.declare}
        </Button>
      </div>
    </Stack>
  );
}

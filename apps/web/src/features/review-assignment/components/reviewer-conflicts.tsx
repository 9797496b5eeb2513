import { reviewAssignmentCopy as copy } from '@intake/contracts/copy/review-assignment';
import type { Reviewer } from '@intake/contracts/review-assignments';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useConflictsQuery } from '../api/get-conflicts';
import { useRemoveConflictMutation } from '../api/remove-conflict';

/** One elder's conflicts of interest; those declared by hand can be removed. */
export function ReviewerConflicts({ reviewer }: { reviewer: Reviewer }) {
  const conflicts = useConflictsQuery(reviewer.id);
  const remove = useRemoveConflictMutation();
  const [error, setError] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const rows = conflicts.data?.conflicts ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {copy.conflictsTitle}
      </Title>
      {conflicts.isError ? <FormError message={errorMessage(conflicts.error)} /> : null}
      {conflicts.isSuccess && rows.length === 0 ? <Text size="sm">{copy.noConflicts}</Text> : null}
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((conflict) => (
          <Card key={conflict.applicantId} component="li" withBorder padding="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {conflict.applicantName}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {conflict.applicantEmail}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {conflict.reason}
                </Text>
              </div>
              {conflict.foundBySystem ? (
                <Badge variant="light">{copy.foundBySystem}</Badge>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={copy.removeFor(conflict.applicantName)}
                  disabled={remove.isPending}
                  onClick={() => {
                    setError(null);
                    setRemoved(false);
                    remove.mutateAsync({ reviewerId: reviewer.id, applicantId: conflict.applicantId }).then(
                      () => setRemoved(true),
                      (failure: unknown) => setError(errorMessage(failure)),
                    );
                  }}
                >
                  {copy.remove}
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      <FormError message={error} />
      {removed ? (
        <Text size="sm" role="status" c="teal">
          {copy.removed}
        </Text>
      ) : null}
    </Stack>
  );
}

import { reapplyCopy as text } from '@intake/contracts/copy/reapply';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { reapplyOfferQueryKey, useReapplyOfferQuery } from '../api/get-reapply-offer';
import { useReapplyMutation } from '../api/reapply';

interface ReapplyCardProps {
  /** After the server started the new application: the dashboard reloads the user and says so. */
  onApplied: (message: string) => void;
}

/**
 * The dashboard's "Apply to <cohort>" card (issue 23.4): shown while the server says a later
 * cohort is open to this applicant (their application ended: withdrawn, offer declined, not
 * admitted); the user data does not say whether they withdrew, so the server is asked. The button is a POST, busy until it answers.
 */
export function ReapplyCard({ onApplied }: ReapplyCardProps) {
  const queryClient = useQueryClient();
  const offer = useReapplyOfferQuery();
  const reapply = useReapplyMutation();
  const cohort = offer.data?.cohort;
  if (!cohort) return null;

  const onApply = () =>
    reapply.mutate(cohort.id, {
      onSuccess: ({ message }) => {
        queryClient.setQueryData(reapplyOfferQueryKey, { cohort: null });
        onApplied(message);
      },
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="reapply-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="reapply-title">
          {text.cardTitle(cohort.name)}
        </Title>
        <Text>{text.cardText}</Text>
        <FormError message={reapply.isError ? errorMessage(reapply.error) : null} />
        <Button onClick={onApply} loading={reapply.isPending} disabled={reapply.isPending}>
          {text.cardButton(cohort.name)}
        </Button>
      </Stack>
    </Paper>
  );
}

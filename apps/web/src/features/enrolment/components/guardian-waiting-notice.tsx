import { guardianConsentCopy } from '@intake/contracts/copy/guardian-consent';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMyGuardianConsentQuery } from '../api/my-guardian-consent';

const text = guardianConsentCopy.learner;

/**
 * The dashboard's word that the loan step waits for the guardian, or that they declined (issue
 * 25.7); the loan screen it opens has the resend and another-guardian actions.
 */
export function GuardianWaitingNotice({ onOpen }: { onOpen: () => void }) {
  const consent = useMyGuardianConsentQuery(true).data?.consent;
  if (!consent || (consent.state !== 'waiting' && consent.state !== 'declined')) return null;
  const declined = consent.state === 'declined';
  return (
    <Alert color={declined ? 'orange' : 'yellow'} title={declined ? text.declinedTitle : text.waitingTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {declined
            ? text.declined(consent.guardianName)
            : text.waiting(consent.guardianName, consent.phoneEnding)}
        </Text>
        <Button size="xs" variant="light" onClick={onOpen}>
          {text.openLoan}
        </Button>
      </Stack>
    </Alert>
  );
}

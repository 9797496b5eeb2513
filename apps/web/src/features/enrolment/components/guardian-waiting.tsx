import { guardianConsentCopy } from '@intake/contracts/copy/guardian-consent';
import type { MyGuardianConsent } from '@intake/contracts/guardian-consent';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useChangeGuardianMutation } from '../api/change-guardian';
import { useResendGuardianLinkMutation } from '../api/resend-guardian-link';

const text = guardianConsentCopy.learner;

type Consent = NonNullable<MyGuardianConsent['consent']>;

/**
 * The learner's loan step while it waits for the guardian (issue 25.7): who was asked, and the
 * actions left to the learner: send the link again, or name another guardian (after a decline too).
 */
export function GuardianWaiting({ consent, onBack }: { consent: Consent; onBack: () => void }) {
  const resend = useResendGuardianLinkMutation();
  const [changing, setChanging] = useState(false);
  const [resent, setResent] = useState(false);
  const declined = consent.state === 'declined';
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'xl' }} maw={640} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1}>{declined ? text.declinedTitle : text.waitingTitle}</Title>
        <Text>
          {declined
            ? text.declined(consent.guardianName)
            : text.waiting(consent.guardianName, consent.phoneEnding)}
        </Text>
        {declined && consent.declineReason && (
          <Text size="sm">{text.declineReason(consent.declineReason)}</Text>
        )}
        {resent && <Alert color="green">{text.resent}</Alert>}
        <FormError message={resend.error ? errorMessage(resend.error) : null} />
        {changing ? (
          <ChangeGuardianForm onCancel={() => setChanging(false)} onDone={() => setChanging(false)} />
        ) : (
          <Group gap="sm" wrap="wrap">
            <Button variant="default" onClick={onBack}>
              {guardianConsentCopy.page.cancel}
            </Button>
            {!declined && (
              <Button
                variant="light"
                loading={resend.isPending}
                onClick={async () => {
                  setResent(false);
                  await resend.mutateAsync().catch(() => undefined);
                  setResent(!resend.isError);
                }}
              >
                {text.resend}
              </Button>
            )}
            <Button onClick={() => setChanging(true)}>{text.changeGuardian}</Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The guardian's name, phone and e-mail, as on the loan form. */
export function GuardianFields({
  value,
  onChange,
}: {
  value: GuardianInput;
  onChange: (value: GuardianInput) => void;
}) {
  return (
    <>
      <TextInput
        label={text.guardianName}
        withAsterisk
        autoComplete="off"
        value={value.guardianName}
        onChange={(event) => onChange({ ...value, guardianName: event.currentTarget.value })}
      />
      <TextInput
        label={text.guardianPhone}
        withAsterisk
        inputMode="tel"
        autoComplete="off"
        value={value.guardianPhone}
        onChange={(event) => onChange({ ...value, guardianPhone: event.currentTarget.value })}
      />
      <TextInput
        label={text.guardianEmail}
        type="email"
        autoComplete="off"
        value={value.guardianEmail}
        onChange={(event) => onChange({ ...value, guardianEmail: event.currentTarget.value })}
      />
    </>
  );
}

export type GuardianInput = { guardianName: string; guardianPhone: string; guardianEmail: string };
export const noGuardian: GuardianInput = { guardianName: '', guardianPhone: '', guardianEmail: '' };

function ChangeGuardianForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const change = useChangeGuardianMutation();
  const [guardian, setGuardian] = useState(noGuardian);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const sent = await change.mutateAsync(guardian).catch(() => undefined);
        if (sent) onDone();
      }}
    >
      <Stack gap="sm">
        <GuardianFields value={guardian} onChange={setGuardian} />
        <FormError message={change.error ? errorMessage(change.error) : null} />
        <Group gap="sm" wrap="wrap">
          <Button variant="default" onClick={onCancel} disabled={change.isPending}>
            {text.cancelChange}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {text.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

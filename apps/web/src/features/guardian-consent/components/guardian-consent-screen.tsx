import { guardianConsentCopy } from '@intake/contracts/copy/guardian-consent';
import {
  type GuardianPage,
  type GuardianRelationship,
  guardianRelationships,
  guardianSignSchema,
} from '@intake/contracts/guardian-consent';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useConfirmGuardianPhoneMutation } from '../api/confirm-guardian-phone';
import { useDeclineAsGuardianMutation } from '../api/decline-as-guardian';
import { useGuardianPageQuery } from '../api/guardian-page';
import { useSendGuardianCodeMutation } from '../api/send-guardian-code';
import { useSignAsGuardianMutation } from '../api/sign-as-guardian';

const copy = guardianConsentCopy.page;

/**
 * The page a guardian's link opens, without signing in (issue 25.7): confirm the phone with a
 * texted code, read the loan agreement, then sign (or decline). Opening it changes nothing; every
 * step is a button.
 */
export function GuardianConsentScreen({ token }: { token: string }) {
  const page = useGuardianPageQuery(token);
  if (page.isPending) return <Loader aria-label={copy.title} />;
  if (page.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(page.error)}
      </Alert>
    );
  }
  const data = page.data;
  const position = data.step === 'confirm-phone' ? 0 : 1;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'xl' }} maw={640} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1}>{copy.title}</Title>
        {data.step === 'signed' || data.step === 'declined' ? (
          <Answered page={data} />
        ) : (
          <>
            <Text>{copy.intro(data.learnerName)}</Text>
            {/* Words, not Mantine's Stepper: its steps are buttons that do nothing here, cut at 360 px. */}
            <Text fw={600}>{copy.stepOf(position + 1, copy.steps.length, copy.steps[position] ?? '')}</Text>
            {data.step === 'confirm-phone' ? (
              <ConfirmPhone token={token} page={data} />
            ) : (
              <ReadAndSign token={token} page={data} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Answered({ page }: { page: GuardianPage }) {
  const signed = page.step === 'signed';
  return (
    <Alert color={signed ? 'green' : 'gray'} title={signed ? copy.signedTitle : copy.declinedTitle}>
      {signed ? copy.signed(page.learnerName) : copy.declined(page.learnerName)}
    </Alert>
  );
}

function ConfirmPhone({ token, page }: { token: string; page: GuardianPage }) {
  const send = useSendGuardianCodeMutation(token);
  const confirm = useConfirmGuardianPhoneMutation(token);
  const [code, setCode] = useState('');
  const sent = page.codeSentAt !== null;
  const error = confirm.error ?? send.error;
  return (
    <Stack gap="sm">
      <Text size="sm">{sent ? copy.codeSent(page.phoneEnding) : copy.sendCodeIntro(page.phoneEnding)}</Text>
      {sent && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm.mutateAsync(code.trim()).catch(() => undefined);
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={copy.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Button type="submit" loading={confirm.isPending} disabled={code.trim().length !== 6}>
              {copy.confirmCode}
            </Button>
          </Stack>
        </form>
      )}
      <FormError message={error ? errorMessage(error) : null} />
      <Button
        variant={sent ? 'default' : 'filled'}
        loading={send.isPending}
        onClick={() => void send.mutateAsync().catch(() => undefined)}
      >
        {sent ? copy.sendAgain : copy.sendCode}
      </Button>
    </Stack>
  );
}

function ReadAndSign({ token, page }: { token: string; page: GuardianPage }) {
  const sign = useSignAsGuardianMutation(token);
  const decline = useDeclineAsGuardianMutation(token);
  const [relationship, setRelationship] = useState<GuardianRelationship | ''>('');
  const [relationshipOther, setRelationshipOther] = useState('');
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const agreement = page.agreement;
  if (!agreement) return null;

  const submit = () => {
    const parsed = guardianSignSchema.safeParse({ relationship, relationshipOther, fullName, consent });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    void sign.mutateAsync(parsed.data).catch(() => undefined);
  };
  const failure = sign.error ?? decline.error;
  return (
    <Stack gap="md">
      <Stack gap="xs" component="section" aria-labelledby="guardian-agreement-title">
        <Title order={2} size="h3" id="guardian-agreement-title">
          {agreement.title}
        </Title>
        <Text fw={600} size="sm">
          {copy.loanSummary(agreement.loanMaxNaira, agreement.interestPercent)}
        </Text>
        <Stack gap="xs" mah={320} style={{ overflowY: 'auto' }} tabIndex={0} aria-label={agreement.title}>
          {agreement.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="sm">
              {paragraph}
            </Text>
          ))}
        </Stack>
        <Text size="sm">{copy.learnerSigned(page.learnerName)}</Text>
      </Stack>
      {declining ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void decline.mutateAsync(reason.trim()).catch(() => undefined);
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={copy.declineReason}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <FormError message={failure ? errorMessage(failure) : null} />
            <Group gap="sm" wrap="wrap">
              <Button variant="default" onClick={() => setDeclining(false)} disabled={decline.isPending}>
                {copy.cancel}
              </Button>
              <Button type="submit" color="red" loading={decline.isPending}>
                {copy.confirmDecline}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Radio.Group
              label={copy.relationship}
              withAsterisk
              value={relationship}
              onChange={(value) => setRelationship(value as GuardianRelationship)}
            >
              <Stack gap="xs" mt="xs">
                {guardianRelationships.map((option) => (
                  <Radio key={option} value={option} label={copy.relationships[option]} />
                ))}
              </Stack>
            </Radio.Group>
            {relationship === 'other' && (
              <TextInput
                label={copy.relationshipOther}
                withAsterisk
                value={relationshipOther}
                onChange={(event) => setRelationshipOther(event.currentTarget.value)}
              />
            )}
            <TextInput
              label={copy.fullName}
              withAsterisk
              autoComplete="name"
              value={fullName}
              onChange={(event) => setFullName(event.currentTarget.value)}
            />
            <Checkbox
              label={copy.consent(page.learnerName)}
              checked={consent}
              onChange={(event) => setConsent(event.currentTarget.checked)}
            />
            <FormError message={problem ?? (failure ? errorMessage(failure) : null)} />
            <Group gap="sm" wrap="wrap">
              <Button variant="default" onClick={() => setDeclining(true)} disabled={sign.isPending}>
                {copy.decline}
              </Button>
              <Button type="submit" loading={sign.isPending}>
                {copy.sign}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

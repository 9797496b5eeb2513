import type { UserData } from '@intake/contracts';
import { agreementTermsFor } from '@intake/contracts/agreement-terms';
import { enrolmentCopy as text } from '@intake/contracts/copy/enrolment';
import { guardianConsentCopy } from '@intake/contracts/copy/guardian-consent';
import {
  type AgreementKind,
  agreementSchema,
  type LoanDetails,
  loanAgreementSchema,
} from '@intake/contracts/enrolment';
import { guardianContactSchema } from '@intake/contracts/guardian-consent';
import { messages } from '@intake/contracts/messages';
import { Button, Center, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useSchool } from '../../../lib/school';
import { replaceSessionUser } from '../../../lib/session';
import { useFillAgreementMutation } from '../api/fill-agreement';
import { useFillLoanAgreementMutation } from '../api/fill-loan-agreement';
import { useLoanDetailsQuery } from '../api/get-loan-details';
import { useMyGuardianConsentQuery } from '../api/my-guardian-consent';
import { GuardianFields, GuardianWaiting, noGuardian } from './guardian-waiting';

export type AgreementFormProps = {
  kind: AgreementKind;
  onBack: () => void;
  /** Signed, and the fresh user data stored (docs/spec/portal-spec.md §4: the view returns to the dashboard). */
  onDone: () => void;
};

/**
 * The native, tenancy and loan agreements (docs/spec/portal-spec.md §2, §3, §4): the terms, a box to tick and Submit,
 * which works only with the box ticked, is disabled while the call is in flight and enabled again
 * when it fails. The loan agreement shows the applicant's loan details and, for an applicant under
 * 18, a parent or guardian consent section (name and phone required); the step then waits for the
 * guardian's own signature (issue 25.7).
 */
export function AgreementForm({ kind, onBack, onDone }: AgreementFormProps) {
  if (kind === 'loan') return <LoanAgreement onBack={onBack} onDone={onDone} />;
  return <PlainAgreement kind={kind} onBack={onBack} onDone={onDone} />;
}

function PlainAgreement({ kind, onBack, onDone }: AgreementFormProps & { kind: 'native' | 'tenancy' }) {
  const fill = useFillAgreementMutation(kind);
  return (
    <AgreementCard
      kind={kind}
      pending={fill.isPending}
      onBack={onBack}
      onSubmit={async () => {
        replaceSessionUser(await fill.mutateAsync());
        onDone();
      }}
    />
  );
}

function LoanAgreement({ onBack, onDone }: Omit<AgreementFormProps, 'kind'>) {
  const details = useLoanDetailsQuery();
  const needsGuardian = details.data?.needParentsConsent === true;
  const consent = useMyGuardianConsentQuery(needsGuardian);
  const fill = useFillLoanAgreementMutation();
  const [guardian, setGuardian] = useState(noGuardian);

  if (details.isPending || (needsGuardian && consent.isPending)) {
    return (
      <Center py="xl">
        <Loader aria-label={text.loadingLoan} />
      </Center>
    );
  }
  if (details.isError) {
    return <LoadFailed error={details.error} onBack={onBack} onRetry={() => void details.refetch()} />;
  }
  if (consent.isError) {
    return <LoadFailed error={consent.error} onBack={onBack} onRetry={() => void consent.refetch()} />;
  }
  const loan = details.data;
  // Signed, and waiting for the guardian (or declined by them): issue 25.7.
  const waiting = consent.data?.consent;
  if (needsGuardian && waiting && waiting.state !== 'replaced' && waiting.state !== 'signed') {
    return <GuardianWaiting consent={waiting} onBack={onBack} />;
  }
  return (
    <AgreementCard
      kind="loan"
      pending={fill.isPending}
      onBack={onBack}
      check={() => {
        if (!loan.needParentsConsent) return undefined;
        const parsed = loanAgreementSchema.safeParse({
          agreedToTerms: true,
          parentName: guardian.guardianName,
        });
        if (!parsed.success) return parsed.error.issues[0]?.message;
        if (parsed.data.parentName === '') return messages.parentNameRequired;
        const contact = guardianContactSchema.safeParse(guardian);
        return contact.success ? undefined : contact.error.issues[0]?.message;
      }}
      onSubmit={async () => {
        const fresh: UserData = await fill.mutateAsync(
          loan.needParentsConsent
            ? {
                parentName: guardian.guardianName.trim(),
                guardianPhone: guardian.guardianPhone.trim(),
                guardianEmail: guardian.guardianEmail.trim(),
              }
            : { parentName: '' },
        );
        replaceSessionUser(fresh);
        // Under 18 the step waits for the guardian: the screen says so instead of leaving.
        if (loan.needParentsConsent) await consent.refetch();
        else onDone();
      }}
    >
      <LoanFacts loan={loan} />
      {loan.needParentsConsent && (
        <Stack gap="xs" component="section" aria-labelledby="consent-title">
          <Title order={2} id="consent-title">
            {text.consentTitle}
          </Title>
          <Text size="sm">{guardianConsentCopy.learner.intro}</Text>
          <GuardianFields value={guardian} onChange={setGuardian} />
        </Stack>
      )}
    </AgreementCard>
  );
}

function LoadFailed({ error, onBack, onRetry }: { error: unknown; onBack: () => void; onRetry: () => void }) {
  return (
    <Paper withBorder radius="md" p="md" maw={640} mx="auto">
      <Stack gap="sm">
        <FormError message={errorMessage(error)} />
        <Group grow gap="sm">
          <Button variant="default" onClick={onBack}>
            {text.back}
          </Button>
          <Button onClick={onRetry}>{text.retry}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function LoanFacts({ loan }: { loan: LoanDetails }) {
  return (
    <Stack gap="xxs">
      <Text size="sm">
        <Text span c="dimmed">
          {text.signer}:{' '}
        </Text>
        {loan.fullLegalName}
      </Text>
      {loan.nativeHomeAddress && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed">
            {text.homeAddress}:{' '}
          </Text>
          {loan.nativeHomeAddress}
        </Text>
      )}
    </Stack>
  );
}

type AgreementCardProps = {
  kind: AgreementKind;
  pending: boolean;
  onBack: () => void;
  /** Any problem besides the box (the loan's guardian name); undefined when it may be sent. */
  check?: () => string | undefined;
  onSubmit: () => Promise<void>;
  children?: React.ReactNode;
};

function AgreementCard({ kind, pending, onBack, check, onSubmit, children }: AgreementCardProps) {
  const terms = agreementTermsFor(kind, useSchool().legalName);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (pending) return;
    const parsed = agreementSchema.safeParse({ agreedToTerms: agreed });
    const problem = parsed.success ? check?.() : parsed.error.issues[0]?.message;
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      await onSubmit();
    } catch (failure) {
      // docs/spec/portal-spec.md §8 has this failure logged and the button enabled again; the reason shows too.
      console.error(`${kind} agreement failed`, failure);
      setError(errorMessage(failure));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'xl' }} maw={640} mx="auto" w="100%">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Title order={1}>{terms.title}</Title>
          <Stack gap="xs" mah={360} style={{ overflowY: 'auto' }} tabIndex={0} aria-label={terms.title}>
            {terms.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="sm">
                {paragraph}
              </Text>
            ))}
          </Stack>
          {children}
          <Checkbox
            label={text.agreeBox}
            checked={agreed}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
          />
          <FormError message={error} />
          <Group grow gap="sm">
            <Button variant="default" onClick={onBack} disabled={pending}>
              {text.back}
            </Button>
            <Button type="submit" loading={pending} disabled={!agreed || pending}>
              {text.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

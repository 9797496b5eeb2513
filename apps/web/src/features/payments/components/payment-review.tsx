import { paymentCopy as text } from '@intake/contracts/copy/payments';
import { copy } from '@intake/contracts/copy/shared';
import { formatNaira } from '@intake/contracts/enrolment';
import { messages } from '@intake/contracts/messages';
import { homePathFor, paths } from '@intake/contracts/pages';
import {
  DEFAULT_DECLINE_REASON,
  declinePaymentSchema,
  hasPaymentAccount,
  PAYMENT_METHOD_LABELS,
  type PaymentProofReview,
} from '@intake/contracts/payments';
import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { TextLink } from '../../../components/layout/text-link';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import { useSessionUser } from '../../../lib/session';
import { useConfirmPaymentProofMutation } from '../api/confirm-payment-proof';
import { useDeclinePaymentProofMutation } from '../api/decline-payment-proof';
import { usePaymentProofQuery } from '../api/get-payment-proof';
import { useProofFile } from '../api/get-proof-file';
import { accountRows, owedRows } from '../payment-instructions';
import { DetailRow } from './detail-row';

const statusColor = { pending: 'yellow', confirmed: 'teal', declined: 'red' } as const;

/**
 * Staff review of one proof of payment (docs/spec/portal-spec.md §2 "Payment confirmation"): its details and file,
 * Confirm, or Decline with a reason the applicant is told; then the outcome in the spec's words.
 * A proof answered before (here or from the e-mail) says so instead of offering the buttons.
 */
export function PaymentReview({ proofId }: { proofId: string }) {
  const proof = usePaymentProofQuery(proofId);
  if (proof.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={text.loading} />
      </Center>
    );
  }
  if (proof.isError) {
    return (
      <Paper withBorder radius="md" p="md" maw={640} mx="auto">
        <Stack gap="sm">
          <FormError message={errorMessage(proof.error)} />
          {!(proof.error instanceof ApiError && proof.error.status === 404) && (
            <Button variant="default" onClick={() => void proof.refetch()}>
              {text.retry}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }
  return <ProofReview proof={proof.data} />;
}

function ProofReview({ proof }: { proof: PaymentProofReview }) {
  const confirm = useConfirmPaymentProofMutation(proof.id);
  const decline = useDeclinePaymentProofMutation(proof.id);
  const user = useSessionUser();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState(DEFAULT_DECLINE_REASON);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = confirm.isPending || decline.isPending;

  const fail = (failure: unknown) => {
    // 409: someone answered it first; the refreshed status shows below.
    setError(errorMessage(failure));
    setDeclining(false);
  };

  const onConfirm = async () => {
    setError(null);
    try {
      setOutcome((await confirm.mutateAsync()).message);
    } catch (failure) {
      fail(failure);
    }
  };

  const onDecline = async () => {
    const parsed = declinePaymentSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.declineReasonRequired);
      return;
    }
    setError(null);
    try {
      setOutcome((await decline.mutateAsync(parsed.data.reason)).message);
    } catch (failure) {
      fail(failure);
    }
  };

  const attended = proof.status !== 'pending';
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'lg' }} maw={640} mx="auto" w="100%">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1}>{text.reviewTitle}</Title>
          <Badge color={statusColor[proof.status]} variant="light">
            {text.statusLabels[proof.status]}
          </Badge>
        </Group>
        <ProofDetails proof={proof} />
        <SchoolAccount proof={proof} />
        <ProofFile link={proof.transactionImageLink} format={proof.fileFormat} />
        {outcome ? (
          <Text role="status" fw={600} size="lg" ta="center">
            {outcome}
          </Text>
        ) : (
          attended && (
            <Text role="status" fw={600} ta="center">
              {messages.paymentAttended}
            </Text>
          )
        )}
        <FormError message={error} />
        {!attended && !outcome && declining && (
          <Stack gap="sm">
            <Textarea
              label={text.declineWhy}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group grow gap="sm">
              <Button variant="default" onClick={() => setDeclining(false)} disabled={busy}>
                {text.cancel}
              </Button>
              <Button
                color="red"
                onClick={() => void onDecline()}
                loading={decline.isPending}
                disabled={busy}
              >
                {text.sendDecline}
              </Button>
            </Group>
          </Stack>
        )}
        {!attended && !outcome && !declining && (
          <Group grow gap="sm">
            <Button color="red" variant="light" onClick={() => setDeclining(true)} disabled={busy}>
              {text.decline}
            </Button>
            <Button onClick={() => void onConfirm()} loading={confirm.isPending} disabled={busy}>
              {text.confirm}
            </Button>
          </Group>
        )}
        {(attended || outcome) && (
          <Center>
            <TextLink to={user ? homePathFor(user) : paths.dashboard}>{copy.backToDashboard}</TextLink>
          </Center>
        )}
      </Stack>
    </Paper>
  );
}

function ProofDetails({ proof }: { proof: PaymentProofReview }) {
  const { applicant } = proof;
  return (
    <Stack gap="xxs">
      <DetailRow
        label={text.applicant}
        value={`${applicant.firstName} ${applicant.lastName} (${applicant.email})`}
      />
      <DetailRow label={text.method} value={PAYMENT_METHOD_LABELS[proof.paymentMethod]} />
      <DetailRow label={text.amount} value={formatNaira(proof.amountPaid)} />
      {/* What was owed, beside what was paid (issue 19.7). */}
      {proof.instructions.tuition ? (
        owedRows(proof.instructions.tuition).map(([label, value]) => (
          <DetailRow key={label} label={label} value={value} />
        ))
      ) : (
        <DetailRow label={text.amountDue} value={text.noFeeSet} />
      )}
      <DetailRow label={text.date} value={proof.transactionDate} />
      <DetailRow label={copy.phoneNumber} value={proof.phoneNumber} />
      <DetailRow label={text.depositorName} value={proof.depositorName} />
      <DetailRow label={text.depositorAccountName} value={proof.depositorAccountName} />
      <DetailRow label={text.bankName} value={proof.originatingBankName} />
      <DetailRow label={copy.email} value={proof.depositorEmail} />
      <DetailRow label={text.submitted} value={formatDateTime(proof.submittedAt)} />
      <DetailRow label={text.declineReason} value={proof.declineReason ?? ''} />
    </Stack>
  );
}

/** Where the school is paid, so staff can match the proof against it. */
function SchoolAccount({ proof }: { proof: PaymentProofReview }) {
  const { account } = proof.instructions;
  return (
    <Stack gap="xxs" component="section" aria-label={text.schoolAccountTitle}>
      <Text fw={600} size="sm">
        {text.schoolAccountTitle}
      </Text>
      {hasPaymentAccount(account) ? (
        accountRows(account).map(([label, value]) => <DetailRow key={label} label={label} value={value} />)
      ) : (
        <Text size="sm">{text.noAccountSet}</Text>
      )}
      {account.note && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {account.note}
        </Text>
      )}
    </Stack>
  );
}

function ProofFile({ link, format }: { link: string; format: string }) {
  const file = useProofFile(link);
  if (file.status === 'loading') return <Text size="sm">{text.fileLoading}</Text>;
  if (file.status === 'failed') return <FormError message={text.fileFailed} />;
  if (format === 'pdf') {
    return (
      <Anchor href={file.src} target="_blank" rel="noopener noreferrer">
        {text.openPdf}
      </Anchor>
    );
  }
  return <Image src={file.src} alt={text.proofImageAlt} radius="sm" fit="contain" mah={480} />;
}

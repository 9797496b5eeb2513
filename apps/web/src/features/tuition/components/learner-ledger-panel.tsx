import { statementCopy } from '@intake/contracts/copy/ledger';
import {
  Alert,
  Button,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useLearnerStatementQuery } from '../api/get-learner-statement';
import { useRecordCorrectionMutation } from '../api/record-correction';
import { StatementTables } from './statement-tables';

const { staff } = statementCopy;

/**
 * An admin's refund or adjustment. The idempotency key is made when the form opens and kept until
 * an answer arrives, so a double click or a retry after a dropped connection records one entry.
 */
function CorrectionForm({ email }: { email: string }) {
  const [kind, setKind] = useState<'refund' | 'adjustment'>('refund');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const record = useRecordCorrectionMutation(email);
  const submit = () =>
    record.mutate(
      { kind, amount, reason, idempotencyKey: key },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
          setKey(crypto.randomUUID());
        },
      },
    );
  return (
    <Stack gap="sm">
      <Title order={4}>{staff.correctionHeading}</Title>
      <SegmentedControl
        aria-label={staff.kind}
        value={kind}
        onChange={(value) => setKind(value as 'refund' | 'adjustment')}
        data={[
          { value: 'refund', label: staff.refund },
          { value: 'adjustment', label: staff.adjustment },
        ]}
      />
      <TextInput
        label={staff.amount}
        description={staff.amountHelp}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
      />
      <Textarea
        label={staff.reason}
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      {record.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(record.error)}
        </Alert>
      ) : null}
      {record.isSuccess ? (
        <Alert color="teal" role="status">
          {record.data.message}
        </Alert>
      ) : null}
      <Button onClick={submit} loading={record.isPending} disabled={!amount.trim() || !reason.trim()}>
        {staff.submit}
      </Button>
    </Stack>
  );
}

/** The applicant profile's tuition ledger: the statement for staff, and the correction form for admins. */
export function LearnerLedgerPanel({ email, canCorrect }: { email: string; canCorrect: boolean }) {
  const statement = useLearnerStatementQuery(email);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={3}>{staff.heading}</Title>
        {statement.isError ? (
          <Text>{errorMessage(statement.error)}</Text>
        ) : statement.data ? (
          <StatementTables statement={statement.data} />
        ) : (
          <Loader aria-label={statementCopy.loading} />
        )}
        {canCorrect && statement.data ? <CorrectionForm email={email} /> : null}
      </Stack>
    </Paper>
  );
}

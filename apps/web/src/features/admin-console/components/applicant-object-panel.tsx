import { messages } from '@intake/contracts/messages';
import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useEnableLoanMutation } from '../api/enable-loan';
import { useResetApplicantTestMutation } from '../api/reset-applicant-test';
import { useStopTestMutation } from '../api/stop-test';
import { adminCopy } from '../copy';
import { useAdminToasts } from '../toasts';
import { isEmail, Panel } from './panel';

/** Applicant Related Object (spec §2, §7, §8): Enable Loan, Stop Test, Undo Test for one e-mail. */
export function ApplicantObjectPanel() {
  const toasts = useAdminToasts();
  const enableLoan = useEnableLoanMutation();
  const stopTest = useStopTestMutation();
  const undoTest = useResetApplicantTestMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = enableLoan.isPending || stopTest.isPending || undoTest.isPending;

  const actions = [
    {
      label: adminCopy.enableLoan,
      mutation: enableLoan,
      success: messages.loanEnabled,
      failure: messages.loanEnablingFailed,
    },
    {
      label: adminCopy.stopTest,
      mutation: stopTest,
      success: messages.testStopped,
      failure: messages.testStopError,
    },
    {
      label: adminCopy.undoTest,
      mutation: undoTest,
      success: messages.canRetakeTest,
      failure: messages.undoTestFailed,
    },
  ];

  const run = async (action: (typeof actions)[number]) => {
    if (!isEmail(email)) {
      setError(messages.validEmail);
      return;
    }
    setError(null);
    try {
      await action.mutation.mutateAsync(email.trim());
      toasts.success(action.success);
    } catch (failure) {
      toasts.failure(failure, action.failure);
    }
  };

  return (
    <Panel title={adminCopy.applicantTitle}>
      <TextInput
        label={adminCopy.email}
        type="email"
        placeholder={adminCopy.emailPlaceholder}
        value={email}
        error={error}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        {actions.map((action) => (
          <Button
            key={action.label}
            type="button"
            variant="light"
            disabled={busy}
            loading={action.mutation.isPending}
            onClick={() => void run(action)}
          >
            {action.label}
          </Button>
        ))}
      </SimpleGrid>
    </Panel>
  );
}

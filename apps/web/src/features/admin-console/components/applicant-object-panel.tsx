import { adminCopy } from '@intake/contracts/copy/admin-console';
import { messages } from '@intake/contracts/messages';
import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Confirmation, useConfirmation } from '../../../components/dialogs/confirm-dialog';
import { useEnableLoanMutation } from '../api/enable-loan';
import { useResetApplicantTestMutation } from '../api/reset-applicant-test';
import { useStopTestMutation } from '../api/stop-test';
import { useAdminToasts } from '../toasts';
import { isEmail, Panel } from './panel';

/** Applicant Related Object (docs/spec/portal-spec.md §2, §7, §8): Enable Loan, Stop Test, Undo Test for one e-mail. */
export function ApplicantObjectPanel() {
  const toasts = useAdminToasts();
  const enableLoan = useEnableLoanMutation();
  const stopTest = useStopTestMutation();
  const undoTest = useResetApplicantTestMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = enableLoan.isPending || stopTest.isPending || undoTest.isPending;
  const { ask, dialog } = useConfirmation();

  type Action = {
    label: string;
    mutation: typeof enableLoan;
    success: string;
    failure: string;
    /** Stop and Undo cannot be taken back: they ask first. */
    confirm?: (email: string) => Omit<Confirmation, 'onConfirm'>;
  };
  const actions: Action[] = [
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
      confirm: (target) => ({
        title: adminCopy.confirmStopTitle,
        message: adminCopy.confirmStop(target),
        confirmLabel: adminCopy.stopTest,
      }),
    },
    {
      label: adminCopy.undoTest,
      mutation: undoTest,
      success: messages.canRetakeTest,
      failure: messages.undoTestFailed,
      confirm: (target) => ({
        title: adminCopy.confirmUndoTitle,
        message: adminCopy.confirmUndo(target),
        confirmLabel: adminCopy.undoTest,
      }),
    },
  ];

  const send = async (action: Action, target: string) => {
    try {
      await action.mutation.mutateAsync(target);
      toasts.success(action.success);
    } catch (failure) {
      toasts.failure(failure, action.failure);
    }
  };

  const run = (action: Action) => {
    if (!isEmail(email)) {
      setError(messages.validEmail);
      return;
    }
    setError(null);
    const target = email.trim();
    if (action.confirm) ask({ ...action.confirm(target), onConfirm: () => void send(action, target) });
    else void send(action, target);
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
            onClick={() => run(action)}
          >
            {action.label}
          </Button>
        ))}
      </SimpleGrid>
      {dialog}
    </Panel>
  );
}

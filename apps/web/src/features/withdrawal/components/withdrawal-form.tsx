import { withdrawalCopy } from '@intake/contracts/copy/withdrawal';
import { paths } from '@intake/contracts/pages';
import { WITHDRAW_CHOICES, type WithdrawalForm, withdrawalFormSchema } from '@intake/contracts/withdrawal';
import { NativeSelect, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { submitOnEnter } from '../../../components/form/submit-on-enter';
import { errorMessage } from '../../../lib/api-error';
import { firstIssueResolver } from '../../../lib/first-issue-resolver';
import { clearDraft, loadDraft, useFormDraft } from '../../../lib/form-draft';
import { useWithdrawApplicationMutation } from '../api/withdraw-application';

const DRAFT_KEY = 'intake.withdrawalDraft';
const emptyForm: WithdrawalForm = { iWantTo: '', because: '' };

/**
 * /application/withdraw/:user (docs/spec/portal-spec.md §2, §4, §5, §8): both fields are marked required, yet only both
 * empty is refused; Enter without Shift submits; the button is disabled while sending and enabled
 * again on failure; the one error line sits under the form. `token` is the e-mailed link's token.
 */
export function WithdrawalFormView({ token }: { token: string }) {
  const navigate = useNavigate();
  const withdraw = useWithdrawApplicationMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm({
    defaultValues: { ...emptyForm, ...loadDraft<WithdrawalForm>(DRAFT_KEY) },
    resolver: firstIssueResolver(withdrawalFormSchema),
  });
  useFormDraft(DRAFT_KEY, watch);

  const onSubmit = handleSubmit(
    async ({ iWantTo, because }) => {
      setServerError(null);
      try {
        await withdraw.mutateAsync({ token, iWantTo, because });
        clearDraft(DRAFT_KEY);
        navigate(paths.applicationWithdrawn);
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
    () => setServerError(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label={withdrawalCopy.iWantTo}
          withAsterisk
          data={[
            { value: '', label: withdrawalCopy.choose },
            ...WITHDRAW_CHOICES.map((choice) => ({ value: choice, label: choice })),
          ]}
          {...register('iWantTo')}
        />
        <Textarea
          label={withdrawalCopy.because}
          withAsterisk
          minRows={3}
          onKeyDown={submitOnEnter}
          {...register('because')}
        />
        <FormError message={formState.errors.root?.message ?? serverError} />
        <SubmitButton pending={formState.isSubmitting}>{withdrawalCopy.withdrawApplication}</SubmitButton>
      </Stack>
    </form>
  );
}

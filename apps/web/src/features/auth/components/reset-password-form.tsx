import { resetPasswordFormSchema } from '@intake/contracts';
import { copy } from '@intake/contracts/copy/shared';
import { paths } from '@intake/contracts/pages';
import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { NoResponseError } from '../../../lib/api-error';
import { firstIssueResolver } from '../../../lib/first-issue-resolver';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';

export function ResetPasswordForm() {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordResetMutation();
  const [connectionError, setConnectionError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { email: '' },
    resolver: firstIssueResolver(resetPasswordFormSchema),
  });

  const onSubmit = handleSubmit(
    async ({ email }) => {
      setConnectionError(null);
      try {
        await requestReset.mutateAsync(email);
      } catch (error) {
        // docs/spec/portal-spec.md §8: any answer from the server counts as sent, so the page never reveals an account.
        if (error instanceof NoResponseError) {
          setConnectionError(error.message);
          return;
        }
      }
      navigate(paths.resetPasswordSuccessful);
    },
    () => setConnectionError(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={copy.emailAddress}
          type="email"
          autoComplete="email"
          withAsterisk
          {...register('email')}
        />
        <FormError message={formState.errors.root?.message ?? connectionError} />
        <SubmitButton pending={formState.isSubmitting}>{copy.sendResetLink}</SubmitButton>
      </Stack>
    </form>
  );
}

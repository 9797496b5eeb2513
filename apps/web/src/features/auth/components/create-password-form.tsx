import { createPasswordFormSchema } from '@intake/contracts';
import { copy } from '@intake/contracts/copy/shared';
import { paths } from '@intake/contracts/pages';
import { PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { errorMessage } from '../../../lib/api-error';
import { firstIssueResolver } from '../../../lib/first-issue-resolver';
import { useCreatePasswordMutation } from '../api/create-password';

type CreatePasswordFormProps = {
  /** The route's user part: the opaque token of the e-mailed link. */
  linkToken: string;
  submitLabel?: string;
};

export function CreatePasswordForm({
  linkToken,
  submitLabel = copy.createPassword,
}: CreatePasswordFormProps) {
  const navigate = useNavigate();
  const createPassword = useCreatePasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: firstIssueResolver(createPasswordFormSchema),
  });

  const onSubmit = handleSubmit(
    async ({ password }) => {
      setServerError(null);
      try {
        await createPassword.mutateAsync({ linkToken, password });
        navigate(paths.passwordSuccessful);
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
    () => setServerError(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <PasswordInput label={copy.password} autoComplete="new-password" {...register('password')} />
        <PasswordInput
          label={copy.confirmPassword}
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <FormError message={formState.errors.root?.message ?? serverError} />
        <SubmitButton pending={formState.isSubmitting}>{submitLabel}</SubmitButton>
      </Stack>
    </form>
  );
}

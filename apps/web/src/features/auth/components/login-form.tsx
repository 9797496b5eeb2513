import { loginSchema } from '@intake/contracts';
import { LOGIN_MESSAGE_MS } from '@intake/contracts/constants';
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { copy } from '../../../lib/copy';
import { firstIssueResolver } from '../../../lib/first-issue-resolver';
import { loginErrorMessage, useLoginMutation } from '../api/login';
import { useSignInRedirect } from '../use-sign-in-redirect';

export function LoginForm() {
  const login = useLoginMutation();
  const redirect = useSignInRedirect();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, clearErrors } = useForm({
    defaultValues: { email: '', password: '' },
    resolver: firstIssueResolver(loginSchema),
  });
  const validationMessage = formState.errors.root?.message;

  // Spec §5: the form's own messages go away after four seconds.
  useEffect(() => {
    if (!validationMessage) return;
    const timer = setTimeout(() => clearErrors('root'), LOGIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [validationMessage, clearErrors]);

  const onSubmit = handleSubmit(
    async (credentials) => {
      setServerError(null);
      try {
        await redirect(await login.mutateAsync(credentials));
      } catch (error) {
        setServerError(loginErrorMessage(error));
      }
    },
    () => setServerError(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label={copy.email} type="email" autoComplete="email" {...register('email')} />
        <PasswordInput label={copy.password} autoComplete="current-password" {...register('password')} />
        <FormError message={validationMessage ?? serverError} />
        <SubmitButton pending={formState.isSubmitting}>{copy.logIn}</SubmitButton>
      </Stack>
    </form>
  );
}

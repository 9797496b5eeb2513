import { type StayUpdatedInput, stayUpdatedSchema } from '@intake/contracts/company-forms';
import { companyFormsCopy as copy } from '@intake/contracts/copy/company-forms';
import { paths } from '@intake/contracts/pages';
import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { firstIssueResolver } from '../../../lib/first-issue-resolver';
import { stayUpdatedErrorMessage, useStayUpdatedMutation } from '../api/stay-updated';
import { HoneypotField } from './honeypot-field';

const emptySubscriber: StayUpdatedInput = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  website: '',
};

/** /lampLaunch/stay-updated (docs/spec/portal-spec.md §5): four required fields; the button is disabled during the attempt. */
export function StayUpdatedForm() {
  const navigate = useNavigate();
  const stayUpdated = useStayUpdatedMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    defaultValues: emptySubscriber,
    resolver: firstIssueResolver(stayUpdatedSchema),
  });

  const onSubmit = handleSubmit(
    async (subscriber) => {
      setServerError(null);
      try {
        await stayUpdated.mutateAsync(subscriber);
        navigate(paths.subscribed);
      } catch (error) {
        setServerError(stayUpdatedErrorMessage(error));
      }
    },
    () => setServerError(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label={copy.firstName} autoComplete="given-name" withAsterisk {...register('firstName')} />
        <TextInput label={copy.lastName} autoComplete="family-name" withAsterisk {...register('lastName')} />
        <TextInput label={copy.email} type="email" autoComplete="email" withAsterisk {...register('email')} />
        <TextInput
          label={copy.companyName}
          autoComplete="organization"
          withAsterisk
          {...register('companyName')}
        />
        <HoneypotField {...register('website')} />
        <FormError message={formState.errors.root?.message ?? serverError} />
        <SubmitButton pending={formState.isSubmitting}>{copy.subscribe}</SubmitButton>
      </Stack>
    </form>
  );
}

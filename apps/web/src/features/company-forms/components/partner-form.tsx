import { type PartnerApplicationInput, partnerApplicationSchema } from '@intake/contracts/company-forms';
import { companyFormsCopy as copy } from '@intake/contracts/copy/company-forms';
import { paths } from '@intake/contracts/pages';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { submitOnEnter } from '../../../components/form/submit-on-enter';
import { errorMessage } from '../../../lib/api-error';
import { firstIssueResolver } from '../../../lib/first-issue-resolver';
import { useApplyToPartnerMutation } from '../api/apply-to-partner';
import { HoneypotField } from './honeypot-field';

const emptyApplication: PartnerApplicationInput = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  designation: '',
  message: '',
  website: '',
};

/** /partner/join (docs/spec/portal-spec.md §5): six required fields; Send is disabled while sending. */
export function PartnerForm() {
  const navigate = useNavigate();
  const applyToPartner = useApplyToPartnerMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    defaultValues: emptyApplication,
    resolver: firstIssueResolver(partnerApplicationSchema),
  });

  const onSubmit = handleSubmit(
    async (application) => {
      setServerError(null);
      try {
        await applyToPartner.mutateAsync(application);
        navigate(paths.partnerApplicationSuccessful);
      } catch (error) {
        setServerError(errorMessage(error));
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
        <TextInput
          label={copy.designation}
          autoComplete="organization-title"
          withAsterisk
          {...register('designation')}
        />
        <Textarea
          label={copy.message}
          minRows={4}
          withAsterisk
          onKeyDown={submitOnEnter}
          {...register('message')}
        />
        <HoneypotField {...register('website')} />
        <FormError message={formState.errors.root?.message ?? serverError} />
        <SubmitButton pending={formState.isSubmitting}>{copy.send}</SubmitButton>
      </Stack>
    </form>
  );
}

import {
  type HireRequestInput,
  hireRequestSchema,
  joinSkillSets,
  SKILL_SETS,
} from '@intake/contracts/company-forms';
import { companyFormsCopy as copy } from '@intake/contracts/copy/company-forms';
import { paths } from '@intake/contracts/pages';
import { Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { submitOnEnter } from '../../../components/form/submit-on-enter';
import { errorMessage } from '../../../lib/api-error';
import { firstIssueResolver } from '../../../lib/first-issue-resolver';
import { useRequestToHireMutation } from '../api/request-to-hire';
import { HoneypotField } from './honeypot-field';

const emptyRequest: HireRequestInput = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  designation: '',
  skillSet: '',
  request: '',
  website: '',
};

const splitSkillSets = (value: string | undefined) => (value ? value.split(',') : []);

/** /hire-from-us (docs/spec/portal-spec.md §5): every field, at least one skill set (sent comma-joined); Send disabled while sending. */
export function HireForm() {
  const navigate = useNavigate();
  const requestToHire = useRequestToHireMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm({
    defaultValues: emptyRequest,
    resolver: firstIssueResolver(hireRequestSchema),
  });

  const onSubmit = handleSubmit(
    async (hireRequest) => {
      setServerError(null);
      try {
        await requestToHire.mutateAsync(hireRequest);
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
        <Controller
          name="skillSet"
          control={control}
          render={({ field }) => (
            <Checkbox.Group
              label={copy.skillSet}
              withAsterisk
              value={splitSkillSets(field.value)}
              onChange={(chosen) => field.onChange(joinSkillSets(chosen))}
            >
              <Group gap="md" mt="xs">
                {SKILL_SETS.map((skill) => (
                  <Checkbox key={skill} value={skill} label={skill} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Textarea
          label={copy.request}
          minRows={4}
          withAsterisk
          onKeyDown={submitOnEnter}
          {...register('request')}
        />
        <HoneypotField {...register('website')} />
        <FormError message={formState.errors.root?.message ?? serverError} />
        <SubmitButton pending={formState.isSubmitting}>{copy.send}</SubmitButton>
      </Stack>
    </form>
  );
}

import { applySchema } from '@intake/contracts/auth';
import { AGE_RANGES, GENDERS } from '@intake/contracts/constants';
import { recordsCopy } from '@intake/contracts/copy/applicant-records';
import { copy } from '@intake/contracts/copy/shared';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { emptyApplication, selectChoices, toPhoneDigits } from '../../../lib/application-fields';
import { dialCodeOptions } from '../../../lib/dial-codes';
import { firstIssueResolver } from '../../../lib/first-issue-resolver';
import { useRegisterApplicantMutation } from '../api/register-applicant';

const text = recordsCopy.registerDialog;
const resolver = firstIssueResolver(applySchema);

/** The form inside 'Register an Applicant', loaded when the dialog first opens. */
export default function RegisterApplicantForm({ onClose }: { onClose: () => void }) {
  const register = useRegisterApplicantMutation();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useForm({ defaultValues: emptyApplication, resolver });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (application) => {
    register.reset();
    try {
      await register.mutateAsync(application);
      setRegisteredEmail(application.email);
      form.reset(emptyApplication);
    } catch {
      // The mutation keeps the error; it is shown under the form.
    }
  });

  if (registeredEmail) {
    return (
      <Stack gap="md">
        <Alert color="green" role="status" title={text.title}>
          {text.success(registeredEmail)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRegisteredEmail(null)}>
            {text.another}
          </Button>
          <Button onClick={onClose}>{text.close}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text.intro}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={copy.firstName} autoComplete="off" {...form.register('firstName')} />
          <TextInput label={copy.lastName} autoComplete="off" {...form.register('lastName')} />
        </SimpleGrid>
        <TextInput label={copy.email} type="email" autoComplete="off" {...form.register('email')} />
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <NativeSelect label={copy.dialCode} w={130} {...form.register('dialCode')}>
            {dialCodeOptions.map((option) => (
              <option key={option.key} value={option.dialCode}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Controller
            name="phone"
            control={form.control}
            render={({ field }) => (
              <TextInput
                style={{ flex: 1 }}
                label={copy.phoneNumber}
                inputMode="numeric"
                autoComplete="off"
                name={field.name}
                ref={field.ref}
                value={String(field.value)}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(toPhoneDigits(event.currentTarget.value))}
              />
            )}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={copy.ageRange}
            data={selectChoices(AGE_RANGES)}
            {...form.register('ageRange')}
          />
          <NativeSelect label={copy.gender} data={selectChoices(GENDERS)} {...form.register('gender')} />
        </SimpleGrid>
        <Checkbox label={text.terms} {...form.register('tAndC')} />
        <FormError
          message={errors.root?.message ?? (register.isError ? errorMessage(register.error) : null)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text.close}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {text.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

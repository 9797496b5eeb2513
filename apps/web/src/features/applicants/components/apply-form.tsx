import type { ApplyInput } from '@intake/contracts';
import { AGE_RANGES, DEFAULT_DIAL_CODE, GENDERS } from '@intake/contracts/constants';
import { messages } from '@intake/contracts/messages';
import { Alert, Anchor, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { copy } from '../../../lib/copy';
import { lazyFirstIssueResolver } from '../../../lib/first-issue-resolver';
import { clearDraft, loadDraft, useFormDraft } from '../../../lib/form-draft';
import { applyErrorMessage, useApplyMutation } from '../api/apply';
import { dialCodeOptions } from '../dial-codes';

// The terms are read by few visitors; loading them (and Mantine's Modal) on demand keeps / light.
const TermsDialog = lazy(() => import('./terms-dialog'));

// zod and the schema stay out of the first paint of /; the same contract schema validates once loaded.
const applyValidation = lazyFirstIssueResolver(() =>
  import('@intake/contracts/auth').then((contracts) => contracts.applySchema),
);

export const APPLY_DRAFT_KEY = 'applyDraft';

const emptyApplication: ApplyInput = {
  firstName: '',
  lastName: '',
  email: '',
  dialCode: DEFAULT_DIAL_CODE,
  phone: '',
  ageRange: '' as ApplyInput['ageRange'],
  gender: '' as ApplyInput['gender'],
  tAndC: false,
};

const choices = (options: readonly string[]) => [
  { value: '', label: copy.choose, disabled: true },
  ...options,
];

/** Digits only, at most 15 of them: the spec's maximum is 999999999999999. */
const toPhoneDigits = (value: string) => value.replace(/\D/g, '').slice(0, 15);

type ApplyFormProps = { applicationsOpen: boolean; mainSiteUrl?: string };

export function ApplyForm({ applicationsOpen, mainSiteUrl }: ApplyFormProps) {
  const navigate = useNavigate();
  const apply = useApplyMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [termsOpened, terms] = useDisclosure(false);
  const { register, control, handleSubmit, watch, formState } = useForm({
    defaultValues: { ...emptyApplication, ...loadDraft<ApplyInput>(APPLY_DRAFT_KEY) },
    resolver: applyValidation.resolver,
  });
  useEffect(() => {
    // Fetch the schema once the page is idle so the first Apply does not wait on the network.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => applyValidation.prefetch());
  }, []);
  useFormDraft(APPLY_DRAFT_KEY, watch);

  const onSubmit = handleSubmit(async (application) => {
    setServerError(null);
    try {
      await apply.mutateAsync(application);
      clearDraft(APPLY_DRAFT_KEY);
      navigate(paths.applicationSuccessful);
    } catch (error) {
      setServerError(applyErrorMessage(error));
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {!applicationsOpen && (
            <Alert color="yellow" role="status">
              {messages.applicationsClosed}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={copy.firstName} autoComplete="given-name" {...register('firstName')} />
            <TextInput label={copy.lastName} autoComplete="family-name" {...register('lastName')} />
          </SimpleGrid>
          <TextInput label={copy.email} type="email" autoComplete="email" {...register('email')} />
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <NativeSelect label={copy.dialCode} w={130} {...register('dialCode')}>
              {dialCodeOptions.map((option) => (
                <option key={option.key} value={option.dialCode}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
            <Controller
              name="phone"
              control={control}
              render={({ field }) => (
                <TextInput
                  label={copy.phoneNumber}
                  inputMode="numeric"
                  autoComplete="tel-national"
                  flex={1}
                  miw={0}
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
            <NativeSelect label={copy.ageRange} data={choices(AGE_RANGES)} {...register('ageRange')} />
            <NativeSelect label={copy.gender} data={choices(GENDERS)} {...register('gender')} />
          </SimpleGrid>
          <Checkbox
            {...register('tAndC')}
            label={
              <>
                {copy.agreeTo}{' '}
                <Anchor
                  component="button"
                  type="button"
                  inherit
                  onClick={(event) => {
                    // Opening the terms must not tick the box the link sits in.
                    event.preventDefault();
                    terms.open();
                  }}
                >
                  {copy.termsAndConditions}
                </Anchor>
              </>
            }
          />
          <FormError message={formState.errors.root?.message ?? serverError} />
          <SubmitButton pending={formState.isSubmitting} disabled={!applicationsOpen}>
            {copy.apply}
          </SubmitButton>
        </Stack>
      </form>
      {termsOpened && (
        <Suspense>
          <TermsDialog onClose={terms.close} mainSiteUrl={mainSiteUrl} />
        </Suspense>
      )}
    </>
  );
}

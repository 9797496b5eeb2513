import type { ApplyInput } from '@intake/contracts';
import { AGE_RANGES, GENDERS } from '@intake/contracts/constants';
import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { paths } from '@intake/contracts/pages';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { CheckboxField } from '../../../components/light/checkbox-field';
import { SelectField } from '../../../components/light/select-field';
import { TextField } from '../../../components/light/text-field';
import { errorMessage } from '../../../lib/api-error';
import { emptyApplication, selectChoices, toPhoneDigits } from '../../../lib/application-fields';
import { dialCodeOptions } from '../../../lib/dial-codes';
import { lazyFirstIssueResolver } from '../../../lib/first-issue-resolver';
import { clearDraft, loadDraft, useFormDraft } from '../../../lib/form-draft';
import { useLightForm } from '../../../lib/light-form';
import { useIdlePrefetch } from '../../../lib/use-idle-prefetch';
import { submitApplication } from '../api/apply';
import { APPLY_DRAFT_KEY } from '../apply-draft-key';

// The terms are read by few visitors; loading them (and Mantine's Modal) on demand keeps / light.
const TermsDialog = lazy(() => import('./terms-dialog'));

// zod and the schema stay out of the first paint of /; the same contract schema validates once loaded.
const applyValidation = lazyFirstIssueResolver(() =>
  import('@intake/contracts/auth').then((contracts) => contracts.applySchema),
);

const dialCodeChoices = dialCodeOptions.map((option) => ({ value: option.dialCode, label: option.label }));

type ApplyFormProps = { applicationsOpen: boolean; mainSiteUrl?: string };

export function ApplyForm({ applicationsOpen, mainSiteUrl }: ApplyFormProps) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [termsOpened, setTermsOpened] = useState(false);
  // The dialog unmounts as it closes, so focus is handed back to the link that opened it here.
  const termsLink = useRef<HTMLButtonElement>(null);
  const closeTerms = () => {
    setTermsOpened(false);
    termsLink.current?.focus();
  };
  // Every field is uncontrolled (register): on the page drawn before the script (prerender.tsx), the
  // markup is the same whatever the draft holds, and what was typed before the form took over is
  // kept (useLightForm reads a field edited before it is ready rather than resetting it).
  const { register, handleSubmit, watch, formError, isSubmitting } = useLightForm({
    defaultValues: { ...emptyApplication, ...loadDraft<ApplyInput>(APPLY_DRAFT_KEY) },
    resolver: applyValidation.resolver,
  });
  // Only digits, also when typed before the script ran.
  const phone = register('phone', { setValueAs: toPhoneDigits });
  // Fetch the schema once the page is idle so the first Apply does not wait on the network.
  useIdlePrefetch(applyValidation.prefetch);
  useFormDraft(APPLY_DRAFT_KEY, watch);

  const onSubmit = handleSubmit(async (application) => {
    setServerError(null);
    try {
      await submitApplication(application);
      clearDraft(APPLY_DRAFT_KEY);
      navigate(paths.applicationSuccessful);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="light-stack">
        {!applicationsOpen && (
          <p className="light-notice" role="status">
            {messages.applicationsClosed}
          </p>
        )}
        <div className="light-pair">
          <TextField label={copy.firstName} autoComplete="given-name" {...register('firstName')} />
          <TextField label={copy.lastName} autoComplete="family-name" {...register('lastName')} />
        </div>
        <TextField label={copy.email} type="email" autoComplete="email" {...register('email')} />
        <div className="light-row">
          <SelectField
            className="light-narrow"
            label={copy.dialCode}
            options={dialCodeChoices}
            defaultValue={emptyApplication.dialCode}
            {...register('dialCode')}
          />
          <TextField
            label={copy.phoneNumber}
            inputMode="numeric"
            autoComplete="tel-national"
            {...phone}
            onChange={(event) => {
              event.currentTarget.value = toPhoneDigits(event.currentTarget.value);
              return phone.onChange(event);
            }}
          />
        </div>
        <div className="light-pair">
          <SelectField label={copy.ageRange} options={selectChoices(AGE_RANGES)} {...register('ageRange')} />
          <SelectField label={copy.gender} options={selectChoices(GENDERS)} {...register('gender')} />
        </div>
        <CheckboxField
          {...register('tAndC')}
          label={
            <>
              {copy.agreeTo}{' '}
              <button
                ref={termsLink}
                type="button"
                className="light-link"
                onClick={(event) => {
                  // Opening the terms must not tick the box the link sits in.
                  event.preventDefault();
                  setTermsOpened(true);
                }}
              >
                {copy.termsAndConditions}
              </button>
            </>
          }
        />
        <FormError message={formError ?? serverError} />
        <SubmitButton pending={isSubmitting} disabled={!applicationsOpen}>
          {copy.apply}
        </SubmitButton>
      </form>
      {termsOpened && (
        <Suspense>
          <TermsDialog onClose={closeTerms} mainSiteUrl={mainSiteUrl} />
        </Suspense>
      )}
    </>
  );
}

import { enrolmentCopy as text } from '@intake/contracts/copy/enrolment';
import {
  ENROLMENT_STEPS,
  EXPERIENCE_OPTIONS,
  enrolmentSchema,
  enrolmentStepProblem,
  INDUSTRY_OPTIONS,
} from '@intake/contracts/enrolment';
import { YES_NO } from '@intake/contracts/form-data';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type Control, type UseFormRegister, useController, useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { errorMessage, NoResponseError } from '../../../lib/api-error';
import { clearDraft, loadDraft, useFormDraft } from '../../../lib/form-draft';
import { replaceSessionUser, useSessionUser } from '../../../lib/session';
import { type AddressedPageProps, type PageMove, useAddressedPage } from '../../../lib/use-view-history';
import { useSubmitEnrolmentMutation } from '../api/submit-enrolment';
import {
  type EnrolmentValues,
  enrolmentBody,
  enrolmentDraftKey,
  initialEnrolmentValues,
} from '../enrolment-values';
import { EnrolmentDone } from './enrolment-done';

const isStep = (step: number) => step >= 1 && step <= ENROLMENT_STEPS;

/** `page`: the step the address names (a reload or the phone's Back shows it). */
export type EnrolmentFormProps = AddressedPageProps & {
  /** Back on step 1: leave the form (docs/spec/portal-spec.md §2: to the dashboard). */
  onBack: () => void;
  /** The done screen's Dashboard button. */
  onDone: () => void;
};

/**
 * The two-step enrolment form (docs/spec/portal-spec.md §2, §3, §5). Step 1 moves on only when its fields pass; Submit
 * checks step 2 in the spec's order, stays disabled after an error until the applicant changes a
 * field (or, after a dropped connection, straight away), and on success stores the fresh user data
 * and shows the done screen. What is typed is kept on this device until the form is in.
 */
export function EnrolmentForm({ page, onPage, onBack, onDone }: EnrolmentFormProps) {
  const user = useSessionUser();
  const draftKey = enrolmentDraftKey(user?.id ?? 'anonymous');
  const { control, register, watch, getValues } = useForm<EnrolmentValues>({
    defaultValues: { ...initialEnrolmentValues(user), ...loadDraft<EnrolmentValues>(draftKey) },
  });
  useFormDraft(draftKey, watch);
  const submit = useSubmitEnrolmentMutation();
  const [step, moveStep] = useAddressedPage({ page, onPage }, 1, isStep);
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [done, setDone] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) setLocked(false);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  if (done) return <EnrolmentDone onDashboard={onDone} />;

  const goTo = (target: number, move: PageMove) => {
    moveStep(target, move);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  const onContinue = () => {
    const problem = enrolmentStepProblem(1, getValues());
    setError(problem ?? null);
    if (!problem) goTo(2, 'on');
  };

  const onBackClick = () => {
    setError(null);
    if (step === 1) onBack();
    else goTo(1, 'back');
  };

  const onSubmit = async () => {
    if (submit.isPending || locked) return;
    const values = getValues();
    const stepOneProblem = enrolmentStepProblem(1, values);
    const problem =
      stepOneProblem ??
      enrolmentStepProblem(2, values) ??
      enrolmentSchema.safeParse(enrolmentBody(values)).error?.issues[0]?.message;
    if (problem) {
      if (stepOneProblem) goTo(1, 'settle');
      setError(problem);
      setLocked(true);
      return;
    }
    setError(null);
    setLocked(true);
    try {
      replaceSessionUser(await submit.mutateAsync(enrolmentBody(values)));
      clearDraft(draftKey);
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
      // Nothing about the form was wrong when the connection dropped: it may be sent again as is.
      setLocked(!(failure instanceof NoResponseError));
    }
  };

  return (
    <div ref={top}>
      <Paper withBorder radius="md" p={{ base: 'sm', xs: 'xl' }} maw={640} mx="auto" w="100%">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 1) onContinue();
            else void onSubmit();
          }}
        >
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap" align="baseline">
              <Title order={1}>{text.enrolmentTitle}</Title>
              <Text fw={600} c="dimmed" aria-label={`Step ${step} of ${ENROLMENT_STEPS}`}>
                {text.counter(step, ENROLMENT_STEPS)}
              </Text>
            </Group>
            {step === 1 ? (
              <StepOne control={control} register={register} />
            ) : (
              <StepTwo control={control} register={register} />
            )}
            <FormError message={error} />
            <Group grow gap="sm">
              <Button variant="default" onClick={onBackClick} disabled={submit.isPending}>
                {text.back}
              </Button>
              {step === 1 ? (
                <Button type="submit">{text.continue}</Button>
              ) : (
                <Button type="submit" loading={submit.isPending} disabled={locked || submit.isPending}>
                  {text.submit}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
    </div>
  );
}

type StepProps = { control: Control<EnrolmentValues>; register: UseFormRegister<EnrolmentValues> };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} component="legend" mb="xs" p={0}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const choices = (options: readonly string[]) => [{ value: '', label: text.choose }, ...options];

function StepOne({ control, register }: StepProps) {
  const industries = useController({ control, name: 'industries' }).field;
  return (
    <>
      <Section title={text.personalSection}>
        <TextInput
          label={text.fullLegalName}
          withAsterisk
          autoComplete="name"
          {...register('fullLegalName')}
        />
        <TextInput label={text.preferName} withAsterisk autoComplete="nickname" {...register('preferName')} />
        <Textarea label={text.address} withAsterisk rows={2} {...register('address')} />
        <TextInput
          label={text.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          {...register('phone')}
        />
      </Section>
      <Section title={text.experienceSection}>
        <NativeSelect
          label={text.yearExperience}
          data={choices(EXPERIENCE_OPTIONS)}
          {...register('yearExperience')}
        />
        <Checkbox.Group label={text.industries} value={industries.value} onChange={industries.onChange}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
            {INDUSTRY_OPTIONS.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <NativeSelect
          label={text.iTExperience}
          data={choices(EXPERIENCE_OPTIONS)}
          {...register('iTExperience')}
        />
      </Section>
    </>
  );
}

function YesNo({
  control,
  name,
  label,
}: {
  control: Control<EnrolmentValues>;
  name: 'doYouHaveHealthInsurance' | 'areYouInterestedInAccommodation';
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <Radio.Group label={label} withAsterisk value={field.value} onChange={field.onChange}>
      <Group gap="lg" mt="xs">
        {YES_NO.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function StepTwo({ control, register }: StepProps) {
  const phone = useController({ control, name: 'emergencyContactPhone' }).field;
  return (
    <>
      <Section title={text.healthSection}>
        <Textarea label={text.medicalConditions} rows={2} {...register('medicalConditions')} />
        <TextInput label={text.foodAllergies} {...register('foodAllergies')} />
        <TextInput label={text.emergencyContactName} withAsterisk {...register('emergencyContactName')} />
        <TextInput
          label={text.emergencyContactPhone}
          withAsterisk
          type="tel"
          inputMode="numeric"
          maxLength={15}
          value={phone.value}
          // docs/spec/portal-spec.md §5: the emergency phone is numeric; anything else typed is dropped.
          onChange={(event) => phone.onChange(event.currentTarget.value.replace(/\D/g, ''))}
          onBlur={phone.onBlur}
          name={phone.name}
          ref={phone.ref}
        />
        <YesNo control={control} name="doYouHaveHealthInsurance" label={text.healthInsurance} />
      </Section>
      <Section title={text.interestsSection}>
        <Textarea label={text.hobbies} rows={2} {...register('hobbies')} />
        <YesNo control={control} name="areYouInterestedInAccommodation" label={text.accommodation} />
      </Section>
    </>
  );
}

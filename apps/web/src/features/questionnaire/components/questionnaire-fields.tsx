import { questionnaireCopy as text } from '@intake/contracts/copy/questionnaire';
import {
  DEGREE_TYPES,
  type FormData,
  GRADES,
  HIGHEST_EDUCATION_LEVELS,
  MARITAL_STATUSES,
  NYSC_STATUSES,
  SOCIAL_NETWORKS,
  YES_NO,
} from '@intake/contracts/form-data';
import {
  CURRENT_ACTIVITY_OPTIONS,
  DATE_OF_BIRTH_MAX,
  educationLevelsShown,
  livesInLagos,
  NOT_APPLICABLE,
} from '@intake/contracts/questionnaire';
import {
  Autocomplete,
  Group,
  Input,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { isNigeria, type QuestionnaireValues } from '../questionnaire-values';

type Values = QuestionnaireValues;
const FIRST_BIRTH_YEAR = 1940;
type TextName = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];
type ListName = { [K in keyof Values]: Values[K] extends string[] ? K : never }[keyof Values];
type FieldProps = { control: Control<Values>; name: TextName; label: string; required?: boolean };

/** Every select lists its options inline below the field, which reads well on a 360 px phone. */
const comboboxProps = { position: 'bottom' as const, middlewares: { flip: false, shift: false } };

/** A native select: a phone opens its own picker, which reads well at 360 px. */
function SelectField({ control, name, label, required, data }: FieldProps & { data: readonly string[] }) {
  const { field } = useController({ control, name });
  return (
    <NativeSelect
      label={label}
      data={[{ value: '', label: text.choose }, ...data]}
      value={String(field.value ?? '')}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      withAsterisk={required}
    />
  );
}

/** Free text with suggestions: a country or an institution not on the list can still be typed. */
function SuggestField({ control, name, label, required, data }: FieldProps & { data: readonly string[] }) {
  const { field } = useController({ control, name });
  return (
    <Autocomplete
      label={label}
      data={[...data]}
      limit={30}
      value={String(field.value ?? '')}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      withAsterisk={required}
      comboboxProps={comboboxProps}
    />
  );
}

function TextField({ control, name, label, required }: FieldProps) {
  const { field } = useController({ control, name });
  return (
    <TextInput
      label={label}
      value={String(field.value ?? '')}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      withAsterisk={required}
    />
  );
}

function ListField({
  control,
  name,
  label,
  data,
}: {
  control: Control<Values>;
  name: ListName;
  label: string;
  data: readonly string[];
}) {
  const { field } = useController({ control, name });
  return (
    <MultiSelect
      label={label}
      data={[...data]}
      value={field.value as string[]}
      onChange={field.onChange}
      onBlur={field.onBlur}
      searchable
      comboboxProps={comboboxProps}
    />
  );
}

/** A state field: a list of Nigerian states for Nigeria, otherwise disabled and reading 'Not Applicable'. */
function StateField({
  applies,
  states,
  ...props
}: FieldProps & { applies: boolean; states: readonly string[] }) {
  if (!applies) return <TextInput label={props.label} value={NOT_APPLICABLE} disabled readOnly />;
  return <SelectField {...props} required data={states} />;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const pad = (value: number) => String(value).padStart(2, '0');
const maxYear = Number(DATE_OF_BIRTH_MAX.slice(0, 4));
const birthYears = Array.from({ length: maxYear - FIRST_BIRTH_YEAR + 1 }, (_, i) => String(maxYear - i));
const daysIn = (month: string, year: string) =>
  month ? new Date(Date.UTC(Number(year || 2000), Number(month), 0)).getUTCDate() : 31;

/**
 * Date of birth, picked from day / month / year lists only, so nothing can be typed; the years end
 * at 2013, so nothing after 2013-12-31 can be chosen. Stored as the contract's dd-MM-yyyy once
 * all three parts are picked.
 */
function DateOfBirthField({ control }: { control: Control<Values> }) {
  const { field } = useController({ control, name: 'dateOfBirth' });
  const [initialDay = '', initialMonth = '', initialYear = ''] = /^\d{2}-\d{2}-\d{4}$/.test(field.value)
    ? field.value.split('-')
    : [];
  const [parts, setParts] = useState({ day: initialDay, month: initialMonth, year: initialYear });
  const days = Array.from({ length: daysIn(parts.month, parts.year) }, (_, i) => pad(i + 1));
  const change = (part: keyof typeof parts, value: string) => {
    const next = { ...parts, [part]: value };
    if (next.day && Number(next.day) > daysIn(next.month, next.year)) next.day = '';
    setParts(next);
    field.onChange(next.day && next.month && next.year ? `${next.day}-${next.month}-${next.year}` : '');
  };
  return (
    <Input.Wrapper label={text.dateOfBirth} withAsterisk labelElement="div">
      <Group gap="xs" grow wrap="nowrap" role="group" aria-label={text.dateOfBirth}>
        <NativeSelect
          aria-label={text.day}
          data={[{ value: '', label: text.day }, ...days]}
          value={parts.day}
          onChange={(event) => change('day', event.currentTarget.value)}
        />
        <NativeSelect
          aria-label={text.month}
          data={[
            { value: '', label: text.month },
            ...MONTH_NAMES.map((name, i) => ({ value: pad(i + 1), label: name.slice(0, 3) })),
          ]}
          value={parts.month}
          onChange={(event) => change('month', event.currentTarget.value)}
        />
        <NativeSelect
          aria-label={text.year}
          data={[{ value: '', label: text.year }, ...birthYears]}
          value={parts.year}
          onChange={(event) => change('year', event.currentTarget.value)}
        />
      </Group>
    </Input.Wrapper>
  );
}

type PageProps = { control: Control<Values>; formData: FormData | undefined };

export function PersonalPage({ control, formData }: PageProps) {
  const [nationality, countryOfResidence, stateOfResidence] = useWatch({
    control,
    name: ['nationality', 'countryOfResidence', 'stateOfResidence'],
  });
  const countries = formData?.countries ?? [];
  const states = formData?.states ?? [];
  return (
    <Stack gap="sm">
      <SuggestField control={control} name="nationality" label={text.nationality} required data={countries} />
      <StateField
        control={control}
        name="stateOfOrigin"
        label={text.stateOfOrigin}
        applies={isNigeria(nationality)}
        states={states}
      />
      <SuggestField
        control={control}
        name="countryOfResidence"
        label={text.countryOfResidence}
        required
        data={countries}
      />
      <StateField
        control={control}
        name="stateOfResidence"
        label={text.stateOfResidence}
        applies={isNigeria(countryOfResidence)}
        states={states}
      />
      <DateOfBirthField control={control} />
      <SelectField
        control={control}
        name="maritalStatus"
        label={text.maritalStatus}
        required
        data={MARITAL_STATUSES}
      />
      <SelectField
        control={control}
        name="commitToProgram"
        label={text.commitToProgram}
        required
        data={YES_NO}
      />
      {!livesInLagos({ countryOfResidence, stateOfResidence }) && (
        <SelectField
          control={control}
          name="relocateForProgram"
          label={text.relocateForProgram}
          data={YES_NO}
        />
      )}
      <SelectField
        control={control}
        name="iAmCurrently"
        label={text.iAmCurrently}
        required
        data={CURRENT_ACTIVITY_OPTIONS}
      />
      <SelectField
        control={control}
        name="nyscStatus"
        label={text.nyscStatus}
        required
        data={NYSC_STATUSES}
      />
      <TextField control={control} name="whereWorkCurrently" label={text.whereWorkCurrently} />
    </Stack>
  );
}

const handles = [
  ['whatsapp', 'Whatsapp'],
  ['telegram', 'Telegram'],
  ['instagram', 'Instagram'],
  ['tiktok', 'Tiktok'],
  ['linkedin', 'Linkedin'],
  ['twitter', 'Twitter'],
  ['github', 'Github'],
  ['facebook', 'Facebook'],
] as const satisfies readonly (readonly [TextName, string])[];

export function ContactPage({ control }: PageProps) {
  const { field: phone } = useController({ control, name: 'alternatePhone' });
  return (
    <Stack gap="sm">
      <TextInput
        label={text.alternatePhone}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        withAsterisk
        value={phone.value}
        // Digits only: anything else typed or pasted is dropped (15 digits are at most 999999999999999).
        onChange={(event) => phone.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 15))}
        onBlur={phone.onBlur}
      />
      <SelectField
        control={control}
        name="mostPreferredSocialNetwork"
        label={text.mostPreferredSocialNetwork}
        required
        data={SOCIAL_NETWORKS}
      />
      <Title order={2}>{text.handlesHeading}</Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {handles.map(([name, label]) => (
          <TextField key={name} control={control} name={name} label={label} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function MotivationPage({ control, formData }: PageProps) {
  const { field } = useController({ control, name: 'whyApply' });
  return (
    <Stack gap="sm">
      <Textarea
        label={text.whyApply}
        minRows={4}
        rows={5}
        maxLength={3000}
        withAsterisk
        value={field.value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
      />
      <ListField
        control={control}
        name="programmingLanguage"
        label={text.programmingLanguage}
        data={formData?.programmingLanguages ?? []}
      />
      <ListField control={control} name="database" label={text.database} data={formData?.databases ?? []} />
      <ListField
        control={control}
        name="frameworks"
        label={text.frameworks}
        data={formData?.frameworks ?? []}
      />
      <ListField
        control={control}
        name="operatingSystems"
        label={text.operatingSystems}
        data={formData?.operatingSystems ?? []}
      />
      <ListField
        control={control}
        name="familiarTechnologies"
        label={text.familiarTechnologies}
        data={formData?.otherTechnologies ?? []}
      />
      <TextField control={control} name="familiarCourses" label={text.familiarCourses} />
    </Stack>
  );
}

export function EducationPage({ control, formData }: PageProps) {
  const highestEducation = useWatch({ control, name: 'highestEducation' });
  const levels = educationLevelsShown(highestEducation);
  const institutions = formData?.institutions ?? [];
  const courses = formData?.courses ?? [];
  const years = formData?.graduationYears ?? [];
  return (
    <Stack gap="sm">
      <SelectField
        control={control}
        name="highestEducation"
        label={text.highestEducation}
        required
        data={HIGHEST_EDUCATION_LEVELS}
      />
      {levels.includes('Undergraduate') && (
        <Stack gap="sm">
          <Title order={2}>{text.undergraduate}</Title>
          <SuggestField
            control={control}
            name="underGradInstitution"
            label={text.undergraduateInstitution}
            required
            data={institutions}
          />
          <SelectField
            control={control}
            name="underGradDegreeType"
            label={text.degreeType}
            required
            data={DEGREE_TYPES}
          />
          <SuggestField
            control={control}
            name="underGradCourse"
            label={text.undergraduateCourse}
            required
            data={courses}
          />
          <SelectField
            control={control}
            name="underGradGrade"
            label={text.undergraduateGrade}
            required
            data={GRADES}
          />
          <SelectField
            control={control}
            name="underGradGradYear"
            label={text.undergraduateYear}
            required
            data={years}
          />
        </Stack>
      )}
      {levels.includes('Masters') && (
        <Stack gap="sm">
          <Title order={2}>{text.masters}</Title>
          <SuggestField
            control={control}
            name="mastersInstitutionField"
            label={text.mastersInstitution}
            required
            data={institutions}
          />
          <SuggestField
            control={control}
            name="mastersCourseField"
            label={text.mastersCourse}
            required
            data={courses}
          />
          <SelectField
            control={control}
            name="mastersGradGrade"
            label={text.mastersGrade}
            required
            data={GRADES}
          />
          <SelectField
            control={control}
            name="mastersGradYear"
            label={text.mastersYear}
            required
            data={years}
          />
        </Stack>
      )}
      {levels.includes('Doctorate') && (
        <Stack gap="sm">
          <Title order={2}>{text.doctorate}</Title>
          <SuggestField
            control={control}
            name="doctorateInstitutionField"
            label={text.doctorateInstitution}
            required
            data={institutions}
          />
          <SuggestField
            control={control}
            name="doctorateCourseField"
            label={text.doctorateCourse}
            required
            data={courses}
          />
          <SelectField
            control={control}
            name="doctorateGradGrade"
            label={text.doctorateGrade}
            required
            data={GRADES}
          />
          <SelectField
            control={control}
            name="doctorateGradYear"
            label={text.doctorateYear}
            required
            data={years}
          />
        </Stack>
      )}
    </Stack>
  );
}

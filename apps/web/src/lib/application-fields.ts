import type { ApplyInput } from '@intake/contracts/auth';
import { DEFAULT_DIAL_CODE } from '@intake/contracts/constants';
import { copy } from '@intake/contracts/copy/shared';

/** The application form (the applicant's own on /, and staff registering one) before anything is typed. */
export const emptyApplication: ApplyInput = {
  firstName: '',
  lastName: '',
  email: '',
  dialCode: DEFAULT_DIAL_CODE,
  phone: '',
  ageRange: '' as ApplyInput['ageRange'],
  gender: '' as ApplyInput['gender'],
  tAndC: false,
};

/** Digits only, at most 15 of them: the spec's maximum is 999999999999999. */
export const toPhoneDigits = (value: string) => value.replace(/\D/g, '').slice(0, 15);

/** A select's options, led by 'Choose…', which shows until one is picked and cannot be picked back. */
export const selectChoices = (options: readonly string[]) => [
  { value: '', label: copy.choose, disabled: true },
  ...options.map((option) => ({ value: option, label: option })),
];

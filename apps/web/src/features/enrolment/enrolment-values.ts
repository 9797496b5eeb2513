import type { UserData } from '@intake/contracts';
import type { EnrolmentInput } from '@intake/contracts/enrolment';

/** What the enrolment form holds; kept on the device as it is typed (lib/form-draft.ts). */
export type EnrolmentValues = {
  fullLegalName: string;
  preferName: string;
  address: string;
  phone: string;
  yearExperience: string;
  industries: string[];
  iTExperience: string;
  medicalConditions: string;
  foodAllergies: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  hobbies: string;
  areYouInterestedInAccommodation: string;
  doYouHaveHealthInsurance: string;
};

export const enrolmentDraftKey = (userId: string) => `enrolment-draft:${userId}`;

/** docs/spec/portal-spec.md §3: the full legal name is prefilled from the first and last name, the phone from the account. */
export const initialEnrolmentValues = (
  user: Pick<UserData, 'firstName' | 'lastName' | 'phone'> | null,
): EnrolmentValues => ({
  fullLegalName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
  preferName: '',
  address: '',
  phone: user?.phone ?? '',
  yearExperience: '',
  industries: [],
  iTExperience: '',
  medicalConditions: '',
  foodAllergies: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  hobbies: '',
  areYouInterestedInAccommodation: '',
  doYouHaveHealthInsurance: '',
});

/** The body for submitEnrollmentForm (enrolmentSchema's input). */
export const enrolmentBody = (values: EnrolmentValues) => values as EnrolmentInput;

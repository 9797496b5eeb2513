/** Roles, statuses and the only transitions the server may make between them (docs/design.md §4). */

export const roles = ['ADMIN', 'APPLICANT', 'ELDER', 'SPONSOR', 'SUSPENDED'] as const;
export type Role = (typeof roles)[number];
export const staffRoles: readonly Role[] = ['ADMIN', 'ELDER', 'SPONSOR'];

export const applicationStatuses = [
  'APPLIED',
  'QUESTIONNAIRE',
  'TESTING',
  'TESTED',
  'INVITED_FOR_INTERVIEW',
  'ACCEPTED_INTERVIEW',
  'DECLINED_INTERVIEW',
  'INTERVIEWING',
  'INTERVIEWED',
  'OFFERED_ADMISSION',
  'DECLINED_ADMISSION',
  'ADMISSION_REJECTED',
  'ACCEPTED_ADMISSION',
  'ENROLLED',
  'CHECKED_IN',
  'NATIVE',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const nativeStates = [
  'PENDING',
  'ACCEPTED_ADMISSION',
  'PAID_TUITION',
  'ENROLLMENT_FORM',
  'PAYMENT_AGREEMENT',
  'CHECKED_IN',
  'NATIVE_AGREEMENT',
  'TENANCY_AGREEMENT',
  'LEARN_FUND',
  'NATIVE',
  'ENROLLED',
] as const;
export type NativeState = (typeof nativeStates)[number];

/** Allowed applicationStatus changes: from → the statuses it may move to. */
export const applicationTransitions: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  APPLIED: ['QUESTIONNAIRE'],
  QUESTIONNAIRE: ['TESTING'],
  // An admin's Undo Test sends a tested applicant back to QUESTIONNAIRE to sit the test again.
  TESTING: ['TESTED', 'QUESTIONNAIRE'],
  TESTED: ['INVITED_FOR_INTERVIEW', 'QUESTIONNAIRE'],
  INVITED_FOR_INTERVIEW: ['ACCEPTED_INTERVIEW', 'DECLINED_INTERVIEW', 'INTERVIEWING'],
  ACCEPTED_INTERVIEW: ['INTERVIEWING', 'INVITED_FOR_INTERVIEW'],
  DECLINED_INTERVIEW: ['INVITED_FOR_INTERVIEW'],
  INTERVIEWING: ['INTERVIEWED'],
  INTERVIEWED: ['OFFERED_ADMISSION', 'ADMISSION_REJECTED'],
  OFFERED_ADMISSION: ['ACCEPTED_ADMISSION', 'DECLINED_ADMISSION'],
  DECLINED_ADMISSION: [],
  ADMISSION_REJECTED: [],
  ACCEPTED_ADMISSION: ['ENROLLED'],
  ENROLLED: ['CHECKED_IN'],
  CHECKED_IN: ['NATIVE'],
  NATIVE: [],
};

/** Allowed nativeState changes, in the order the after-admission steps open (docs/spec/portal-spec.md §4). */
export const nativeTransitions: Readonly<Record<NativeState, readonly NativeState[]>> = {
  PENDING: ['ACCEPTED_ADMISSION'],
  ACCEPTED_ADMISSION: ['PAID_TUITION'],
  PAID_TUITION: ['ENROLLMENT_FORM'],
  ENROLLMENT_FORM: ['CHECKED_IN'],
  CHECKED_IN: ['PAYMENT_AGREEMENT'],
  PAYMENT_AGREEMENT: ['NATIVE_AGREEMENT'],
  NATIVE_AGREEMENT: ['TENANCY_AGREEMENT', 'LEARN_FUND', 'NATIVE'],
  TENANCY_AGREEMENT: ['LEARN_FUND', 'NATIVE'],
  LEARN_FUND: ['NATIVE'],
  NATIVE: ['ENROLLED'],
  ENROLLED: [],
};

/**
 * Statuses that end an application for good (issue 23.4): the offer declined, not admitted. A
 * withdrawal (withdrawn_at) ends one in any status. DECLINED_INTERVIEW is not among them: staff
 * may invite again.
 */
export const endedApplicationStatuses: readonly ApplicationStatus[] = [
  'DECLINED_ADMISSION',
  'ADMISSION_REJECTED',
];

/** How an ended application ended, as the earlier-applications panel names it. */
export const applicationOutcomes = ['WITHDREW', 'DECLINED', 'NOT_ADMITTED'] as const;
export type ApplicationOutcome = (typeof applicationOutcomes)[number];

/** How the application ended, or null while it is still running (a re-application may start only then). */
export function applicationOutcome(status: ApplicationStatus, withdrawn: boolean): ApplicationOutcome | null {
  if (withdrawn) return 'WITHDREW';
  if (status === 'DECLINED_ADMISSION') return 'DECLINED';
  if (status === 'ADMISSION_REJECTED') return 'NOT_ADMITTED';
  return null;
}

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return applicationTransitions[from].includes(to);
}

export function canMoveNative(from: NativeState, to: NativeState): boolean {
  return nativeTransitions[from].includes(to);
}

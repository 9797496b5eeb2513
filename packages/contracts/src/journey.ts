import type { NativeState } from './status.ts';

/**
 * The journey table: which after-admission step (docs/spec/portal-spec.md §4 "Step buttons", steps 4 to 9) is open for
 * which nativeState and permission. The server refuses a step the table does not open, and the
 * dashboard offers a button exactly for the steps it opens; neither keeps its own copy.
 */
export const journeySteps = [
  'paymentProof',
  'enrolment',
  'paymentAgreement',
  'native',
  'tenancy',
  'loan',
] as const;
export type JourneyStep = (typeof journeySteps)[number];

/** The agreements signed after the payment plan; once none is left, the learner is a Native. */
export const journeyAgreements = ['native', 'tenancy', 'loan'] as const satisfies readonly JourneyStep[];
type Agreement = (typeof journeyAgreements)[number];

type Permission = 'canFillEnrollmentForm' | 'canFillTenancyAgreementForm' | 'canFillLoanAgreement';

/** What the table reads of a learner: their nativeState (none before admission) and permissions. */
export interface JourneyPosition {
  nativeState: NativeState | null | undefined;
  canFillEnrollmentForm: boolean;
  canFillTenancyAgreementForm: boolean;
  canFillLoanAgreement: boolean;
}

/** How a step stands: the dashboard writes these as the spec's labels. */
export type JourneyStepStatus = 'open' | 'pending' | 'completed' | 'disabled';

interface StepRule {
  /** The nativeStates at which the learner may take the step (with its permission, if any). */
  opensAt: readonly NativeState[];
  /** The nativeStates that show the step done. */
  completedAt: readonly NativeState[];
  permission?: Permission;
  /** How the step stands, not done, without its permission. */
  withoutPermission?: 'pending' | 'disabled';
  /** The nativeState that records the step (a staff confirmation records the payment proof). */
  recordedAs: NativeState;
}

/** nativeStates along the journey; tenancy and loan may come in either order. */
const journeyOrder: readonly NativeState[] = [
  'PENDING',
  'ACCEPTED_ADMISSION',
  'PAID_TUITION',
  'ENROLLMENT_FORM',
  'CHECKED_IN',
  'PAYMENT_AGREEMENT',
  'NATIVE_AGREEMENT',
  'TENANCY_AGREEMENT',
  'LEARN_FUND',
  'NATIVE',
  'ENROLLED',
];
const from = (state: NativeState) => journeyOrder.slice(journeyOrder.indexOf(state));

export const journeyTable: Readonly<Record<JourneyStep, StepRule>> = {
  paymentProof: {
    opensAt: ['ACCEPTED_ADMISSION'],
    completedAt: from('PAID_TUITION'),
    recordedAs: 'PAID_TUITION',
  },
  enrolment: {
    opensAt: ['PAID_TUITION'],
    completedAt: from('ENROLLMENT_FORM'),
    permission: 'canFillEnrollmentForm',
    withoutPermission: 'pending',
    recordedAs: 'ENROLLMENT_FORM',
  },
  paymentAgreement: {
    opensAt: ['CHECKED_IN'],
    completedAt: from('PAYMENT_AGREEMENT'),
    recordedAs: 'PAYMENT_AGREEMENT',
  },
  native: {
    opensAt: ['PAYMENT_AGREEMENT'],
    completedAt: from('NATIVE_AGREEMENT'),
    recordedAs: 'NATIVE_AGREEMENT',
  },
  // Tenancy stays open after a loan signed first (LEARN_FUND), and the loan after a tenancy.
  tenancy: {
    opensAt: ['NATIVE_AGREEMENT', 'LEARN_FUND'],
    completedAt: ['TENANCY_AGREEMENT', 'NATIVE', 'ENROLLED'],
    permission: 'canFillTenancyAgreementForm',
    withoutPermission: 'disabled',
    recordedAs: 'TENANCY_AGREEMENT',
  },
  loan: {
    opensAt: ['NATIVE_AGREEMENT', 'TENANCY_AGREEMENT'],
    completedAt: ['LEARN_FUND', 'NATIVE', 'ENROLLED'],
    permission: 'canFillLoanAgreement',
    withoutPermission: 'disabled',
    recordedAs: 'LEARN_FUND',
  },
};

const permitted = (step: JourneyStep, position: JourneyPosition) => {
  const { permission } = journeyTable[step];
  return !permission || position[permission];
};

export function journeyStepStatus(step: JourneyStep, position: JourneyPosition): JourneyStepStatus {
  const rule = journeyTable[step];
  const state = position.nativeState ?? 'PENDING';
  if (rule.completedAt.includes(state)) return 'completed';
  if (!permitted(step, position)) return rule.withoutPermission ?? 'pending';
  return rule.opensAt.includes(state) ? 'open' : 'pending';
}

export const journeyStepOpen = (step: JourneyStep, position: JourneyPosition) =>
  journeyStepStatus(step, position) === 'open';

/** The steps the learner may take now, in the dashboard's order. */
export const openJourneySteps = (position: JourneyPosition): JourneyStep[] =>
  journeySteps.filter((step) => journeyStepOpen(step, position));

/**
 * Whether signing `agreement` leaves nothing to sign, so the learner becomes a Native: each other
 * agreement is either done (by the nativeState) or not permitted. The native agreement comes first.
 */
export function lastAgreement(agreement: Agreement, position: JourneyPosition): boolean {
  return (['tenancy', 'loan'] as const).every((other) => {
    if (other === agreement) return true;
    const status = journeyStepStatus(other, position);
    return status === 'completed' || status === 'disabled';
  });
}

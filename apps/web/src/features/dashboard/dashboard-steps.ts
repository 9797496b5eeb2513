import type { Interview, UserData } from '@intake/contracts';
import { SLIDER_POSITIONS } from '@intake/contracts/constants';
import { dashboardCopy } from '@intake/contracts/copy/dashboard';
import { type JourneyStep, journeyStepStatus } from '@intake/contracts/journey';
import { messages } from '@intake/contracts/messages';
import type { DashboardView } from '@intake/contracts/pages';
import type { PaymentProofRecord } from '@intake/contracts/payments';
import { type ApplicationStatus, applicationStatuses } from '@intake/contracts/status';

/**
 * What a step's button says and does (docs/spec/portal-spec.md §4 "Step buttons", spelt as the spec spells them:
 * 'Fill Form' for steps 1 and 5, 'Fill form' for 6 to 9). Step 4 reads 'Upload' (docs/spec/portal-spec.md §2 "opened
 * from an 'Upload' link"), and 'Awaiting confirmation' while a sent proof is checked.
 */
export type StepState =
  | 'Fill Form'
  | 'Fill form'
  | 'Upload'
  | 'Awaiting confirmation'
  | 'Pending'
  | 'COMPLETED'
  | 'Disabled'
  | 'Take Test'
  | 'TESTING';

/** The after-admission forms the dashboard opens in place (docs/spec/portal-spec.md §2 views). */
export const agreementActions = ['paymentAgreement', 'nativeForm', 'tenancyForm', 'loanForm'] as const;
export type AgreementAction = (typeof agreementActions)[number];

/** The part of the dashboard a step's button opens; `null` when it opens nothing. */
export type StepAction =
  | 'questionnaire'
  | 'test'
  | 'interview'
  | 'payment'
  | 'enrolment'
  | AgreementAction
  | null;

/** The applicant's latest proof of payment, as far as step 4 needs it; null before the first. */
export type PaymentProofSummary = Pick<PaymentProofRecord, 'status' | 'declineReason'> | null | undefined;

export type DashboardStep = {
  number: number;
  title: string;
  detail?: string;
  /** The detail is a warning (a declined proof of payment). */
  tone?: 'warning';
  state: StepState;
  action: StepAction;
  /** The step the applicant is on (docs/spec/portal-spec.md §4 "Step buttons": which one is active). */
  active: boolean;
};

export type DashboardUser = Pick<
  UserData,
  | 'applicationStatus'
  | 'nativeState'
  | 'canFillEnrollmentForm'
  | 'canFillTenancyAgreementForm'
  | 'canFillLoanAgreement'
>;

/** docs/spec/portal-spec.md §4 "Login dashboard status label": the test step's label by applicationStatus. */
export function testStepLabel(status: ApplicationStatus | null | undefined): StepState {
  switch (status) {
    case 'APPLIED':
      return 'Pending';
    case 'QUESTIONNAIRE':
      return 'Take Test';
    case 'TESTING':
      return 'TESTING';
    default:
      return 'COMPLETED';
  }
}

/** How the spec labels a journey step (§4 "Step buttons"): 'Fill Form' on step 5, 'Fill form' after. */
function journeyLabel(step: JourneyStep, user: DashboardUser): StepState {
  const status = journeyStepStatus(step, user);
  if (status === 'open') return step === 'enrolment' ? 'Fill Form' : 'Fill form';
  return ({ pending: 'Pending', completed: 'COMPLETED', disabled: 'Disabled' } as const)[status];
}

/** The dashboard view each journey step's button opens. */
export const journeyStepActions = {
  paymentProof: 'payment',
  enrolment: 'enrolment',
  paymentAgreement: 'paymentAgreement',
  native: 'nativeForm',
  tenancy: 'tenancyForm',
  loan: 'loanForm',
} as const satisfies Record<JourneyStep, StepAction>;

const journeyStep = (step: Exclude<JourneyStep, 'paymentProof'>, user: DashboardUser) =>
  withAction(journeyLabel(step, user), journeyStepActions[step]);

function paymentProofStep(user: DashboardUser, proof: PaymentProofSummary) {
  const status = journeyStepStatus('paymentProof', user);
  if (status !== 'open')
    return withAction(status === 'completed' ? 'COMPLETED' : 'Pending', journeyStepActions.paymentProof);
  if (proof?.status === 'pending') {
    return {
      state: 'Awaiting confirmation' as const,
      action: null,
      active: true,
      detail: messages.proofAwaitingConfirmation,
    };
  }
  if (proof?.status === 'declined') {
    return {
      ...withAction('Upload', journeyStepActions.paymentProof),
      detail: dashboardCopy.paymentProofDeclined(proof.declineReason),
      tone: 'warning' as const,
    };
  }
  return withAction('Upload', journeyStepActions.paymentProof);
}

/** Statuses before INTERVIEWED, in the contract's order of the journey. */
const beforeInterview = (status: ApplicationStatus | null | undefined) =>
  !status || applicationStatuses.indexOf(status) < applicationStatuses.indexOf('INTERVIEWED');

/** The numbered steps (docs/spec/portal-spec.md §2), the ninth only when a loan is allowed. */
export function dashboardSteps(user: DashboardUser, paymentProof?: PaymentProofSummary): DashboardStep[] {
  const status = user.applicationStatus;
  const testLabel = testStepLabel(status);
  const steps: DashboardStep[] = [
    {
      number: 1,
      title: "Let's get to know you",
      detail: 'About 10 minutes',
      state: status === 'APPLIED' ? 'Fill Form' : 'COMPLETED',
      action: status === 'APPLIED' ? 'questionnaire' : null,
      active: status === 'APPLIED',
    },
    {
      number: 2,
      title: 'Show us what you got',
      detail: 'Test, about 10 minutes',
      state: testLabel,
      action: testLabel === 'Take Test' || testLabel === 'TESTING' ? 'test' : null,
      active: status === 'QUESTIONNAIRE' || status === 'TESTING',
    },
    {
      number: 3,
      title: 'Interview',
      state: beforeInterview(status) ? 'Pending' : 'COMPLETED',
      action: 'interview',
      active: status === 'TESTED' || status === 'TESTING' || status === 'INVITED_FOR_INTERVIEW',
    },
    { number: 4, title: 'Kindly upload proof of payment', ...paymentProofStep(user, paymentProof) },
    { number: 5, title: 'Fill the enrollment form', ...journeyStep('enrolment', user) },
    {
      number: 6,
      title: 'Payment Agreement Form',
      ...journeyStep('paymentAgreement', user),
    },
    { number: 7, title: 'Fill native form', ...journeyStep('native', user) },
    {
      number: 8,
      title: 'Fill tenancy agreement form',
      ...journeyStep('tenancy', user),
    },
  ];
  if (user.canFillLoanAgreement) {
    steps.push({ number: 9, title: 'Fill loan agreement form', ...journeyStep('loan', user) });
  }
  return steps;
}

const opens = (state: StepState) => state === 'Fill Form' || state === 'Fill form' || state === 'Upload';

function withAction(state: StepState, action: Exclude<StepAction, null>) {
  const fillable = opens(state);
  return { state, action: fillable ? action : null, active: fillable };
}

/**
 * The first agreement form open to the applicant (steps 6 to 9, in order), or null: what /agreement
 * shows. Tenancy and loan may both be open at NATIVE_AGREEMENT; tenancy comes first.
 */
export function nextAgreement(user: DashboardUser): AgreementAction | null {
  const open = dashboardSteps(user).find((step) =>
    (agreementActions as readonly StepAction[]).includes(step.action),
  );
  return (open?.action as AgreementAction | undefined) ?? null;
}

/** Whether the enrolment form (step 5) is open to the applicant: what /enroll checks. */
export const enrolmentOpen = (user: DashboardUser) =>
  dashboardSteps(user).some((step) => step.action === 'enrolment');

/** The step whose button opens each dashboard view; the applicant's details are always open. */
const viewSteps = {
  questionnaire: 'questionnaire',
  test: 'test',
  enrolmentForm: 'enrolment',
  paymentAgreement: 'paymentAgreement',
  nativeForm: 'nativeForm',
  tenancyForm: 'tenancyForm',
  loanForm: 'loanForm',
} as const satisfies Record<Exclude<DashboardView, 'fullInfo' | 'formSplash' | 'statement'>, StepAction>;

/**
 * Whether an address may show `view` to this applicant: only when a step's button would open it
 * (the journey table the server checks), so an old or typed address cannot open a form out of turn.
 * The form splash belongs to the questionnaire just submitted, before the test is started.
 */
export function mayOpenView(view: DashboardView, user: DashboardUser): boolean {
  if (view === 'fullInfo') return true;
  // The tuition statement (issue 24.4) is the learner's from the accepted offer on.
  if (view === 'statement') return (user.nativeState ?? 'PENDING') !== 'PENDING';
  if (view === 'formSplash') return testStepLabel(user.applicationStatus) === 'Take Test';
  return dashboardSteps(user).some((step) => step.action === viewSteps[view]);
}

/** docs/spec/portal-spec.md §4 "Progress slider": 3 positions before admission, 8 after, 9 with the loan form. */
export function sliderPositions(user: DashboardUser): keyof typeof SLIDER_POSITIONS {
  if ((user.nativeState ?? 'PENDING') === 'PENDING') return 3;
  return user.canFillLoanAgreement ? 9 : 8;
}

/** The slider's position: the first step not yet completed (the last one when all are). */
export function sliderPosition(user: DashboardUser): number {
  const positions = sliderPositions(user);
  if (positions === 3) {
    if (user.applicationStatus === 'APPLIED') return 1;
    if (user.applicationStatus === 'QUESTIONNAIRE' || user.applicationStatus === 'TESTING') return 2;
    return 3;
  }
  const open = dashboardSteps(user).find((step) => step.state !== 'COMPLETED');
  return Math.min(open?.number ?? positions, positions);
}

/**
 * The slider's value at its position, as docs/spec/portal-spec.md §9 gives them (100, 72, 43 for three; 100 … 9 for
 * eight and nine): 100 at the first step, at the top, falling as the applicant moves down the list.
 */
export function sliderValue(user: DashboardUser): number {
  const values: readonly number[] = SLIDER_POSITIONS[sliderPositions(user)];
  return values[sliderPosition(user) - 1] ?? 100;
}

/** docs/spec/portal-spec.md §4: which interview lookup the dashboard makes on load, if any. */
export function interviewLookup(status: ApplicationStatus | null | undefined): 'invite' | 'schedule' | null {
  if (!status || ['APPLIED', 'QUESTIONNAIRE', 'TESTING', 'TESTED'].includes(status)) return null;
  return status === 'INVITED_FOR_INTERVIEW' ? 'invite' : 'schedule';
}

/**
 * docs/spec/portal-spec.md §4 "Interview text", with the current plan's date, and once it has taken place the day it
 * actually did (a moved interview may be held before or after the date first planned).
 */
export function interviewText(
  status: ApplicationStatus | null | undefined,
  interview: Pick<Interview, 'interviewDate' | 'heldDate'> | null | undefined,
): string {
  if (!interview || interviewLookup(status) === null || status === 'TESTING') return "We'd love to chat";
  if (status === 'INVITED_FOR_INTERVIEW' || status === 'ACCEPTED_INTERVIEW')
    return `We are chatting on ${interview.interviewDate}`;
  return `We chatted on ${interview.heldDate ?? interview.interviewDate}`;
}

/** The interview link reads 'Pending' until the applicant is invited, then 'View Details'. */
export const interviewLinkLabel = (hasInterview: boolean) => (hasInterview ? 'View Details' : 'Pending');

/** Every step of the journey is completed: the learner is a Native (issue 19.11). */
export const journeyComplete = (user: DashboardUser) =>
  dashboardSteps(user).every((step) => step.state === 'COMPLETED');

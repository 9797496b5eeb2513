import { openJourneySteps } from '@intake/contracts/journey';
import { messages } from '@intake/contracts/messages';
import { type DashboardView, dashboardViews } from '@intake/contracts/pages';
import {
  type ApplicationStatus,
  applicationStatuses,
  type NativeState,
  nativeStates,
} from '@intake/contracts/status';
import { describe, expect, it } from 'vitest';
import {
  type DashboardUser,
  dashboardSteps,
  enrolmentOpen,
  interviewLinkLabel,
  interviewLookup,
  interviewText,
  journeyStepActions,
  mayOpenView,
  nextAgreement,
  sliderPosition,
  sliderPositions,
  sliderValue,
  testStepLabel,
} from './dashboard-steps';

const applicant = (overrides: Partial<DashboardUser> = {}): DashboardUser => ({
  applicationStatus: 'APPLIED',
  nativeState: 'PENDING',
  canFillEnrollmentForm: false,
  canFillTenancyAgreementForm: false,
  canFillLoanAgreement: false,
  ...overrides,
});

const stateOf = (user: DashboardUser, number: number) =>
  dashboardSteps(user).find((step) => step.number === number)?.state;

const admitted = (nativeState: NativeState, overrides: Partial<DashboardUser> = {}) =>
  applicant({ applicationStatus: 'ACCEPTED_ADMISSION', nativeState, ...overrides });

describe('dashboard steps (spec §4)', () => {
  it.each<[ApplicationStatus, string]>([
    ['APPLIED', 'Pending'],
    ['QUESTIONNAIRE', 'Take Test'],
    ['TESTING', 'TESTING'],
    ['TESTED', 'COMPLETED'],
    ['INTERVIEWED', 'COMPLETED'],
  ])('labels the test step %s as %s', (status, label) => {
    expect(testStepLabel(status)).toBe(label);
    expect(stateOf(applicant({ applicationStatus: status }), 2)).toBe(label);
  });

  it('opens the questionnaire only at APPLIED and the test only from QUESTIONNAIRE or TESTING', () => {
    const applied = dashboardSteps(applicant());
    expect(applied[0]).toMatchObject({ state: 'Fill Form', action: 'questionnaire', active: true });
    expect(applied[1]).toMatchObject({ action: null, active: false });

    const questionnaire = dashboardSteps(applicant({ applicationStatus: 'QUESTIONNAIRE' }));
    expect(questionnaire[0]).toMatchObject({ state: 'COMPLETED', action: null });
    expect(questionnaire[1]).toMatchObject({ state: 'Take Test', action: 'test', active: true });

    expect(dashboardSteps(applicant({ applicationStatus: 'TESTED' }))[1]?.action).toBeNull();
  });

  it.each<ApplicationStatus>(['TESTED', 'TESTING', 'INVITED_FOR_INTERVIEW'])(
    'makes the interview step active at %s',
    (status) => {
      expect(dashboardSteps(applicant({ applicationStatus: status }))[2]?.active).toBe(true);
    },
  );

  it('shows eight steps, and the ninth only when a loan is allowed', () => {
    expect(dashboardSteps(applicant()).map((step) => step.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(dashboardSteps(applicant({ canFillLoanAgreement: true })).at(-1)?.title).toBe(
      'Fill loan agreement form',
    );
  });

  it('follows the enrolment form rule', () => {
    expect(stateOf(admitted('ACCEPTED_ADMISSION'), 5)).toBe('Pending');
    expect(stateOf(admitted('PAID_TUITION'), 5)).toBe('Pending');
    expect(stateOf(admitted('PAID_TUITION', { canFillEnrollmentForm: true }), 5)).toBe('Fill Form');
    for (const later of ['ENROLLMENT_FORM', 'PAYMENT_AGREEMENT', 'NATIVE'] as const) {
      expect(stateOf(admitted(later), 5)).toBe('COMPLETED');
    }
  });

  it('follows the payment agreement rule', () => {
    expect(stateOf(admitted('PAID_TUITION'), 6)).toBe('Pending');
    expect(stateOf(admitted('ENROLLMENT_FORM'), 6)).toBe('Pending');
    expect(dashboardSteps(admitted('CHECKED_IN'))[5]).toMatchObject({
      state: 'Fill form',
      action: 'paymentAgreement',
      active: true,
    });
    expect(stateOf(admitted('NATIVE_AGREEMENT'), 6)).toBe('COMPLETED');
  });

  it('follows the native form rule', () => {
    expect(dashboardSteps(admitted('PAYMENT_AGREEMENT'))[6]).toMatchObject({
      state: 'Fill form',
      action: 'nativeForm',
    });
    expect(stateOf(admitted('NATIVE_AGREEMENT'), 7)).toBe('COMPLETED');
    expect(stateOf(admitted('ENROLLMENT_FORM'), 7)).toBe('Pending');
  });

  it('follows the tenancy rule, Disabled without permission', () => {
    expect(stateOf(admitted('NATIVE_AGREEMENT'), 8)).toBe('Disabled');
    expect(
      dashboardSteps(admitted('NATIVE_AGREEMENT', { canFillTenancyAgreementForm: true }))[7],
    ).toMatchObject({
      state: 'Fill form',
      action: 'tenancyForm',
    });
    expect(stateOf(admitted('TENANCY_AGREEMENT', { canFillTenancyAgreementForm: true }), 8)).toBe(
      'COMPLETED',
    );
    expect(stateOf(admitted('NATIVE'), 8)).toBe('COMPLETED');
  });

  it('follows the loan rule', () => {
    const loan = { canFillLoanAgreement: true };
    expect(dashboardSteps(admitted('NATIVE_AGREEMENT', loan))[8]).toMatchObject({
      state: 'Fill form',
      action: 'loanForm',
    });
    expect(stateOf(admitted('TENANCY_AGREEMENT', loan), 9)).toBe('Fill form');
    expect(stateOf(admitted('LEARN_FUND', loan), 9)).toBe('COMPLETED');
    expect(stateOf(admitted('NATIVE', loan), 9)).toBe('COMPLETED');
    expect(stateOf(admitted('CHECKED_IN', loan), 9)).toBe('Pending');
  });

  it('asks for proof of payment with an Upload link once admission is accepted', () => {
    expect(stateOf(applicant(), 4)).toBe('Pending');
    expect(dashboardSteps(admitted('ACCEPTED_ADMISSION'))[3]).toMatchObject({
      state: 'Upload',
      action: 'payment',
      active: true,
    });
    expect(stateOf(admitted('PAID_TUITION'), 4)).toBe('COMPLETED');
  });

  it('says a sent proof awaits confirmation, and lets a declined one be uploaded again with its reason', () => {
    const pending = dashboardSteps(admitted('ACCEPTED_ADMISSION'), {
      status: 'pending',
      declineReason: null,
    })[3];
    expect(pending).toMatchObject({ state: 'Awaiting confirmation', action: null, active: true });
    expect(pending?.detail).toBe(messages.proofAwaitingConfirmation);

    const declined = dashboardSteps(admitted('ACCEPTED_ADMISSION'), {
      status: 'declined',
      declineReason: 'The amount does not match.',
    })[3];
    expect(declined).toMatchObject({ state: 'Upload', action: 'payment', tone: 'warning' });
    expect(declined?.detail).toContain('The amount does not match.');
    // Once confirmed the server moves nativeState on; a stale proof does not hold the step.
    expect(stateOf(admitted('PAID_TUITION'), 4)).toBe('COMPLETED');
  });

  it('names the next agreement due and whether the enrolment form is open', () => {
    expect(nextAgreement(admitted('ENROLLMENT_FORM'))).toBeNull();
    expect(nextAgreement(admitted('CHECKED_IN'))).toBe('paymentAgreement');
    expect(nextAgreement(admitted('PAYMENT_AGREEMENT'))).toBe('nativeForm');
    expect(nextAgreement(admitted('NATIVE_AGREEMENT'))).toBeNull();
    expect(nextAgreement(admitted('NATIVE_AGREEMENT', { canFillTenancyAgreementForm: true }))).toBe(
      'tenancyForm',
    );
    expect(nextAgreement(admitted('NATIVE_AGREEMENT', { canFillLoanAgreement: true }))).toBe('loanForm');
    expect(nextAgreement(admitted('TENANCY_AGREEMENT', { canFillLoanAgreement: true }))).toBe('loanForm');
    expect(nextAgreement(admitted('NATIVE', { canFillLoanAgreement: true }))).toBeNull();
    expect(enrolmentOpen(admitted('PAID_TUITION'))).toBe(false);
    expect(enrolmentOpen(admitted('PAID_TUITION', { canFillEnrollmentForm: true }))).toBe(true);
  });

  it('treats a missing nativeState as PENDING', () => {
    expect(stateOf(applicant({ nativeState: null }), 5)).toBe('Pending');
    expect(sliderPositions(applicant({ nativeState: null }))).toBe(3);
  });
});

describe('the journey table (issue 18.3)', () => {
  const flags = [false, true];
  const everyLearner = applicationStatuses.flatMap((applicationStatus) =>
    nativeStates.flatMap((nativeState) =>
      flags.flatMap((canFillEnrollmentForm) =>
        flags.flatMap((canFillTenancyAgreementForm) =>
          flags.map(
            (canFillLoanAgreement): DashboardUser => ({
              applicationStatus,
              nativeState,
              canFillEnrollmentForm,
              canFillTenancyAgreementForm,
              canFillLoanAgreement,
            }),
          ),
        ),
      ),
    ),
  );
  const afterAdmission = new Set<string>(Object.values(journeyStepActions));

  it('offers a button for exactly the steps the server accepts, for every combination', () => {
    expect(everyLearner).toHaveLength(16 * 11 * 8);
    for (const user of everyLearner) {
      const offered = dashboardSteps(user)
        .filter((step) => step.action !== null && afterAdmission.has(step.action))
        .map((step) => step.action);
      const accepted = openJourneySteps(user).map((step) => journeyStepActions[step]);
      expect(offered, JSON.stringify(user)).toEqual(accepted);
    }
  });

  it('lets a learner who signed the loan first sign the tenancy agreement next', () => {
    const loanFirst = admitted('LEARN_FUND', {
      canFillTenancyAgreementForm: true,
      canFillLoanAgreement: true,
    });
    expect(dashboardSteps(loanFirst)[7]).toMatchObject({
      state: 'Fill form',
      action: 'tenancyForm',
      active: true,
    });
    expect(stateOf(loanFirst, 9)).toBe('COMPLETED');
    expect(nextAgreement(loanFirst)).toBe('tenancyForm');
  });

  it('keeps the spec’s labels and nothing else on steps 4 to 9', () => {
    const labels = new Set(
      everyLearner.flatMap((user) =>
        dashboardSteps(user)
          .slice(3)
          .map((step) => step.state),
      ),
    );
    expect([...labels].sort()).toEqual([
      'COMPLETED',
      'Disabled',
      'Fill Form',
      'Fill form',
      'Pending',
      'Upload',
    ]);
  });
});

describe('progress slider (spec §4)', () => {
  it('has 3 positions before admission, 8 after, 9 with the loan form', () => {
    expect(sliderPositions(applicant({ applicationStatus: 'OFFERED_ADMISSION' }))).toBe(3);
    expect(sliderPositions(admitted('ACCEPTED_ADMISSION'))).toBe(8);
    expect(sliderPositions(admitted('ACCEPTED_ADMISSION', { canFillLoanAgreement: true }))).toBe(9);
  });

  it('sits on APPLIED, QUESTIONNAIRE, then everything up to the offer', () => {
    expect(sliderPosition(applicant())).toBe(1);
    expect(sliderPosition(applicant({ applicationStatus: 'QUESTIONNAIRE' }))).toBe(2);
    expect(sliderPosition(applicant({ applicationStatus: 'INTERVIEWED' }))).toBe(3);
    expect(sliderPosition(admitted('PAID_TUITION', { canFillEnrollmentForm: true }))).toBe(5);
  });

  it("takes spec §9's values, not equal steps", () => {
    expect(sliderValue(applicant())).toBe(100);
    expect(sliderValue(applicant({ applicationStatus: 'QUESTIONNAIRE' }))).toBe(72);
    expect(sliderValue(applicant({ applicationStatus: 'INTERVIEWED' }))).toBe(43);
    expect(sliderValue(admitted('ACCEPTED_ADMISSION'))).toBe(61);
    expect(sliderValue(admitted('PAID_TUITION', { canFillEnrollmentForm: true }))).toBe(48);
    expect(
      sliderValue(admitted('PAID_TUITION', { canFillEnrollmentForm: true, canFillLoanAgreement: true })),
    ).toBe(54);
  });
});

describe('interview step (spec §4)', () => {
  it('looks the interview up only after the test', () => {
    expect(interviewLookup('APPLIED')).toBeNull();
    expect(interviewLookup('QUESTIONNAIRE')).toBeNull();
    expect(interviewLookup('TESTING')).toBeNull();
    expect(interviewLookup('TESTED')).toBeNull();
    expect(interviewLookup(null)).toBeNull();
    expect(interviewLookup('INVITED_FOR_INTERVIEW')).toBe('invite');
    expect(interviewLookup('INTERVIEWED')).toBe('schedule');
  });

  it('says when the chat is', () => {
    expect(interviewText('TESTED', undefined)).toBe("We'd love to chat");
    const planned = { interviewDate: '12-12-2026', heldDate: null };
    expect(interviewText('INVITED_FOR_INTERVIEW', planned)).toBe('We are chatting on 12-12-2026');
    expect(interviewText('ACCEPTED_INTERVIEW', planned)).toBe('We are chatting on 12-12-2026');
    expect(interviewText('INTERVIEWED', planned)).toBe('We chatted on 12-12-2026');
    // Moved, and held earlier than the date still planned: the day it took place (issue 18.16).
    const held = { interviewDate: '02-12-2026', heldDate: '25-11-2026' };
    expect(interviewText('INTERVIEWED', held)).toBe('We chatted on 25-11-2026');
    expect(interviewText('OFFERED_ADMISSION', held)).toBe('We chatted on 25-11-2026');
    expect(interviewLinkLabel(false)).toBe('Pending');
    expect(interviewLinkLabel(true)).toBe('View Details');
  });
});

describe('which views an address may open (issue 19.4)', () => {
  it.each<[string, DashboardUser, DashboardView[]]>([
    ['APPLIED', applicant(), ['questionnaire', 'fullInfo']],
    ['QUESTIONNAIRE', applicant({ applicationStatus: 'QUESTIONNAIRE' }), ['formSplash', 'test', 'fullInfo']],
    ['TESTING', applicant({ applicationStatus: 'TESTING' }), ['test', 'fullInfo']],
    ['TESTED', applicant({ applicationStatus: 'TESTED' }), ['fullInfo']],
    [
      'PAID_TUITION',
      admitted('PAID_TUITION', { canFillEnrollmentForm: true }),
      // The tuition statement is the learner's from the accepted offer on (issue 24.4).
      ['enrolmentForm', 'fullInfo', 'statement'],
    ],
    ['CHECKED_IN', admitted('CHECKED_IN'), ['paymentAgreement', 'fullInfo', 'statement']],
    [
      'NATIVE_AGREEMENT with tenancy and loan',
      admitted('NATIVE_AGREEMENT', { canFillTenancyAgreementForm: true, canFillLoanAgreement: true }),
      ['tenancyForm', 'loanForm', 'fullInfo', 'statement'],
    ],
  ])('at %s: exactly the views a step opens, and the details', (_case, user, open) => {
    expect(dashboardViews.filter((view) => mayOpenView(view, user))).toEqual(
      dashboardViews.filter((view) => open.includes(view)),
    );
  });
});

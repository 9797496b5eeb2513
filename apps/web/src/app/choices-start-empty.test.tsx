import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { BatchPanel } from '../features/admin-console/components/batch-panel';
import { InfoSessionPanel } from '../features/admin-console/components/info-session-panel';
import { ResendEmailPanel } from '../features/admin-console/components/resend-email-panel';
import { RolePanel } from '../features/admin-console/components/role-panel';
import { renderAsAdmin } from '../features/admin-console/test/render-console';
import { DecisionDialog } from '../features/applicant-profile/components/decision-dialog';
import { InviteDialog } from '../features/applicant-profile/components/invite-dialog';
import RegisterApplicantForm from '../features/applicant-records/components/register-applicant-form';
import { ApplyForm } from '../features/applicants/components/apply-form';
import { AptitudeTestView } from '../features/aptitude-test/components/aptitude-test-view';
import { runningTest } from '../features/aptitude-test/test/render-feature';
import { BulkActionModal } from '../features/bulk-actions/components/bulk-action-modal';
import { PossibleDuplicatesPanel } from '../features/duplicates/components/possible-duplicates-panel';
import { EnrolmentForm } from '../features/enrolment/components/enrolment-form';
import { PaymentPlanForm } from '../features/enrolment/components/payment-plan-form';
import { admittedUser } from '../features/enrolment/test/render-feature';
import { GuardianConsentScreen } from '../features/guardian-consent';
import { RescheduleInterviewDialog } from '../features/interviews/components/reschedule-interview-dialog';
import { PaymentDialog } from '../features/payments/components/payment-dialog';
import { paymentInstructions } from '../features/payments/test/render-feature';
import {
  ContactPage,
  EducationPage,
  PersonalPage,
} from '../features/questionnaire/components/questionnaire-fields';
import { emptyValues, type QuestionnaireValues } from '../features/questionnaire/questionnaire-values';
import { formDataFixture } from '../features/questionnaire/test/render-questionnaire';
import { DeclareConflictForm } from '../features/review-assignment/components/declare-conflict-form';
import { ReviewerQueue } from '../features/review-assignment/components/reviewer-queue';
import { ReviewForm } from '../features/review-queue/components/review-form';
import { SelfInviteForm } from '../features/self-invite/components/self-invite-form';
import { WithdrawalFormView } from '../features/withdrawal/components/withdrawal-form';
import { AppProviders } from '../lib/providers';
import { saveSession } from '../lib/session';
import { jsonResponse, makeToken, stubApi } from '../test/api-stub';
import { createTestQueryClient } from '../test/query-client';

/**
 * Spec 18.1: every select and radio group starts with nothing chosen, unless the spec gives it a
 * default; an untouched choice is never sent as if chosen. Each screen holding one is drawn as it
 * opens, and every select and radio group in it is read. The scan at the end makes sure a new one
 * is not left out.
 */

/** The choices the spec gives a default (§2, §9), by the label of their field. */
const specDefaults: Record<string, string> = {
  'Dial code': '+234',
  // The interview invitation's method: 'phone' (§3, §9).
  'Interview method': 'phone',
};

/** Each select's and radio group's accessible name and value: '' while nothing is chosen. */
function choicesOnScreen() {
  const labelled = (element: Element) => {
    const by = element.getAttribute('aria-labelledby');
    const text =
      element.getAttribute('aria-label') ??
      (by
        ? document.getElementById(by)?.textContent
        : (element as HTMLSelectElement).labels?.[0]?.textContent);
    return (text ?? '').replace(/\s*\*$/, '');
  };
  const selects = Array.from(document.querySelectorAll('select')).map((select) => ({
    name: labelled(select),
    value: select.value,
  }));
  const groups = Array.from(document.querySelectorAll('[role=radiogroup]')).map((group) => ({
    name: labelled(group),
    value: group.querySelector<HTMLInputElement>('input[type=radio]:checked')?.value ?? '',
  }));
  return [...selects, ...groups];
}

let checked = 0;
afterAll(() => {
  console.info(`selects and radio groups checked for an empty start: ${checked}`);
});

/** Reads the choices now on screen: each is empty, or the spec's default. Returns how many. */
function expectNothingChosen(least: number, chosenByTest: Record<string, string> = {}) {
  const choices = choicesOnScreen();
  expect(choices.map(({ name }) => name).length, JSON.stringify(choices)).toBeGreaterThanOrEqual(least);
  const expected = { ...specDefaults, ...chosenByTest };
  for (const { name, value } of choices)
    expect({ name, value }, JSON.stringify(choices)).toEqual({ name, value: expected[name] ?? '' });
  checked += choices.length;
}

function renderScreen(ui: ReactNode, user: Parameters<typeof makeToken>[0] = {}) {
  saveSession(makeToken(user));
  render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return userEvent.setup();
}

function Questionnaire({
  page: Page,
  values,
}: {
  page: typeof PersonalPage;
  values?: Partial<QuestionnaireValues>;
}) {
  const { control } = useForm<QuestionnaireValues>({ defaultValues: { ...emptyValues, ...values } });
  return <Page control={control} formData={formDataFixture} />;
}

const noop = () => undefined;

/** Each screen holding selects or radio groups, with the files that draw them. */
const cases: { file: string[]; name: string; run: () => Promise<void> }[] = [
  {
    name: 'apply (/)',
    file: ['features/applicants/components/apply-form.tsx', 'components/light/select-field.tsx'],
    run: async () => {
      stubApi();
      renderScreen(<ApplyForm applicationsOpen />);
      expectNothingChosen(3);
    },
  },
  {
    name: 'staff registration',
    file: ['features/applicant-records/components/register-applicant-form.tsx'],
    run: async () => {
      stubApi();
      renderScreen(<RegisterApplicantForm onClose={noop} />, { roles: 'ADMIN' });
      expectNothingChosen(3);
    },
  },
  {
    name: 'questionnaire pages 1, 2 and 4, with the states and every education level shown',
    file: ['features/questionnaire/components/questionnaire-fields.tsx'],
    run: async () => {
      stubApi();
      const { unmount } = render(
        <AppProviders queryClient={createTestQueryClient()} env="test">
          <Questionnaire page={PersonalPage} />
          <Questionnaire page={ContactPage} />
          <Questionnaire page={EducationPage} />
        </AppProviders>,
      );
      expectNothingChosen(9);
      unmount();
      // With Doctorate chosen, the levels under it are shown, each still empty; so are the states,
      // shown for Nigeria.
      render(
        <AppProviders queryClient={createTestQueryClient()} env="test">
          <Questionnaire page={EducationPage} values={{ highestEducation: 'Doctorate' }} />
          <Questionnaire
            page={PersonalPage}
            values={{ nationality: 'Nigeria', countryOfResidence: 'Nigeria' }}
          />
        </AppProviders>,
      );
      expect(screen.getAllByRole('combobox', { name: /^State of/ })).toHaveLength(2);
      expectNothingChosen(18, { 'Highest level of education': 'Doctorate' });
    },
  },
  {
    name: 'enrolment, steps 1 and 2',
    file: ['features/enrolment/components/enrolment-form.tsx'],
    run: async () => {
      stubApi();
      const user = renderScreen(<EnrolmentForm onBack={noop} onDone={noop} />, admittedUser);
      expectNothingChosen(2);
      const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
      await user.type(field('Preferred name'), 'Ada');
      await user.type(field('Address'), '1 Marina, Lagos');
      await user.selectOptions(field('Years of work experience'), '2 - 4 years');
      await user.selectOptions(field('Years of IT experience'), 'Less than 2 years');
      await user.click(screen.getByRole('checkbox', { name: 'IT' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByRole('radiogroup', { name: /health insurance/ });
      expectNothingChosen(2);
    },
  },
  {
    name: 'tuition payment plan',
    file: ['features/enrolment/components/payment-plan-form.tsx'],
    run: async () => {
      stubApi();
      renderScreen(<PaymentPlanForm onBack={noop} onDone={noop} />, admittedUser);
      expectNothingChosen(2);
    },
  },
  {
    name: 'payment confirmation',
    file: ['features/payments/components/payment-dialog.tsx'],
    run: async () => {
      stubApi({
        'GET /api/native/paymentInstructions': () => jsonResponse(200, paymentInstructions()),
      });
      renderScreen(<PaymentDialog onClose={noop} onUploaded={noop} />, admittedUser);
      await screen.findAllByRole('radio');
      expectNothingChosen(1);
    },
  },
  {
    name: 'make decision and invite for interview',
    file: [
      'features/applicant-profile/components/decision-dialog.tsx',
      'features/applicant-profile/components/invite-dialog.tsx',
    ],
    run: async () => {
      stubApi();
      renderScreen(
        <>
          <DecisionDialog
            email="ada@example.org"
            applicantName="Ada Obi"
            offerBlockedBy={null}
            opened
            onClose={noop}
            onDecided={noop}
          />
          <InviteDialog applicantEmail="ada@example.org" opened onClose={noop} onInvited={noop} />
        </>,
        { roles: 'ELDER' },
      );
      await screen.findAllByRole('radio');
      expectNothingChosen(3);
    },
  },
  {
    name: 'bulk actions: session, interview and decision dialogs',
    file: ['features/bulk-actions/components/bulk-action-modal.tsx'],
    run: async () => {
      stubApi({
        'GET /api/infoSession/getAvailableInfoSessions': () => jsonResponse(200, []),
        'GET /api/admissions/decisionReasons': () => jsonResponse(200, []),
      });
      const target = { applicantIds: ['0d4c6b59-2f43-4d3a-9a53-6e3e2f1b1a01'] };
      renderScreen(
        <>
          {(['INVITE_TO_INFO_SESSION', 'INVITE_TO_INTERVIEW', 'DECIDE'] as const).map((kind) => (
            <BulkActionModal key={kind} kind={kind} count={1} target={target} onClose={noop} />
          ))}
        </>,
        { roles: 'ADMIN' },
      );
      await screen.findByLabelText('Reason');
      expectNothingChosen(5);
    },
  },
  {
    name: 'review assignment: declaring a conflict and moving a review to another elder',
    file: [
      'features/review-assignment/components/declare-conflict-form.tsx',
      'features/review-assignment/components/reviewer-queue.tsx',
    ],
    run: async () => {
      const elder = (id: string, firstName: string) => ({
        id,
        firstName,
        lastName: 'Elder',
        email: `${firstName.toLowerCase()}@example.org`,
        open: 1,
        done: 0,
      });
      const reviewers = [
        elder('6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7', 'Ifeoma'),
        elder('7a2b3c4d-5e6f-4a70-8b81-a2c3d4e5f607', 'Tunde'),
      ];
      const [first] = reviewers as [(typeof reviewers)[number]];
      stubApi({
        [`GET /api/admin/review/reviewers/${first.id}/queue`]: () =>
          jsonResponse(200, {
            reviewer: first,
            items: [
              {
                applicantId: '0d4c6b59-2f43-4d3a-9a53-6e3e2f1b1a01',
                firstName: 'Ada',
                lastName: 'Obi',
                email: 'ada@example.org',
                status: 'TESTED',
                assignedAt: '2026-11-27T10:00:00.000Z',
                completedAt: null,
                state: 'OPEN',
              },
            ],
            page: 1,
            pageSize: 25,
            total: 1,
          }),
      });
      renderScreen(
        <>
          <DeclareConflictForm reviewers={reviewers} />
          <ReviewerQueue reviewer={first} reviewers={reviewers} onClose={noop} />
        </>,
        { roles: 'ADMIN' },
      );
      await screen.findByText('ada@example.org', { exact: false });
      expectNothingChosen(2);
    },
  },
  {
    name: 'reschedule interview',
    file: ['features/interviews/components/reschedule-interview-dialog.tsx'],
    run: async () => {
      stubApi();
      renderScreen(<RescheduleInterviewDialog token="t" onCancel={noop} onRescheduled={noop} />);
      await screen.findByLabelText(/^Time/);
      expectNothingChosen(1);
    },
  },
  {
    name: 'withdrawal and self-invite',
    file: [
      'features/withdrawal/components/withdrawal-form.tsx',
      'features/self-invite/components/self-invite-form.tsx',
    ],
    run: async () => {
      stubApi({
        'GET /api/infoSession/getAvailableInfoSessionsSelfInvite': () =>
          jsonResponse(200, [
            {
              infoSessionId: '0d4c6b59-2f43-4d3a-9a53-6e3e2f1b1a01',
              mode: 'Online',
              sessionTime: '09:00',
              sessionDate: '14-03-2030',
              sessionDetails: 'Online information session, 14-03-2030 at 09:00',
            },
          ]),
      });
      renderScreen(
        <>
          <WithdrawalFormView token="t" />
          <SelfInviteForm />
        </>,
      );
      await screen.findByRole('option', { name: /14-03-2030/ });
      expectNothingChosen(2);
    },
  },
  {
    name: 'admin console: role, resend e-mail, info sessions, new batch',
    file: [
      'features/admin-console/components/email-choice-panel.tsx',
      'features/admin-console/components/info-session-panel.tsx',
      // The new batch's start month, drawn by the fields it shares with a cohort's change.
      'features/admin-console/components/cohort-terms-fields.tsx',
    ],
    run: async () => {
      stubApi({ 'GET /api/infoSession/getAvailableInfoSessions': () => jsonResponse(200, []) });
      renderAsAdmin(
        <>
          <RolePanel />
          <ResendEmailPanel />
          <InfoSessionPanel />
          <BatchPanel />
        </>,
      );
      expectNothingChosen(5);
    },
  },
  {
    name: 'aptitude test, a question as it opens',
    file: ['features/aptitude-test/components/aptitude-test-view.tsx'],
    run: async () => {
      const test = runningTest();
      stubApi({
        'GET /api/applicant/test': () => jsonResponse(200, test),
        'GET /api/applicant/test/images/pattern-1.svg': () =>
          new Response('<svg/>', { status: 200, headers: { 'Content-Type': 'image/svg+xml' } }),
      });
      renderScreen(<AptitudeTestView onLeave={noop} />, { applicationStatus: 'TESTING' });
      await screen.findByRole('radiogroup', { name: test.questions[0]?.question });
      expectNothingChosen(1);
    },
  },
  {
    name: "a guardian's relationship to the learner (issue 25.7)",
    file: ['features/guardian-consent/components/guardian-consent-screen.tsx'],
    run: async () => {
      const token = 'guardian-link-token-0123456789';
      stubApi({
        [`GET /api/guardianConsent/${token}`]: () =>
          jsonResponse(200, {
            step: 'sign',
            learnerName: 'Ada Obi',
            guardianName: 'Ngozi Obi',
            phoneEnding: '4567',
            codeSentAt: null,
            agreement: {
              title: 'Loan Agreement',
              termsVersion: 'loan-2026-11',
              paragraphs: ['The loan carries compound interest.'],
              loanMaxNaira: 3_000_000,
              interestPercent: 15,
              learnerSignedAt: '2026-11-27T10:00:00.000Z',
            },
          }),
      });
      renderScreen(<GuardianConsentScreen token={token} />);
      await screen.findByRole('radiogroup');
      expectNothingChosen(1);
    },
  },
  {
    name: 'merging two records: which one stays',
    file: ['features/duplicates/components/possible-duplicates-panel.tsx'],
    run: async () => {
      const record = {
        id: '00000000-0000-4000-8000-000000000011',
        email: 'ngozi@example.org',
        name: 'Ngozi Eze',
        applicationId: 'INT-000010',
      };
      stubApi({
        [`GET /api/elder/possibleDuplicates/${encodeURIComponent(record.email)}`]: () =>
          jsonResponse(200, {
            mergedInto: null,
            duplicates: [
              {
                pairId: '00000000-0000-4000-8000-000000000012',
                applicantId: '00000000-0000-4000-8000-000000000013',
                blind: false,
                firstName: 'Ngozi',
                lastName: 'Eze-Obi',
                email: 'ngozi.eze@example.org',
                phone: '8031234567',
                applicationId: 'INT-000042',
                applicationStatus: 'APPLIED',
                cohort: 'Cohort MARCH 2027',
                matchedOn: ['PHONE'],
                source: 'APPLY',
                foundAt: '2026-11-27T09:30:00.000Z',
              },
            ],
          }),
      });
      renderScreen(<PossibleDuplicatesPanel record={record} />, { roles: 'ADMIN' });
      await userEvent.click(await screen.findByRole('button', { name: 'Merge…' }));
      expectNothingChosen(1);
    },
  },
  {
    name: 'a first-round review (My reviews), not yet reviewed',
    file: ['features/review-queue/components/review-form.tsx'],
    run: async () => {
      stubApi();
      const criterion = (id: string, name: string) => ({
        id,
        stage: 'FIRST_REVIEW' as const,
        name,
        lowAnchor: 'Weak',
        highAnchor: 'Strong',
        weight: 1,
      });
      renderScreen(
        <ReviewForm
          assignment={{
            applicantId: '00000000-0000-4000-8000-000000000001',
            reference: 'Applicant INT-000001',
            blind: true,
            identity: null,
            answers: [],
            aptitudeTest: null,
            rubric: [
              criterion('00000000-0000-4000-8000-000000000002', 'Motivation'),
              criterion('00000000-0000-4000-8000-000000000003', 'Preparation'),
            ],
            assignedAt: '2026-11-27T09:00:00.000Z',
            completedAt: null,
            editable: true,
            myReview: null,
            otherReviews: null,
          }}
          onSaved={noop}
        />,
        { roles: 'ELDER' },
      );
      expectNothingChosen(3);
    },
  },
];

/**
 * Selects that set how a staff list is shown rather than a choice that is saved: they show a
 * view, so they start on one (a decision record says why). And the elder's availability editor,
 * whose new window starts as the usual one (one-off, 30 minutes, by phone), every field in view and
 * changed before it is saved (decision 0089).
 */
const viewSettings: Record<string, string> = {
  'features/applicant-records/components/applicant-records-screen.tsx': "page size: the spec's 'Showing 10'",
  'features/admin-console/components/company-requests-panel.tsx': 'which list of requests is shown',
  'features/admin-console/components/decision-reasons-panel.tsx': "which cohort's decisions are counted",
  'features/admin-console/components/rubric-panel.tsx': "which cohort's rubric is shown",
  'features/applicant-records/components/review-controls.tsx': 'the order and review filters of the list',
  'features/funnel/components/funnel-screen.tsx': "which cohort's funnel is shown",
  'features/review-assignment/components/review-settings-form.tsx':
    "which cohort's review settings are shown",
  'features/offers/components/seats-panel.tsx': "which cohort's seats are shown",
  'features/interview-booking/components/availability-editor.tsx': "a new interview window's usual shape",
};

describe('every select and radio group starts with nothing chosen, where the spec gives no default', () => {
  for (const { name, run } of cases) {
    it(name, run);
  }

  it('covers every file of the web app that draws a select or a radio group', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const sources = (readdirSync(root, { recursive: true }) as string[]).filter(
      (file) => /\.tsx$/.test(file) && !/\.test\.tsx$|[\\/]test[\\/]/.test(file),
    );
    const drawing = sources
      .filter((file) =>
        /<select\b|<NativeSelect\b|<SelectField\b|<Radio\.Group\b|<Select\b/.test(
          readFileSync(path.join(root, file), 'utf8'),
        ),
      )
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    const accounted = [...cases.flatMap((each) => each.file), ...Object.keys(viewSettings)].sort();
    expect(drawing).toEqual(accounted);
  });
});

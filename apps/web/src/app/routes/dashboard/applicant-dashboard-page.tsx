import type { UserData } from '@intake/contracts';
import { enrolmentDashboardCopy } from '@intake/contracts/copy/enrolment-dashboard';
import { statementCopy } from '@intake/contracts/copy/ledger';
import { copy } from '@intake/contracts/copy/shared';
import { journeyStepOpen } from '@intake/contracts/journey';
import { messages } from '@intake/contracts/messages';
import { type DashboardView, dashboardViewOf, dashboardViewPath, paths } from '@intake/contracts/pages';
import { Alert, Anchor, Box, Button, Grid, Paper, Stack } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { Screen } from '../../../components/layout/screen-heading';
import { AptitudeTestView } from '../../../features/aptitude-test/components/aptitude-test-view';
import { TestStartDialog } from '../../../features/aptitude-test/components/test-start-dialog';
import {
  DashboardStepsList,
  dashboardCopy,
  FullInfo,
  interviewLookup,
  JourneyDone,
  journeyComplete,
  mayOpenView,
  PersonalityTestLink,
  refreshCurrentUser,
  type StepAction,
  useCurrentUserRefresh,
  useInterviewQuery,
  WelcomeGreeting,
} from '../../../features/dashboard';
import { InfoSessionDrawer } from '../../../features/info-sessions';
import { MessageConsentPanel } from '../../../features/message-consent';
import { useMyPaymentProofQuery } from '../../../features/payments';
import { YourDataPanel } from '../../../features/privacy';
import { ProfilePictureUpload } from '../../../features/profile-picture';
import { FormSplash, useFormDataQuery } from '../../../features/questionnaire';
import { ReapplyCard } from '../../../features/reapply';
import { payCardShown, tuitionPaymentAsked, useTuitionPaymentQuery } from '../../../features/tuition-payment';
import { lazyExport } from '../../../lib/lazy-export';
import { usePublicConfig } from '../../../lib/public-config';
import { useSessionUser } from '../../../lib/session';
import { type PageMove, useViewHistory } from '../../../lib/use-view-history';

// The questionnaire is big and shown only when opened, so it loads then. The test view is small
// and comes with the page: an applicant who reloads mid-test gets the question one round trip sooner.
const QuestionnaireForm = lazyExport(
  () => import('../../../features/questionnaire/components/questionnaire-form'),
  'QuestionnaireForm',
);
// So are the after-admission forms and the payment dialog.
const MyStatementView = lazyExport(
  () => import('../../../features/tuition/components/my-statement-view'),
  'MyStatementView',
);
const PaymentDialog = lazyExport(
  () => import('../../../features/payments/components/payment-dialog'),
  'PaymentDialog',
);
const EnrolmentForm = lazyExport(
  () => import('../../../features/enrolment/components/enrolment-form'),
  'EnrolmentForm',
);
const PaymentPlanForm = lazyExport(
  () => import('../../../features/enrolment/components/payment-plan-form'),
  'PaymentPlanForm',
);
const AgreementForm = lazyExport(
  () => import('../../../features/enrolment/components/agreement-form'),
  'AgreementForm',
);

// The pay card comes only for a school that takes payments online (issue 24.2).
const TuitionPayCard = lazyExport(
  () => import('../../../features/tuition-payment/components/tuition-pay-card'),
  'TuitionPayCard',
);

// Only applicants waiting for an interview may have been invited to book one (issue 26.2).
const ApplicantBookingPanel = lazyExport(
  () => import('../../../features/interview-booking/components/applicant-booking-panel'),
  'ApplicantBookingPanel',
);
/** The statuses at which staff may invite to book (the API's own list, decision 0089). */
const bookingStatuses = ['TESTED', 'INVITED_FOR_INTERVIEW', 'ACCEPTED_INTERVIEW', 'DECLINED_INTERVIEW'];

// Read only while the loan step is open: whether it waits for a guardian.
const GuardianWaitingNotice = lazyExport(
  () => import('../../../features/enrolment/components/guardian-waiting-notice'),
  'GuardianWaitingNotice',
);
// The agreed plan is read back only when the learner asks to see it.
const AgreedPlanDialog = lazyExport(
  () => import('../../../features/enrolment/components/agreed-plan-dialog'),
  'AgreedPlanDialog',
);

const agreementKinds = { nativeForm: 'native', tenancyForm: 'tenancy', loanForm: 'loan' } as const;

export default function ApplicantDashboardPage() {
  const user = useSessionUser();
  // RequireRole keeps this screen for signed-in applicants.
  if (!user) return null;
  return <ApplicantDashboard user={user} />;
}

/**
 * The view the address names (docs/spec/portal-spec.md §2 "one view at a time"), when the applicant may open it. It
 * is decided once per history entry, by the user data known on arriving there: a form that moves
 * the applicant on (and so closes its own step) must not vanish under them. A view they may not
 * open gives way to the dashboard, in place.
 */
function useAddressedView(user: UserData) {
  const location = useLocation();
  const history = useViewHistory();
  const addressed = dashboardViewOf(location.search);
  const [checked, setChecked] = useState<{ key: string; allowed: boolean } | null>(null);
  let allowed = checked?.allowed ?? false;
  if (checked?.key !== location.key) {
    allowed = addressed.view === null || mayOpenView(addressed.view, user);
    setChecked({ key: location.key, allowed });
  }
  const refused = !allowed;
  const replace = useRef(history.replace);
  replace.current = history.replace;
  useEffect(() => {
    if (refused) replace.current(paths.dashboard);
  }, [refused]);
  return allowed ? addressed : { view: null, page: null };
}

function ApplicantDashboard({ user }: { user: UserData }) {
  const config = usePublicConfig().data;
  const history = useViewHistory();
  const { view, page } = useAddressedView(user);
  const [startDialogOpen, setStartDialogOpen] = useState(false);
  const [infoSessionsOpen, setInfoSessionsOpen] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [paymentUploaded, setPaymentUploaded] = useState(false);
  const [agreedPlanOpen, setAgreedPlanOpen] = useState(false);
  const [reapplied, setReapplied] = useState<string | null>(null);

  useCurrentUserRefresh();
  // docs/spec/portal-spec.md §4: at APPLIED the form's option lists are fetched and kept for the questionnaire.
  useFormDataQuery({ enabled: user.applicationStatus === 'APPLIED' });
  const interview = useInterviewQuery(user.id, interviewLookup(user.applicationStatus) !== null);
  // Step 4 shows whether a sent proof awaits confirmation or was declined.
  const paymentProof = useMyPaymentProofQuery(user.nativeState === 'ACCEPTED_ADMISSION');
  // What is due and how to pay it online; without a provider the dashboard stays the spec's.
  const tuitionPayment = useTuitionPaymentQuery(tuitionPaymentAsked(user));
  const payCard = tuitionPayment.data && payCardShown(tuitionPayment.data, user) ? tuitionPayment.data : null;

  const open = (next: DashboardView) => history.open(dashboardViewPath(next));
  const backToDashboard = () => history.back(paths.dashboard);
  const pageMoves = (paged: DashboardView) => (target: number, how: PageMove) =>
    history.move(dashboardViewPath(paged, target), how);

  const onStepAction = (action: Exclude<StepAction, 'interview' | null>) => {
    switch (action) {
      case 'test':
        if (user.applicationStatus === 'TESTING') open('test');
        else setStartDialogOpen(true);
        return;
      case 'payment':
        setPaymentUploaded(false);
        setPaymentOpen(true);
        return;
      case 'enrolment':
        open('enrolmentForm');
        return;
      default:
        open(action);
    }
  };

  const onPaymentUploaded = () => {
    setPaymentOpen(false);
    setPaymentUploaded(true);
  };

  const onTestStarted = async () => {
    setStartDialogOpen(false);
    open('test');
    // The status is now TESTING on the server; a failed refresh only delays the step labels.
    await refreshCurrentUser().catch(() => undefined);
  };

  return (
    <Screen>
      <TestStartDialog
        opened={startDialogOpen}
        onClose={() => setStartDialogOpen(false)}
        onStarted={onTestStarted}
      />
      <Suspense fallback={<PageLoader />}>
        {view === 'questionnaire' && (
          <QuestionnaireForm
            page={page}
            onPage={pageMoves('questionnaire')}
            onSubmitted={() => open('formSplash')}
            onBack={backToDashboard}
          />
        )}
        {view === 'test' && (
          <AptitudeTestView page={page} onPage={pageMoves('test')} onLeave={backToDashboard} />
        )}
        {view === 'enrolmentForm' && (
          <EnrolmentForm
            page={page}
            onPage={pageMoves('enrolmentForm')}
            onBack={backToDashboard}
            onDone={backToDashboard}
          />
        )}
        {view === 'paymentAgreement' && <PaymentPlanForm onBack={backToDashboard} onDone={backToDashboard} />}
        {view === 'statement' && <MyStatementView onBack={backToDashboard} />}
        {(view === 'nativeForm' || view === 'tenancyForm' || view === 'loanForm') && (
          <AgreementForm kind={agreementKinds[view]} onBack={backToDashboard} onDone={backToDashboard} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {paymentOpen && (
          <PaymentDialog onClose={() => setPaymentOpen(false)} onUploaded={onPaymentUploaded} />
        )}
      </Suspense>
      {view === 'formSplash' && (
        <FormSplash onTakeTest={() => onStepAction('test')} onBackToDashboard={backToDashboard} />
      )}
      {view === 'fullInfo' && <FullInfo user={user} onBackHome={backToDashboard} />}
      {view === null && (
        <Stack gap="md">
          <WelcomeGreeting firstName={user.firstName} />
          {journeyComplete(user) && <JourneyDone user={user} contactEmail={config?.school.contactEmail} />}
          <ReapplyCard
            onApplied={(message) => {
              setReapplied(message);
              // The new application is at APPLIED; a failed refresh only delays the step labels.
              void refreshCurrentUser().catch(() => undefined);
            }}
          />
          {reapplied && (
            <Alert
              color="teal"
              withCloseButton
              closeButtonLabel={dashboardCopy.dismiss}
              onClose={() => setReapplied(null)}
            >
              {reapplied}
            </Alert>
          )}
          {paymentUploaded && (
            <Alert
              color="teal"
              withCloseButton
              closeButtonLabel={dashboardCopy.dismiss}
              onClose={() => setPaymentUploaded(false)}
            >
              {messages.uploadedSuccessfully}
            </Alert>
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 8 }}>
              {payCard && (
                <Suspense fallback={null}>
                  <Box mb="md">
                    <TuitionPayCard
                      payment={payCard}
                      firstName={user.firstName}
                      onUploadProof={
                        journeyStepOpen('paymentProof', user) ? () => onStepAction('payment') : undefined
                      }
                    />
                  </Box>
                </Suspense>
              )}
              {journeyStepOpen('loan', user) && (
                // An under-18 learner's loan step waits for their guardian's signature (issue 25.7).
                <Suspense fallback={null}>
                  <Box mb="md">
                    <GuardianWaitingNotice onOpen={() => onStepAction('loanForm')} />
                  </Box>
                </Suspense>
              )}
              <DashboardStepsList
                user={user}
                interview={interview.data}
                paymentProof={paymentProof.data}
                onAction={onStepAction}
                completedLinks={{
                  6: { label: enrolmentDashboardCopy.viewAgreedPlan, onOpen: () => setAgreedPlanOpen(true) },
                }}
              />
              {bookingStatuses.includes(user.applicationStatus ?? '') && (
                <Suspense fallback={null}>
                  <Box mt="md">
                    <ApplicantBookingPanel
                      onChanged={() => {
                        // The status and the interview step follow the booking; a failed refresh only delays them.
                        void refreshCurrentUser().catch(() => undefined);
                        void interview.refetch();
                      }}
                    />
                  </Box>
                </Suspense>
              )}
              {agreedPlanOpen && (
                <Suspense fallback={null}>
                  <AgreedPlanDialog opened onClose={() => setAgreedPlanOpen(false)} />
                </Suspense>
              )}
              <Box mt="md">
                <MessageConsentPanel />
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Paper withBorder radius="md" p="md" component="aside">
                <Stack gap="sm">
                  <ProfilePictureUpload />
                  <PersonalityTestLink personalityTestUrl={config?.personalityTestUrl} trait={user.trait} />
                  <Button variant="light" fullWidth onClick={() => setInfoSessionsOpen(true)}>
                    {copy.attendInfoSession}
                  </Button>
                  <Button variant="default" fullWidth onClick={() => open('fullInfo')}>
                    {copy.viewMyDetails}
                  </Button>
                  {(user.nativeState ?? 'PENDING') !== 'PENDING' && (
                    <Button variant="default" fullWidth onClick={() => open('statement')}>
                      {statementCopy.dashboardLink}
                    </Button>
                  )}
                  {config?.mainSiteUrl && (
                    <Anchor href={config.mainSiteUrl} target="_blank" rel="noopener noreferrer" ta="center">
                      {copy.visitMainSite}
                    </Anchor>
                  )}
                  <YourDataPanel />
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
      <InfoSessionDrawer opened={infoSessionsOpen} onClose={() => setInfoSessionsOpen(false)} />
    </Screen>
  );
}

import { staffRoles } from '@intake/contracts/status';
import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { paths } from './paths';
import { RequireRole } from './require-role';

// Every screen is its own chunk, so the apply form at / loads only what it uses.
const AppShellLayout = lazy(() => import('./layouts/app-shell-layout'));
const HeaderLayout = lazy(() => import('./layouts/header-layout'));
const ApplyPage = lazy(() => import('./routes/applicants/apply-page'));
const ApplicationSuccessfulPage = lazy(() => import('./routes/applicants/application-successful-page'));
const WithdrawPage = lazy(() => import('./routes/applicants/withdraw-page'));
const ApplicationWithdrawnPage = lazy(() => import('./routes/applicants/application-withdrawn-page'));
const LoginPage = lazy(() => import('./routes/auth/login-page'));
const CreatePasswordPage = lazy(() => import('./routes/auth/create-password-page'));
const PasswordSuccessfulPage = lazy(() => import('./routes/auth/password-successful-page'));
const ResetPasswordPage = lazy(() => import('./routes/auth/reset-password-page'));
const ResetPasswordSuccessfulPage = lazy(() => import('./routes/auth/reset-password-successful-page'));
const RedirectPage = lazy(() => import('./routes/auth/redirect-page'));
const WrongRoutePage = lazy(() => import('./routes/auth/wrong-route-page'));
const AdminConsolePage = lazy(() => import('./routes/admin/admin-console-page'));
const ApplicantDashboardPage = lazy(() => import('./routes/dashboard/applicant-dashboard-page'));
const AllApplicantsPage = lazy(() => import('./routes/dashboard/all-applicants-page'));
const ApplicantProfilePage = lazy(() => import('./routes/profile/applicant-profile-page'));
const FullInfoPage = lazy(() => import('./routes/profile/full-info-page'));
const AptitudeTestPage = lazy(() => import('./routes/profile/aptitude-test-page'));
const QuizPage = lazy(() => import('./routes/profile/quiz-page'));
const ActivityLogPage = lazy(() => import('./routes/profile/activity-log-page'));
const PartnerJoinPage = lazy(() => import('./routes/partners/partner-join-page'));
const HireFromUsPage = lazy(() => import('./routes/partners/hire-from-us-page'));
const PartnerApplicationSuccessfulPage = lazy(
  () => import('./routes/partners/partner-application-successful-page'),
);
const StayUpdatedPage = lazy(() => import('./routes/partners/stay-updated-page'));
const SubscribedPage = lazy(() => import('./routes/partners/subscribed-page'));
const SelfInvitePage = lazy(() => import('./routes/info-sessions/self-invite-page'));
const InviteSuccessfulPage = lazy(() => import('./routes/info-sessions/invite-successful-page'));
const TooEarlyPage = lazy(() => import('./routes/info-sessions/too-early-page'));
const SessionEndedPage = lazy(() => import('./routes/info-sessions/session-ended-page'));
const LinkErrorPage = lazy(() => import('./routes/errors/link-error-page'));
const AlreadyAcceptedInterviewPage = lazy(
  () => import('./routes/interviews/already-accepted-interview-page'),
);
const RescheduleInterviewPage = lazy(() => import('./routes/interviews/reschedule-interview-page'));
const RescheduleSuccessfulPage = lazy(() => import('./routes/interviews/reschedule-successful-page'));
const TestSuccessfulPage = lazy(() => import('./routes/aptitude-test/test-successful-page'));
const FormSubmittedPage = lazy(() => import('./routes/questionnaire/form-submitted-page'));
const AcceptedOfferPage = lazy(() => import('./routes/admissions/accepted-offer-page'));
const AlreadyDecidedPage = lazy(() => import('./routes/admissions/already-decided-page'));
const OfferExpiredPage = lazy(() => import('./routes/admissions/offer-expired-page'));
const OfferDeclinedPage = lazy(() => import('./routes/admissions/offer-declined-page'));
const EnrollmentSubmittedPage = lazy(() => import('./routes/enrolment/enrollment-submitted-page'));
const EnrollPage = lazy(() => import('./routes/enrolment/enroll-page'));
const AgreementPage = lazy(() => import('./routes/enrolment/agreement-page'));
const ConfirmPaymentPage = lazy(() => import('./routes/payments/confirm-payment-page'));
const UssdPage = lazy(() => import('./routes/payments/ussd-page'));
const PaymentConfirmedPage = lazy(() => import('./routes/payments/payment-confirmed-page'));
const PaymentDeclinedPage = lazy(() => import('./routes/payments/payment-declined-page'));
const PaymentAttendedPage = lazy(() => import('./routes/payments/payment-attended-page'));
const ExternalSitePage = lazy(() => import('./routes/external/external-site-page'));
const NotFoundPage = lazy(() => import('./routes/errors/not-found-page'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.apply, element: <ApplyPage /> },
      { path: paths.login, element: <LoginPage /> },
      {
        element: <AppShellLayout />,
        children: [
          { path: paths.applicationSuccessful, element: <ApplicationSuccessfulPage /> },
          { path: paths.createPassword, element: <CreatePasswordPage /> },
          { path: paths.passwordSuccessful, element: <PasswordSuccessfulPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.resetPasswordSuccessful, element: <ResetPasswordSuccessfulPage /> },
          { path: paths.applicationWithdrawn, element: <ApplicationWithdrawnPage /> },
          { path: paths.redirect, element: <RedirectPage /> },
          { path: paths.wrongRoute, element: <WrongRoutePage /> },
          { path: paths.partnerApplicationSuccessful, element: <PartnerApplicationSuccessfulPage /> },
          { path: paths.infoSessionTooEarly, element: <TooEarlyPage /> },
          { path: paths.infoSessionExpired, element: <SessionEndedPage /> },
          { path: paths.alreadyAcceptedInterview, element: <AlreadyAcceptedInterviewPage /> },
          { path: paths.linkError, element: <LinkErrorPage /> },
          { path: paths.testSuccessful, element: <TestSuccessfulPage /> },
          { path: paths.admissionAccepted, element: <AcceptedOfferPage /> },
          { path: paths.admissionAlreadyDecided, element: <AlreadyDecidedPage /> },
          { path: paths.admissionOfferExpired, element: <OfferExpiredPage /> },
          { path: paths.admissionOfferDeclined, element: <OfferDeclinedPage /> },
          { path: paths.paymentConfirmed, element: <PaymentConfirmedPage /> },
          { path: paths.paymentDeclined, element: <PaymentDeclinedPage /> },
          { path: paths.paymentAttended, element: <PaymentAttendedPage /> },
          { path: paths.subscribed, element: <SubscribedPage /> },
          { path: paths.elderDashboard, element: <ExternalSitePage /> },
          { path: paths.externalSite, element: <ExternalSitePage /> },
          {
            element: <HeaderLayout />,
            children: [
              { path: paths.withdraw, element: <WithdrawPage /> },
              { path: paths.partnerJoin, element: <PartnerJoinPage /> },
              { path: paths.hireFromUs, element: <HireFromUsPage /> },
              { path: paths.stayUpdated, element: <StayUpdatedPage /> },
              { path: paths.selfInvite, element: <SelfInvitePage /> },
              { path: paths.selfInviteSuccessful, element: <InviteSuccessfulPage /> },
              { path: paths.rescheduleInterview, element: <RescheduleInterviewPage /> },
              { path: paths.rescheduleSuccessful, element: <RescheduleSuccessfulPage /> },
              {
                element: <RequireRole allowed={['APPLICANT']} />,
                children: [
                  { path: paths.dashboard, element: <ApplicantDashboardPage /> },
                  { path: paths.formSubmitted, element: <FormSubmittedPage /> },
                  { path: paths.enrollmentSubmitted, element: <EnrollmentSubmittedPage /> },
                  { path: paths.enroll, element: <EnrollPage /> },
                  { path: paths.agreement, element: <AgreementPage /> },
                ],
              },
              {
                element: <RequireRole allowed={['ADMIN', 'ELDER']} />,
                children: [
                  { path: paths.confirmPayment, element: <ConfirmPaymentPage /> },
                  { path: paths.ussd, element: <UssdPage /> },
                ],
              },
              {
                element: <RequireRole allowed={['ADMIN']} />,
                children: [{ path: paths.adminConsole, element: <AdminConsolePage /> }],
              },
              {
                element: <RequireRole allowed={staffRoles} />,
                children: [
                  { path: paths.allApplicants, element: <AllApplicantsPage /> },
                  { path: paths.profileFullInfo, element: <FullInfoPage /> },
                  { path: paths.profileTest, element: <AptitudeTestPage /> },
                  { path: paths.profileQuiz, element: <QuizPage /> },
                  { path: paths.profileActivityLog, element: <ActivityLogPage /> },
                  { path: paths.profile, element: <ApplicantProfilePage /> },
                ],
              },
            ],
          },
          { path: paths.notFound, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The app's screens for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}

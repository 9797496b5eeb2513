import { paths } from '@intake/contracts/pages';
import { staffRoles } from '@intake/contracts/status';
import { type ComponentType, isValidElement, lazy } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject, renderMatches, useLocation } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RequireRole } from './require-role';

type ScreenModule = { default: ComponentType };

/** How to load each lazy screen and layout, so that its chunk can be asked for before React renders it. */
const screenLoads = new Map<unknown, () => Promise<ScreenModule>>();

function lazyScreen(load: () => Promise<ScreenModule>) {
  let loaded: ScreenModule | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // Once its chunk is in (loadScreens), a screen renders without suspending: React's lazy takes a
  // thenable that answers at once as resolved. So the drawn page on / is hydrated in one pass, and
  // the build renders it whole (prerender.tsx).
  const answerAtOnce = (module: ScreenModule) =>
    ({
      // biome-ignore lint/suspicious/noThenProperty: React's lazy takes a thenable; this one answers at once.
      then: (resolve: (value: ScreenModule) => void) => resolve(module),
    }) as unknown as Promise<ScreenModule>;
  const screen = lazy(() => (loaded ? answerAtOnce(loaded) : loadAndKeep()));
  screenLoads.set(screen, loadAndKeep);
  return screen;
}

// Every screen is its own chunk, so the apply form at / loads only what it uses.
const AppShellLayout = lazyScreen(() => import('./layouts/app-shell-layout'));
const HeaderLayout = lazyScreen(() => import('./layouts/header-layout'));
const ApplyPage = lazyScreen(() => import('./routes/applicants/apply-page'));
const ApplicationSuccessfulPage = lazyScreen(() => import('./routes/applicants/application-successful-page'));
const WithdrawPage = lazyScreen(() => import('./routes/applicants/withdraw-page'));
const ApplicationWithdrawnPage = lazyScreen(() => import('./routes/applicants/application-withdrawn-page'));
const LoginPage = lazyScreen(() => import('./routes/auth/login-page'));
const CreatePasswordPage = lazyScreen(() => import('./routes/auth/create-password-page'));
const PasswordSuccessfulPage = lazyScreen(() => import('./routes/auth/password-successful-page'));
const ResetPasswordPage = lazyScreen(() => import('./routes/auth/reset-password-page'));
const ResetPasswordSuccessfulPage = lazyScreen(() => import('./routes/auth/reset-password-successful-page'));
const RedirectPage = lazyScreen(() => import('./routes/auth/redirect-page'));
const WrongRoutePage = lazyScreen(() => import('./routes/auth/wrong-route-page'));
const AdminConsolePage = lazyScreen(() => import('./routes/admin/admin-console-page'));
const ApplicantDashboardPage = lazyScreen(() => import('./routes/dashboard/applicant-dashboard-page'));
const AllApplicantsPage = lazyScreen(() => import('./routes/dashboard/all-applicants-page'));
const ReviewsPage = lazyScreen(() => import('./routes/reviews/reviews-page'));
const InterviewCalendarPage = lazyScreen(() => import('./routes/interviews/interview-calendar-page'));
const InterviewBookingsPage = lazyScreen(() => import('./routes/interviews/interview-bookings-page'));
const FunnelPage = lazyScreen(() => import('./routes/admin/funnel-page'));
const FinancePage = lazyScreen(() => import('./routes/admin/finance-page'));
const ApplicantProfilePage = lazyScreen(() => import('./routes/profile/applicant-profile-page'));
const FullInfoPage = lazyScreen(() => import('./routes/profile/full-info-page'));
const AptitudeTestPage = lazyScreen(() => import('./routes/profile/aptitude-test-page'));
const QuizPage = lazyScreen(() => import('./routes/profile/quiz-page'));
const ActivityLogPage = lazyScreen(() => import('./routes/profile/activity-log-page'));
const PartnerJoinPage = lazyScreen(() => import('./routes/partners/partner-join-page'));
const HireFromUsPage = lazyScreen(() => import('./routes/partners/hire-from-us-page'));
const PartnerApplicationSuccessfulPage = lazyScreen(
  () => import('./routes/partners/partner-application-successful-page'),
);
const StayUpdatedPage = lazyScreen(() => import('./routes/partners/stay-updated-page'));
const SubscribedPage = lazyScreen(() => import('./routes/partners/subscribed-page'));
const SelfInvitePage = lazyScreen(() => import('./routes/info-sessions/self-invite-page'));
const InviteSuccessfulPage = lazyScreen(() => import('./routes/info-sessions/invite-successful-page'));
const TooEarlyPage = lazyScreen(() => import('./routes/info-sessions/too-early-page'));
const SessionEndedPage = lazyScreen(() => import('./routes/info-sessions/session-ended-page'));
const VenuePage = lazyScreen(() => import('./routes/info-sessions/venue-page'));
const LinkErrorPage = lazyScreen(() => import('./routes/errors/link-error-page'));
const AlreadyAcceptedInterviewPage = lazyScreen(
  () => import('./routes/interviews/already-accepted-interview-page'),
);
const RescheduleInterviewPage = lazyScreen(() => import('./routes/interviews/reschedule-interview-page'));
const RescheduleSuccessfulPage = lazyScreen(() => import('./routes/interviews/reschedule-successful-page'));
const TestSuccessfulPage = lazyScreen(() => import('./routes/aptitude-test/test-successful-page'));
const FormSubmittedPage = lazyScreen(() => import('./routes/questionnaire/form-submitted-page'));
const AcceptedOfferPage = lazyScreen(() => import('./routes/admissions/accepted-offer-page'));
const AlreadyDecidedPage = lazyScreen(() => import('./routes/admissions/already-decided-page'));
const OfferExpiredPage = lazyScreen(() => import('./routes/admissions/offer-expired-page'));
const OfferDeclinedPage = lazyScreen(() => import('./routes/admissions/offer-declined-page'));
const RespondToOfferPage = lazyScreen(() => import('./routes/admissions/respond-to-offer-page'));
const AcceptInterviewPage = lazyScreen(() => import('./routes/interviews/accept-interview-page'));
const BookInterviewPage = lazyScreen(() => import('./routes/interviews/book-interview-page'));
const GuardianConsentPage = lazyScreen(() => import('./routes/enrolment/guardian-consent-page'));
const ConfirmInterviewPage = lazyScreen(() => import('./routes/interviews/confirm-interview-page'));
const RespondToPaymentPage = lazyScreen(() => import('./routes/payments/respond-to-payment-page'));
const LinkReplacedPage = lazyScreen(() => import('./routes/errors/link-replaced-page'));
const EnrollmentSubmittedPage = lazyScreen(() => import('./routes/enrolment/enrollment-submitted-page'));
const EnrollPage = lazyScreen(() => import('./routes/enrolment/enroll-page'));
const AgreementPage = lazyScreen(() => import('./routes/enrolment/agreement-page'));
const ConfirmPaymentPage = lazyScreen(() => import('./routes/payments/confirm-payment-page'));
const UssdPage = lazyScreen(() => import('./routes/payments/ussd-page'));
const PaymentConfirmedPage = lazyScreen(() => import('./routes/payments/payment-confirmed-page'));
const PaymentDeclinedPage = lazyScreen(() => import('./routes/payments/payment-declined-page'));
const PaymentAttendedPage = lazyScreen(() => import('./routes/payments/payment-attended-page'));
const PayTuitionPage = lazyScreen(() => import('./routes/payments/pay-tuition-page'));
const CheckoutReturnPage = lazyScreen(() => import('./routes/payments/checkout-return-page'));
const ExternalSitePage = lazyScreen(() => import('./routes/external/external-site-page'));
const NotFoundPage = lazyScreen(() => import('./routes/errors/not-found-page'));

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
          { path: paths.infoSessionVenue, element: <VenuePage /> },
          { path: paths.alreadyAcceptedInterview, element: <AlreadyAcceptedInterviewPage /> },
          { path: paths.linkError, element: <LinkErrorPage /> },
          { path: paths.linkReplaced, element: <LinkReplacedPage /> },
          { path: paths.testSuccessful, element: <TestSuccessfulPage /> },
          { path: paths.admissionAccepted, element: <AcceptedOfferPage /> },
          { path: paths.admissionAlreadyDecided, element: <AlreadyDecidedPage /> },
          { path: paths.admissionOfferExpired, element: <OfferExpiredPage /> },
          { path: paths.admissionOfferDeclined, element: <OfferDeclinedPage /> },
          { path: paths.admissionRespond, element: <RespondToOfferPage /> },
          { path: paths.interviewAccept, element: <AcceptInterviewPage /> },
          { path: paths.bookInterview, element: <BookInterviewPage /> },
          { path: paths.guardianConsent, element: <GuardianConsentPage /> },
          { path: paths.confirmInterview, element: <ConfirmInterviewPage /> },
          {
            // Staff answer a payment signed in, so that who answers is known (never their own).
            element: <RequireRole allowed={['ADMIN', 'ELDER']} returnAfterSignIn />,
            children: [{ path: paths.paymentRespond, element: <RespondToPaymentPage /> }],
          },
          { path: paths.paymentConfirmed, element: <PaymentConfirmedPage /> },
          { path: paths.paymentDeclined, element: <PaymentDeclinedPage /> },
          { path: paths.paymentAttended, element: <PaymentAttendedPage /> },
          // Whoever pays (the learner, or a parent or sponsor from a shared link) need not sign in.
          { path: paths.payTuition, element: <PayTuitionPage /> },
          { path: paths.checkoutReturn, element: <CheckoutReturnPage /> },
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
                // The review pages are opened from the staff e-mail too: back to the proof after sign-in.
                element: <RequireRole allowed={['ADMIN', 'ELDER']} returnAfterSignIn />,
                children: [
                  { path: paths.confirmPayment, element: <ConfirmPaymentPage /> },
                  { path: paths.ussd, element: <UssdPage /> },
                ],
              },
              {
                element: <RequireRole allowed={['ADMIN']} />,
                children: [
                  { path: paths.adminConsole, element: <AdminConsolePage /> },
                  { path: paths.funnel, element: <FunnelPage /> },
                  { path: paths.interviewBookings, element: <InterviewBookingsPage /> },
                ],
              },
              {
                // Sponsors do not review.
                element: <RequireRole allowed={['ADMIN', 'ELDER']} />,
                children: [
                  { path: paths.reviews, element: <ReviewsPage /> },
                  { path: paths.interviewCalendar, element: <InterviewCalendarPage /> },
                ],
              },
              {
                element: <RequireRole allowed={staffRoles} />,
                children: [
                  // Admins and the finance address's account (any staff role): the server checks which.
                  { path: paths.finance, element: <FinancePage /> },
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

/**
 * The routes that show an address. Ranking the routes (what matchRoutes and useRoutes do on every
 * call) is a long task on a throttled phone, and the app asks for the same address once to load its
 * chunks and again on every render of it (a changed query string included): it is ranked once here.
 */
let lastMatch: { pathname: string; matches: RouteMatch[] | null } | undefined;
function matchAddress(pathname: string) {
  if (lastMatch?.pathname !== pathname) lastMatch = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatch.matches;
}

/**
 * Loads the chunks of every layout and screen the address shows. A page whose HTML came rendered
 * (scripts/prerender-web.mjs) waits for them before React takes its place, so that no spinner
 * stands between the page and its screen.
 */
export function loadScreens(pathname: string): Promise<unknown> {
  const loads = (matchAddress(pathname) ?? []).map(({ route }) =>
    isValidElement(route.element) ? screenLoads.get(route.element.type)?.() : undefined,
  );
  return Promise.all(loads);
}

/** The app's screens for the current address. */
export function AppRoutes() {
  return renderMatches(matchAddress(useLocation().pathname));
}

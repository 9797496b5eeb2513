export { dashboardCopy } from '@intake/contracts/copy/dashboard';
export { refreshCurrentUser, useCurrentUserRefresh } from './api/get-current-user';
export { useInterviewQuery } from './api/get-interview';
export { DashboardSkeleton } from './components/dashboard-skeleton';
export { DashboardStepsList } from './components/dashboard-steps-list';
export { FullInfo } from './components/full-info';
export { JourneyDone } from './components/journey-done';
export { PersonalityTestLink } from './components/personality-test-link';
export { WelcomeGreeting } from './components/welcome-greeting';
export {
  type AgreementAction,
  enrolmentOpen,
  interviewLookup,
  journeyComplete,
  mayOpenView,
  nextAgreement,
  type PaymentProofSummary,
  type StepAction,
} from './dashboard-steps';

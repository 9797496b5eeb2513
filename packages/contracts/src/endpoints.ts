import type { Endpoint } from './endpoint.ts';
import * as admin from './endpoints/admin.ts';
import * as agreements from './endpoints/agreements.ts';
import * as applicantProfile from './endpoints/applicant-profile.ts';
import * as applicantRecords from './endpoints/applicant-records.ts';
import * as applicants from './endpoints/applicants.ts';
import * as aptitudeTest from './endpoints/aptitude-test.ts';
import * as bulkActionStart from './endpoints/bulk-action-start.ts';
import * as bulkActions from './endpoints/bulk-actions.ts';
import * as checkIn from './endpoints/check-in.ts';
import * as companyForms from './endpoints/company-forms.ts';
import * as companyRequests from './endpoints/company-requests.ts';
import * as csvImport from './endpoints/csv-import.ts';
import * as decisionReasons from './endpoints/decision-reasons.ts';
import * as discountCodes from './endpoints/discount-codes.ts';
import * as duplicates from './endpoints/duplicates.ts';
import * as emailLinkRedirects from './endpoints/email-link-redirects.ts';
import * as emailLinks from './endpoints/email-links.ts';
import * as enrolmentForm from './endpoints/enrolment-form.ts';
import * as erasure from './endpoints/erasure.ts';
import * as files from './endpoints/files.ts';
import * as finance from './endpoints/finance.ts';
import * as formData from './endpoints/form-data.ts';
import * as funnel from './endpoints/funnel.ts';
import * as guardianConsent from './endpoints/guardian-consent.ts';
import * as health from './endpoints/health.ts';
import * as infoSessionAdmin from './endpoints/info-session-admin.ts';
import * as infoSessions from './endpoints/info-sessions.ts';
import * as interviewBooking from './endpoints/interview-booking.ts';
import * as interviewInvite from './endpoints/interview-invite.ts';
import * as interviewReschedule from './endpoints/interview-reschedule.ts';
import * as interviewReview from './endpoints/interview-review.ts';
import * as login from './endpoints/login.ts';
import * as messageTimeline from './endpoints/message-timeline.ts';
import * as messaging from './endpoints/messaging.ts';
import * as mfa from './endpoints/mfa.ts';
import * as myPaymentProof from './endpoints/my-payment-proof.ts';
import * as offers from './endpoints/offers.ts';
import * as passwordLinks from './endpoints/password-links.ts';
import * as paymentLinks from './endpoints/payment-links.ts';
import * as paymentPlan from './endpoints/payment-plan.ts';
import * as paymentProof from './endpoints/payment-proof.ts';
import * as paymentReview from './endpoints/payment-review.ts';
import * as paymentWebhooks from './endpoints/payment-webhooks.ts';
import * as privacy from './endpoints/privacy.ts';
import * as questionnaire from './endpoints/questionnaire.ts';
import * as reapply from './endpoints/reapply.ts';
import * as reminders from './endpoints/reminders.ts';
import * as reviewAssignments from './endpoints/review-assignments.ts';
import * as reviewQueue from './endpoints/review-queue.ts';
import * as reviewRubrics from './endpoints/review-rubrics.ts';
import * as reviewScorecards from './endpoints/review-scorecards.ts';
import * as schoolPayment from './endpoints/school-payment.ts';
import * as selfInvite from './endpoints/self-invite.ts';
import * as session from './endpoints/session.ts';
import * as settings from './endpoints/settings.ts';
import * as testAdmin from './endpoints/test-admin.ts';
import * as tuitionPayment from './endpoints/tuition-payment.ts';
import * as tuitionStatement from './endpoints/tuition-statement.ts';
import * as withdrawal from './endpoints/withdrawal.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'access' in value && 'path' in value;

/**
 * Every declared call, for the API's access matrix and checks. The web imports single calls from
 * `@intake/contracts/endpoints/<domain>` instead, so that a screen's bundle carries only its own.
 */
export const declaredEndpoints: readonly Endpoint[] = [
  admin,
  agreements,
  applicantProfile,
  applicantRecords,
  applicants,
  aptitudeTest,
  bulkActionStart,
  bulkActions,
  checkIn,
  companyForms,
  companyRequests,
  csvImport,
  decisionReasons,
  discountCodes,
  duplicates,
  emailLinkRedirects,
  emailLinks,
  enrolmentForm,
  erasure,
  files,
  finance,
  formData,
  funnel,
  guardianConsent,
  health,
  infoSessionAdmin,
  infoSessions,
  interviewBooking,
  interviewInvite,
  interviewReschedule,
  interviewReview,
  login,
  mfa,
  messageTimeline,
  messaging,
  myPaymentProof,
  offers,
  passwordLinks,
  paymentLinks,
  paymentPlan,
  paymentWebhooks,
  paymentProof,
  paymentReview,
  privacy,
  questionnaire,
  reapply,
  reminders,
  reviewAssignments,
  reviewQueue,
  reviewRubrics,
  reviewScorecards,
  schoolPayment,
  selfInvite,
  session,
  settings,
  testAdmin,
  tuitionPayment,
  tuitionStatement,
  withdrawal,
]
  .flatMap((module) => Object.values(module))
  .filter(isEndpoint);

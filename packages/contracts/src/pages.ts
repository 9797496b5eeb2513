// The web app's page addresses, declared once (issue 21.3): the web router's routes, the links the
// screens follow, the links in e-mails and the API's redirects all read them here. Plain strings and
// small functions only: the first screens (/ and /login) import this file, so it pulls in no zod.
import type { Role } from './status.ts';

/** Every route of the spec (docs/spec/portal-spec.md §2), in one place. */
export const paths = {
  apply: '/',
  login: '/login',
  applicationSuccessful: '/application_successful',
  createPassword: '/createPassword/:user',
  passwordSuccessful: '/password_successful',
  resetPassword: '/resetPassword',
  resetPasswordSuccessful: '/resetPassword_successful',
  withdraw: '/application/withdraw/:user',
  applicationWithdrawn: '/application_withdrawn',
  redirect: '/redirect/:userToken',
  wrongRoute: '/redirect/wrongRoute',
  adminConsole: '/systemAdmin/:user',
  dashboard: '/dashboard/',
  allApplicants: '/dashboard/all-applicants',
  /** Not in the spec: the signed-in elder's or admin's first-round review queue, "My reviews" (issue 22.3). */
  reviews: '/dashboard/reviews',
  /** Not in the spec: a cohort's funnel, for admins (issue 23.6). */
  funnel: '/dashboard/funnel',
  profile: '/profile/:id',
  profileFullInfo: '/profile/full-info',
  profileTest: '/profile/test',
  profileQuiz: '/profile/quiz',
  profileActivityLog: '/profile/activity-log',
  partnerJoin: '/partner/join',
  hireFromUs: '/hire-from-us',
  partnerApplicationSuccessful: '/partner_application_successful',
  selfInvite: '/infoSession/selfInvite',
  selfInviteSuccessful: '/infoSession/invite_successful',
  infoSessionTooEarly: '/error/infosession/too_early/:user',
  infoSessionExpired: '/error/infosession/expired/:user',
  /** Not in the spec: the join link of an in-person session, with its venue and time (issue 18). */
  infoSessionVenue: '/infoSession/venue/:token',
  alreadyAcceptedInterview: '/error/alreadyInvited/:id',
  /** Not in the spec: an unknown or expired e-mailed link (see docs/decisions/0007-staff-review.md). */
  linkError: '/error/link',
  /** Not in the spec: a link a newer e-mail replaced (issue 18). */
  linkReplaced: '/error/link_replaced',
  testSuccessful: '/test_successful/:id',
  formSubmitted: '/formSubmitted/:id',
  admissionAccepted: '/admission/accepted_offer',
  admissionAlreadyDecided: '/admission/already_decided',
  admissionOfferExpired: '/admission/offer_expired',
  admissionOfferDeclined: '/admission/offer_declined',
  /** Not in the spec: the pages e-mailed links open, which act only on a click (issue 18). */
  admissionRespond: '/admission/respond/:token',
  interviewAccept: '/interview/accept/:token',
  /** Not in the spec: the applicant picks (or moves) an interview slot from the e-mailed link (issue 26). */
  bookInterview: '/interview/book/:token',
  /** Not in the spec: the 24-hour reminder's "I'll attend" page, which confirms only on a click (issue 26). */
  confirmInterview: '/interview/confirm/:token',
  /** Not in the spec: an elder's interview availability and booked interviews; admins see everyone's (issue 26). */
  interviewCalendar: '/dashboard/interviews',
  /** Not in the spec: the admins' day of booked interviews per elder and everyone's availability (issue 26). */
  interviewBookings: '/dashboard/interview-bookings',
  paymentRespond: '/payment/respond/:token',
  /** Not in the spec: a guardian consents to an under-18 learner's loan agreement (issue 25.7). */
  guardianConsent: '/guardian/consent/:token',
  rescheduleInterview: '/reschedule-interview/:id',
  rescheduleSuccessful: '/invite-successful',
  enrollmentSubmitted: '/enrollment_data/submitted',
  enroll: '/enroll',
  agreement: '/agreement',
  confirmPayment: '/confirm-payment',
  ussd: '/ussd',
  paymentConfirmed: '/payment-confirmed',
  paymentDeclined: '/payment-declined',
  paymentAttended: '/payment-attended',
  /** Not in the spec: the tuition payment link a learner shares with whoever pays (issue 24.2). */
  payTuition: '/pay/:token',
  /** Not in the spec: where the provider's hosted checkout sends the payer back (issue 24.2). */
  checkoutReturn: '/pay-return',
  /** Not in the spec: payments by day, unmatched payments, balances (issue 24.5). */
  finance: '/dashboard/finance',
  stayUpdated: '/lampLaunch/stay-updated',
  subscribed: '/lampLaunch/subscribed',
  elderDashboard: '/elderDashboard',
  /** `/{product}Home` and `/{product}Blog`: React Router has no partial segments, so the page checks the name. */
  externalSite: '/:externalSite',
  notFound: '*',
} as const;

export type PagePattern = (typeof paths)[keyof typeof paths];

type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:params` a page's pattern names, each a string. */
export type PageParams<Pattern extends string> = { [Name in ParamNames<Pattern>]: string };

/** The address of `pattern` with its `:params` filled in, each encoded (as React Router's generatePath does). */
export function pagePath<Pattern extends PagePattern>(pattern: Pattern, params: PageParams<Pattern>): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:([\w-]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The handoff page of another of the school's sites at `siteUrl` (the elder application, the
 * personality test), carrying a one-time handoff token: they take it at this portal's own
 * /redirect/:userToken (docs/spec/portal-spec.md §2).
 */
export const handoffUrl = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, '')}${pagePath(paths.redirect, { userToken: token })}`;

/** The reset page as the spec links to it, from /login and from the reset e-mail: with its slash. */
export const resetPasswordLink = `${paths.resetPassword}/`;

/**
 * The views the applicant dashboard shows one at a time (docs/spec/portal-spec.md §2), each its own history entry under
 * the spec's /dashboard/ route: `?view=questionnaire&page=4`, `?view=test&page=3` (the question).
 * Without a view the address is the dashboard itself.
 */
export const dashboardViews = [
  'questionnaire',
  'formSplash',
  'test',
  'fullInfo',
  'enrolmentForm',
  'paymentAgreement',
  'nativeForm',
  'tenancyForm',
  'loanForm',
  /** Not in the spec: the learner's tuition statement (issue 24.4). */
  'statement',
] as const;
export type DashboardView = (typeof dashboardViews)[number];

/** The dashboard's address for `view` (and its page, from 1), or the dashboard itself. */
export function dashboardViewPath(view?: DashboardView, page?: number): string {
  if (!view) return paths.dashboard;
  const query = new URLSearchParams({ view });
  if (page !== undefined) query.set('page', String(page));
  return `${paths.dashboard}?${query}`;
}

/** The view and page a dashboard address names; anything unknown reads as the dashboard itself. */
export function dashboardViewOf(search: string): { view: DashboardView | null; page: number | null } {
  const query = new URLSearchParams(search);
  const named = query.get('view');
  const view = (dashboardViews as readonly string[]).includes(named ?? '') ? (named as DashboardView) : null;
  const page = Number(query.get('page'));
  return { view, page: view && Number.isInteger(page) && page >= 1 ? page : null };
}

/** Which external site a redirect route names: `/{product}Home`, `/{product}Blog`, `/elderDashboard`. */
export function externalSiteOf(pathname: string): 'home' | 'blog' | 'elderDashboard' | undefined {
  if (pathname === paths.elderDashboard) return 'elderDashboard';
  const suffix = /^\/[A-Za-z0-9]+(Home|Blog)\/?$/.exec(pathname)?.[1];
  if (suffix === 'Home') return 'home';
  if (suffix === 'Blog') return 'blog';
  return undefined;
}

/** The admin console of the admin named `firstName` (the spec's user part: the first name lowercased). */
export const adminConsolePath = (firstName: string) =>
  pagePath(paths.adminConsole, { user: firstName.toLowerCase() });

/** Where a signed-in user belongs inside this app. */
export function homePathFor(user: { roles: Role; firstName: string }): string {
  switch (user.roles) {
    case 'APPLICANT':
      return paths.dashboard;
    case 'ADMIN':
      return adminConsolePath(user.firstName);
    case 'ELDER':
    case 'SPONSOR':
      return paths.allApplicants;
    default:
      return paths.login;
  }
}

/** The query parameter of /login that names the in-app address to return to once signed in. */
const RETURN_TO_PARAM = 'next';

/** /login, coming back to `path` once signed in (a staff link opened without a session). */
export const loginReturningTo = (path: string) =>
  `${paths.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: path })}`;

/**
 * The address /login was asked to return to, when it is one of this app's own: a path, never
 * `//host` or `/\host`, which a browser reads as another site.
 */
export function returnToOf(search: URLSearchParams): string | undefined {
  const next = search.get(RETURN_TO_PARAM);
  return next && /^\/(?![/\\])/.test(next) ? next : undefined;
}

/** The query parameter of the staff review pages that names the proof of payment. */
const PROOF_PARAM = 'proof';

/** The staff review of proof `proofId`, as its e-mail links to it: USSD payments on /ussd, the others on /confirm-payment. */
export const paymentReviewPath = (proofId: string, paymentMethod: string) =>
  `${paymentMethod === 'ussd' ? paths.ussd : paths.confirmPayment}?${new URLSearchParams({ [PROOF_PARAM]: proofId })}`;

/** The proof a review page's address names. */
export const reviewedProofOf = (search: URLSearchParams) => search.get(PROOF_PARAM)?.trim();

/** The query parameter of /invite-successful that says the interview was accepted, not rescheduled. */
const ACCEPTED_PARAM = 'accepted';

/** /invite-successful, where accepting an interview from its e-mail lands. */
export const interviewAcceptedPath = `${paths.rescheduleSuccessful}?${ACCEPTED_PARAM}=true`;

/** Whether /invite-successful was reached by accepting an interview (else by rescheduling one). */
export const isInterviewAccepted = (search: URLSearchParams) => search.get(ACCEPTED_PARAM) === 'true';

/** The query parameter of /dashboard/reviews that names the applicant under review. */
const REVIEWED_APPLICANT_PARAM = 'applicant';

/** "My reviews" on one applicant (so Back and reload keep the place), or on the next in the queue. */
export const reviewsPath = (applicantId?: string) =>
  applicantId
    ? `${paths.reviews}?${new URLSearchParams({ [REVIEWED_APPLICANT_PARAM]: applicantId })}`
    : paths.reviews;

/** The applicant a "My reviews" address names. */
export const reviewedApplicantOf = (search: URLSearchParams) =>
  search.get(REVIEWED_APPLICANT_PARAM)?.trim() || undefined;

/** The query parameter of /dashboard/funnel that names the cohort shown. */
const FUNNEL_COHORT_PARAM = 'cohort';

/** The funnel of one cohort (so Back and reload keep it), or of the current one. */
export const funnelPath = (cohortId?: string) =>
  cohortId ? `${paths.funnel}?${new URLSearchParams({ [FUNNEL_COHORT_PARAM]: cohortId })}` : paths.funnel;

/** The cohort a funnel address names. */
export const funnelCohortOf = (search: URLSearchParams) =>
  search.get(FUNNEL_COHORT_PARAM)?.trim() || undefined;

import {
  type AccessRule,
  ADMIN,
  APPLICANT,
  type ApplicantNamedBy,
  endpointKey,
  STAFF_ACT,
  STAFF_READ,
} from '@intake/contracts';
import { declaredEndpoints } from '@intake/contracts/endpoints';

export type { Access, AccessRule, ApplicantNamedBy } from '@intake/contracts';

/*
 * Who may reach each API call. A call declared in packages/contracts/src/endpoints/ carries its
 * rule in its declaration; the table below holds the rules of the calls not yet declared there, and
 * shrinks as each module is converted (docs/decisions/0065-contracts-endpoint-declarations.md).
 * apps/api/test/access/access-matrix.test.ts reads the app's own route table and fails for any
 * `/api/…` route without a rule, then calls every route as each kind of caller and checks the
 * answer against the rule. The kinds of rule are described with `Access` and `AccessRule`
 * (packages/contracts/src/endpoint.ts).
 */

const publicRoute: AccessRule = { allow: 'public' };
const linkToken: AccessRule = { allow: 'link-token' };
const signedIn: AccessRule = { allow: 'signed-in' };
const admin: AccessRule = { allow: ADMIN };
const staffAct: AccessRule = { allow: STAFF_ACT };
const staffRead: AccessRule = { allow: STAFF_READ };
/** The applicant's own records, found from the session (nothing in the path to change). */
const applicantOwn: AccessRule = { allow: APPLICANT };
const byEmailParam: ApplicantNamedBy = { in: 'params', field: 'email' };
const byPaymentLink: ApplicantNamedBy = { in: 'paymentLink', field: 'token' };

/** The calls not yet declared in contracts: one entry per `METHOD path`, as the route was registered. */
export const undeclaredRules: Record<string, AccessRule> = {
  // The OpenAPI document and its UI.
  'GET /api/docs': publicRoute,
  'GET /api/docs/json': publicRoute,
  'GET /api/docs/yaml': publicRoute,
  'GET /api/docs/static/*': publicRoute,
  'GET /api/docs/static/index.html': publicRoute,
  'GET /api/docs/static/swagger-initializer.js': publicRoute,

  // Staff review.
  'GET /api/elder/getAllApplicants': staffRead,
  'GET /api/elder/getApplicantByEmail/:email': staffRead,
  'GET /api/elder/exportApplicants': staffRead,
  'GET /api/elder/allInterviewComment/:email': staffRead,
  'GET /api/elder/getInterviewSchedule/:applicantId': staffRead,

  // The aptitude test.
  'POST /api/applicant/startTest': applicantOwn,
  'GET /api/applicant/test': applicantOwn,
  'GET /api/applicant/test/images/*': { allow: 'public', note: 'the pattern images; they hold no answers' },
  'PATCH /api/applicant/test/answer': applicantOwn,
  'POST /api/applicant/test/heartbeat': applicantOwn,
  'PATCH /api/applicant/submitAptitudeTest': applicantOwn,
  'POST /api/applicant/stopTest/:email': { allow: APPLICANT, owner: 403 },
  'DELETE /api/applicant/stopTest/:email': { ...admin, actsOn: byEmailParam },
  'POST /api/admin/resetApplicantTest/:email': { ...admin, actsOn: byEmailParam },

  // Info sessions.
  'POST /api/infoSession/createInfoSession': admin,
  'POST /api/infoSession/updateInfoSession': admin,
  'GET /api/infoSession/getAvailableInfoSessions': signedIn,
  'GET /api/infoSession/getAvailableInfoSessionsSelfInvite': publicRoute,
  'POST /api/infoSession/selfInvite/:email/:infoSessionId': {
    allow: 'public',
    note: 'mails the ticket to that address only; the same answer whether or not it has an account',
  },
  'GET /api/infoSession/selectInfoSession/:infoSessionId': applicantOwn,
  'GET /api/infoSession/attend/:token': linkToken,
  'GET /api/infoSession/venue/:token': linkToken,
  'GET /api/infoSession/attend': {
    allow: 'public',
    note: 'a join link cut before its ticket: only redirects to the link error page',
  },
  'GET /api/admin/sendInfoSessionEmail': admin,

  // Interviews and decisions.
  'GET /api/interviewInvite/getInterviewInvite/:applicantId': {
    allow: ['APPLICANT', 'ADMIN', 'ELDER', 'SPONSOR'],
    owner: 403,
  },
  'POST /api/interviewInvite/inviteApplicant': {
    ...staffAct,
    actsOn: { in: 'body', field: 'applicantEmail' },
  },
  'GET /api/interviewInvite/accept/:token': linkToken,
  'GET /api/interviewInvite/acceptLink/:token': linkToken,
  'POST /api/interviewInvite/accept/:token': linkToken,
  'POST /api/interviewInvite/reschedule/:token': linkToken,
  'POST /api/interviewComment/createComment/:email': { ...staffAct, actsOn: byEmailParam },
  'POST /api/interviewComment/createComment/:email/:comment': { ...staffAct, actsOn: byEmailParam },
  'POST /api/elder/startInterview/:email': { ...staffAct, actsOn: byEmailParam },
  'POST /api/elder/completeInterview/:email': { ...staffAct, actsOn: byEmailParam },
  'POST /api/elder/sendInterviewDecision/:email/:decision': { ...staffAct, actsOn: byEmailParam },
  'GET /api/applicant/acceptAdmissionOffer/:token': linkToken,
  'GET /api/applicant/declineAdmissionOffer/:token': linkToken,
  'GET /api/applicant/admissionOffer/:token': linkToken,
  'POST /api/applicant/acceptAdmissionOffer/:token': linkToken,
  'POST /api/applicant/declineAdmissionOffer/:token': linkToken,

  // After admission: payment, enrolment, agreements.
  'POST /api/native/uploadProofOfPayment': applicantOwn,
  'GET /api/native/paymentProof': applicantOwn,
  'GET /api/native/paymentInstructions': applicantOwn,
  'GET /api/elder/confirmPayment/:token': linkToken,
  'GET /api/elder/declinePayment/:token': linkToken,
  'GET /api/elder/paymentLink/:token': linkToken,
  // The click on the staff e-mail's page: the token names the proof, the session says who answers.
  'POST /api/elder/confirmPayment/:token': { ...staffAct, actsOn: byPaymentLink },
  'POST /api/elder/declinePayment/:token': { ...staffAct, actsOn: byPaymentLink },
  'GET /api/elder/paymentProofs': {
    allow: STAFF_ACT,
    note: "proofs name an applicant's bank details: sponsors may not read them",
  },
  'GET /api/elder/paymentProofs/:proofId': { allow: STAFF_ACT },
  'POST /api/elder/paymentProofs/:proofId/confirm': {
    ...staffAct,
    actsOn: { in: 'paymentProof', field: 'proofId' },
  },
  'POST /api/elder/paymentProofs/:proofId/decline': {
    ...staffAct,
    actsOn: { in: 'paymentProof', field: 'proofId' },
  },
  'POST /api/native/submitEnrollmentForm': applicantOwn,
  'GET /api/native/enrollmentForm': applicantOwn,
  'POST /api/elder/checkIn/:email': { ...staffAct, actsOn: byEmailParam },
  'GET /api/native/discountCode/:code': applicantOwn,
  'POST /api/native/fillPaymentAgreement': applicantOwn,
  'GET /api/native/tuition': applicantOwn,
  'GET /api/native/paymentPlan': applicantOwn,
  'POST /api/native/fillNativeAgreement': applicantOwn,
  'POST /api/native/fillTenancyAgreement': applicantOwn,
  'POST /api/native/fillLearnFundForm': applicantOwn,
  'GET /api/native/getLoanDetails': applicantOwn,
  'GET /api/native/agreements': applicantOwn,
};

/** Every call's rule: the declared calls' from their declarations, the rest from the table above. */
export const accessRules: Readonly<Record<string, AccessRule>> = {
  ...undeclaredRules,
  ...Object.fromEntries(declaredEndpoints.map((endpoint) => [endpointKey(endpoint), endpoint.access])),
};

/** The rule for a route, or undefined when it has none (the matrix test fails on those). */
export const accessRuleFor = (method: string, path: string): AccessRule | undefined =>
  accessRules[`${method} ${path}`];

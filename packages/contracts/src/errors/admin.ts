import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';

/** The admin console's calls (endpoints/admin.ts): cohorts, roles, loans and resent e-mails. */
export const adminErrors = defineErrors({
  cohortNotFound: { status: 404, code: errorCodes.notFound, message: 'No cohort has this id.' },
  windowOpensInvalid: {
    status: 400,
    code: errorCodes.validation,
    message: 'The day applications open does not exist on the calendar.',
  },
  windowClosesInvalid: {
    status: 400,
    code: errorCodes.validation,
    message: 'The day applications close does not exist on the calendar.',
  },
  windowYearOutOfRange: {
    status: 400,
    code: errorCodes.validation,
    message: 'An application window falls between the years 2000 and 2100.',
  },
  windowClosesBeforeOpens: {
    status: 400,
    code: errorCodes.validation,
    message: 'Applications must close after they open.',
  },
  windowOverlaps: {
    status: 409,
    code: errorCodes.conflict,
    message:
      "This application window overlaps another cohort's. Applicants join the cohort whose window is open, so windows may not overlap.",
  },
  firstPaymentAboveFee: {
    status: 400,
    code: errorCodes.validation,
    message: 'The first payment cannot be more than the tuition fee.',
  },
  firstPaymentWithoutFee: {
    status: 400,
    code: errorCodes.validation,
    message: 'Set the tuition fee before the first payment.',
  },
  accountNotFound: { status: 404, code: errorCodes.notFound, message: 'No account has this e-mail address.' },
  applicantNotFound: {
    status: 404,
    code: errorCodes.notFound,
    message: 'No applicant has this e-mail address.',
  },
  lastAdmin: { status: 422, code: errorCodes.rule, message: 'The last admin cannot be given another role.' },
  resendHasPassword: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This account already has a password; send a password reset instead.',
  },
  resendNoInterview: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This applicant has no upcoming interview to be invited to.',
  },
  resendNoInfoSession: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This applicant has not chosen an upcoming information session.',
  },
  resendNoOffer: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This applicant has no open offer of admission.',
  },
  resendNotSentToCommunity: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This applicant has not been sent to the community.',
  },
  resendWithdrawn: { status: 409, code: errorCodes.wrongState, message: messages.resendHeldWithdrawn },
});

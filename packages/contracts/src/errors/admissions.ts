import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/**
 * The admissions module's errors (an unknown applicant is interviewErrors.applicantNotFound; an
 * offer without a tuition fee is 409 NO_TUITION_FEE with offerNeedsTuitionFee's sentence).
 */
export const admissionErrors = defineErrors({
  decisionTooEarly: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'A decision can be made once the interview is done.',
  },
  offerClosed: { status: 409, code: errorCodes.wrongState, message: 'This offer can no longer be answered.' },
  /** Send to Community and Not Sure carry a reason from the list (issue 22, point 7). */
  reasonRequired: {
    status: 422,
    code: errorCodes.rule,
    message: 'Choose a reason for this decision.',
  },
  /** A reason that is archived or made for other decisions. */
  reasonNotForDecision: {
    status: 422,
    code: errorCodes.rule,
    message: 'This reason cannot be given for this decision. Choose another from the list.',
  },
  noSuchReason: { status: 404, code: errorCodes.notFound, message: 'This reason is not on the list.' },
  reasonExists: {
    status: 409,
    code: errorCodes.conflict,
    message: 'A reason with this name already exists.',
  },
  noSuchCohort: { status: 404, code: errorCodes.notFound, message: 'This cohort does not exist.' },
});

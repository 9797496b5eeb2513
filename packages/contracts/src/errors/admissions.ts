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
});

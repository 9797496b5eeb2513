import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';

/*
 * The steps after the proof of payment (enrolment form, payment agreement, agreements, check-in).
 * A step refused for the learner's state is WRONG_STATE; the same step found done by a request
 * that raced this one is CONFLICT, with the same sentence.
 */
const enrolmentFormRefusal =
  'The enrollment form opens once your tuition payment is confirmed, and it can be submitted only once.';
const paymentAgreementRefusal =
  'The payment agreement opens once you have been checked in, and it can be filled only once.';
const nativeAgreementRefusal =
  'The native agreement opens once your payment agreement is filled, and it can be signed only once.';
const tenancyAgreementRefusal =
  'The tenancy agreement opens after the native agreement for learners who asked for accommodation, and it can be signed only once.';
const loanAgreementRefusal =
  'The loan agreement opens after the native agreement for learners the school has offered a loan, and it can be signed only once.';

const closed = (message: string) => ({ status: 409, code: errorCodes.wrongState, message }) as const;
const raced = (message: string) => ({ status: 409, code: errorCodes.conflict, message }) as const;

export const enrolmentErrors = defineErrors({
  enrolmentFormClosed: closed(enrolmentFormRefusal),
  enrolmentFormRaced: raced(enrolmentFormRefusal),
  paymentAgreementClosed: closed(paymentAgreementRefusal),
  paymentAgreementRaced: raced(paymentAgreementRefusal),
  nativeAgreementClosed: closed(nativeAgreementRefusal),
  nativeAgreementRaced: raced(nativeAgreementRefusal),
  tenancyAgreementClosed: closed(tenancyAgreementRefusal),
  tenancyAgreementRaced: raced(tenancyAgreementRefusal),
  loanAgreementClosed: closed(loanAgreementRefusal),
  loanAgreementRaced: raced(loanAgreementRefusal),
  guardianRequired: { status: 400, code: errorCodes.validation, message: messages.parentNameRequired },
  checkInClosed: closed('A learner can be checked in once, after submitting the enrollment form.'),
  noApplicantWithEmail: {
    status: 404,
    code: errorCodes.notFound,
    message: 'No applicant has this e-mail address.',
  },
});

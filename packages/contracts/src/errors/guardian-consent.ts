import { guardianConsentCopy } from '../copy/guardian-consent.ts';
import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

const { errors } = guardianConsentCopy;

/** A guardian's consent to an under-18 learner's loan agreement (issue 25.7, decision 0092). */
export const guardianConsentErrors = defineErrors({
  linkInvalid: { status: 400, code: errorCodes.linkInvalid, message: errors.linkInvalid },
  linkExpired: { status: 400, code: errorCodes.linkExpired, message: errors.linkExpired },
  alreadyAnswered: { status: 409, code: errorCodes.wrongState, message: errors.alreadyAnswered },
  phoneNotConfirmed: {
    status: 409,
    code: errorCodes.guardianPhoneNotConfirmed,
    message: errors.phoneNotConfirmed,
  },
  codeWrong: { status: 400, code: errorCodes.guardianCodeWrong, message: errors.codeWrong },
  codeExpired: { status: 400, code: errorCodes.guardianCodeExpired, message: errors.codeExpired },
  tooManyTries: { status: 429, code: errorCodes.rateLimited, message: errors.tooManyTries },
  codeTooSoon: { status: 429, code: errorCodes.rateLimited, message: errors.codeTooSoon },
  tooManyCodes: { status: 429, code: errorCodes.rateLimited, message: errors.tooManyCodes },
  phoneInvalid: { status: 400, code: errorCodes.validation, message: errors.phoneInvalid },
  guardianPhoneRequired: {
    status: 400,
    code: errorCodes.guardianPhoneRequired,
    message: errors.guardianPhoneRequired,
  },
  /** The guardian's phone or e-mail is the learner's own (on their profile or confirmed by them). */
  guardianIsLearner: { status: 400, code: errorCodes.guardianIsLearner, message: errors.guardianIsLearner },
  notWaiting: { status: 409, code: errorCodes.wrongState, message: errors.notWaiting },
});

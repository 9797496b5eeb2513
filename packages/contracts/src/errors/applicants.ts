import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';

/** Applying, registering an applicant and withdrawing (endpoints/applicants.ts, endpoints/withdrawal.ts). */
export const applicantErrors = defineErrors({
  applicationsClosed: {
    status: 403,
    code: errorCodes.applicationsClosed,
    message: messages.applicationsClosed,
  },
  emailExists: { status: 409, code: errorCodes.emailExists, message: messages.emailExistServer },
  withdrawalLinkInvalid: { status: 400, code: errorCodes.linkInvalid, message: messages.linkInvalid },
});

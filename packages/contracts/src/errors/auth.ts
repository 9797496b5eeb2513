import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';

/** Signing in, the e-mailed password and handoff links, the session and two-factor sign-in. */
export const authErrors = defineErrors({
  /** A wrong password and an unknown e-mail read the same, so the answer tells nothing. */
  invalidCredentials: { status: 401, code: errorCodes.invalidCredentials, message: messages.invalidDetails },
  linkInvalid: { status: 400, code: errorCodes.linkInvalid, message: messages.linkInvalid },
  linkExpired: { status: 400, code: errorCodes.linkExpired, message: messages.linkExpired },
  /** With `details.retryAfterSeconds`. */
  loginThrottled: { status: 429, code: errorCodes.rateLimited, message: messages.loginThrottled },
  accountSuspended: { status: 403, code: errorCodes.accountSuspended, message: messages.accountSuspended },
  applicationWithdrawn: {
    status: 403,
    code: errorCodes.applicationWithdrawn,
    message: messages.applicationWithdrawn,
  },
  passwordsDontMatch: { status: 400, code: errorCodes.validation, message: messages.passwordsDontMatch },
  passwordTooCommon: { status: 400, code: errorCodes.validation, message: messages.passwordTooCommon },
  /** The code step of a login: counted against its mfaToken. */
  mfaCodeInvalid: { status: 401, code: errorCodes.mfaCodeInvalid, message: messages.mfaCodeInvalid },
  mfaCodeUsed: { status: 401, code: errorCodes.mfaCodeUsed, message: messages.mfaCodeUsed },
  mfaTokenInvalid: { status: 401, code: errorCodes.mfaTokenInvalid, message: messages.mfaTokenInvalid },
  /** A wrong code while setting up or turning off: nothing is signed out. */
  mfaCodeWrong: { status: 400, code: errorCodes.validation, message: messages.mfaCodeInvalid },
  mfaCodeRepeated: { status: 400, code: errorCodes.validation, message: messages.mfaCodeUsed },
  mfaStaffOnly: { status: 403, code: errorCodes.forbidden, message: messages.mfaStaffOnly },
  mfaAlreadyOn: { status: 409, code: errorCodes.mfaAlreadyOn, message: messages.mfaAlreadyOn },
  mfaNotSetUp: { status: 409, code: errorCodes.mfaNotSetUp, message: messages.mfaNotSetUp },
});

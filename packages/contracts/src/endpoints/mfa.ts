import {
  accessTokenResponseSchema,
  messageResponseSchema,
  mfaConfirmResponseSchema,
  mfaConfirmSchema,
  mfaDisableSchema,
  mfaLoginSchema,
  mfaSetupResponseSchema,
  mfaSetupSchema,
  mfaStatusSchema,
} from '../auth.ts';
import { defineEndpoint, STAFF_READ } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/*
 * Two-factor sign-in for staff: the login's code step, and setting it up, checking and turning it
 * off. Loaded only by the code step, the setup step and the staff panel.
 */
const tags = ['auth'];
const codeRefused = [errorCodes.mfaCodeInvalid, errorCodes.mfaCodeUsed, errorCodes.mfaTokenInvalid] as const;
/** Staff with a session, or, without one, the setup-only mfaToken of a login under STAFF_MFA=required. */
const staffOrSetupToken = {
  allow: STAFF_READ,
  orToken: { in: 'body', field: 'mfaToken' },
  note: 'staff only; or, without a session, the setup-only mfaToken of a login under STAFF_MFA=required',
} as const;

/**
 * The `mfaToken` of the login answer (5 minutes, single-use, 5 wrong codes at most) with a current
 * six-digit `code` or one `recoveryCode`.
 */
export const logInWithCode = defineEndpoint({
  method: 'POST',
  path: '/api/user/login/mfa',
  body: mfaLoginSchema,
  response: accessTokenResponseSchema,
  access: { allow: 'link-token', note: 'the mfaToken of the login answer' },
  errors: [...codeRefused, errorCodes.rateLimited],
  rateLimited: true,
  tags,
  summary: 'The code step of a staff login',
});

export const mfaStatus = defineEndpoint({
  method: 'GET',
  path: '/api/user/mfa',
  response: mfaStatusSchema,
  access: { allow: 'signed-in' },
  errors: [],
  tags,
  summary: 'Whether two-factor sign-in is on for me',
});

/** Answers the secret and its otpauth URI; nothing is in force until confirmed. */
export const startMfaSetup = defineEndpoint({
  method: 'POST',
  path: '/api/user/mfa/setup',
  body: mfaSetupSchema.nullish(),
  response: mfaSetupResponseSchema,
  access: staffOrSetupToken,
  errors: [errorCodes.mfaTokenInvalid, errorCodes.mfaAlreadyOn],
  rateLimited: true,
  tags,
  summary: 'Start setting up two-factor sign-in (staff)',
});

/** With the setup-only `mfaToken` the answer carries an `accessToken` as well. */
export const confirmMfaSetup = defineEndpoint({
  method: 'POST',
  path: '/api/user/mfa/confirm',
  body: mfaConfirmSchema,
  response: mfaConfirmResponseSchema,
  access: staffOrSetupToken,
  errors: [...codeRefused, errorCodes.mfaNotSetUp, errorCodes.mfaAlreadyOn],
  rateLimited: true,
  tags,
  summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes once',
});

export const disableMfa = defineEndpoint({
  method: 'POST',
  path: '/api/user/mfa/disable',
  body: mfaDisableSchema,
  response: messageResponseSchema,
  access: { allow: 'signed-in' },
  errors: [errorCodes.mfaNotSetUp, errorCodes.rateLimited],
  rateLimited: true,
  tags,
  summary: 'Turn two-factor sign-in off with a current code or a recovery code',
});

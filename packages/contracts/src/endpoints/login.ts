import {
  accessTokenResponseSchema,
  linkTokenParamsSchema,
  loginResponseSchema,
  loginSchema,
} from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/*
 * The calls that open a session without one: the /login form's, and the /redirect page's handoff.
 * The /login page imports this file with its first log-in. The signed-in user's calls are in
 * session.ts, two-factor sign-in in mfa.ts and the e-mailed password links in password-links.ts.
 */
const tags = ['auth'];
const accountClosed = [
  errorCodes.accountSuspended,
  errorCodes.applicationWithdrawn,
  errorCodes.accountMerged,
] as const;

/**
 * Answers `{accessToken}`; a staff member with two-factor sign-in on gets `{mfaRequired, mfaToken}`
 * (then POST /api/user/login/mfa), and with STAFF_MFA=required one without it
 * `{mfaSetupRequired, mfaToken}`. Failed sign-ins are throttled per account: 429 `RATE_LIMITED`
 * with `details.retryAfterSeconds` and a Retry-After header.
 */
export const logIn = defineEndpoint({
  method: 'POST',
  path: '/api/user/login',
  body: loginSchema,
  response: loginResponseSchema,
  access: { allow: 'public' },
  errors: [errorCodes.invalidCredentials, ...accountClosed, errorCodes.rateLimited],
  rateLimited: true,
  tags,
  summary: 'Log in',
});

export const redeemHandoff = defineEndpoint({
  method: 'POST',
  path: '/api/user/redeemHandoff/:token',
  params: linkTokenParamsSchema,
  response: accessTokenResponseSchema,
  access: { allow: 'link-token' },
  errors: [errorCodes.linkInvalid, errorCodes.linkExpired, ...accountClosed],
  rateLimited: true,
  tags,
  summary: 'Exchange a one-time token for a session (/redirect/:userToken)',
});

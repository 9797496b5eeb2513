import {
  accessTokenResponseSchema,
  handoffResponseSchema,
  linkTokenParamsSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  userDataSchema,
} from '../auth.ts';
import { earlyPaths } from '../early-paths.ts';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/*
 * Signing in and out, the signed-in user, and handing a session to another app. Two-factor sign-in
 * is in mfa.ts and the e-mailed password links in password-links.ts: a file per screen.
 */
const tags = ['auth'];
const signedIn = { allow: 'signed-in' } as const;
const accountClosed = [errorCodes.accountSuspended, errorCodes.applicationWithdrawn] as const;

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

export const logOut = defineEndpoint({
  method: 'POST',
  path: '/api/user/logout',
  response: messageResponseSchema,
  access: signedIn,
  errors: [],
  tags,
  summary: 'End this session',
});

export const currentUser = defineEndpoint({
  method: 'GET',
  path: earlyPaths.currentUser,
  response: userDataSchema,
  access: signedIn,
  errors: [errorCodes.notFound],
  tags,
  summary: 'The signed-in user',
});

export const createHandoff = defineEndpoint({
  method: 'POST',
  path: '/api/user/handoff',
  response: handoffResponseSchema,
  access: signedIn,
  errors: [],
  tags,
  summary: 'A one-time token that hands this session to another app',
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

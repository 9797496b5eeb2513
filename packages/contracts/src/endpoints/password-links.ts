import { z } from 'zod';
import {
  linkTokenParamsSchema,
  messageResponseSchema,
  passwordLinkSchema,
  resetPasswordParamsSchema,
  setPasswordBodySchema,
} from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/* The create- and reset-password screens: the e-mailed link, and asking for one. */
const tags = ['auth'];
const linkRefused = [errorCodes.linkInvalid, errorCodes.linkExpired] as const;

/** The page reads this first, so that a used or expired link says so before anything is typed. */
export const readPasswordLink = defineEndpoint({
  method: 'GET',
  path: '/api/user/password/:token',
  params: linkTokenParamsSchema,
  response: passwordLinkSchema,
  access: { allow: 'link-token' },
  errors: linkRefused,
  rateLimited: true,
  tags,
  summary: 'What a create- or reset-password link is for, without using it',
});

/** The password travels in the header `response` (docs/spec/portal-spec.md §7) or as JSON `{password}`. */
export const setPassword = defineEndpoint({
  method: 'PATCH',
  path: '/api/user/password/:token',
  params: linkTokenParamsSchema,
  headers: z.looseObject({ response: z.string().optional() }),
  body: setPasswordBodySchema.nullish(),
  response: messageResponseSchema,
  access: { allow: 'link-token' },
  errors: linkRefused,
  rateLimited: true,
  tags,
  summary: 'Set the password from a create- or reset-password link',
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/user/resetPassword/:email',
  params: resetPasswordParamsSchema,
  response: messageResponseSchema,
  access: {
    allow: 'public',
    note: 'mails a link to that address only; the answer never says whether the account exists',
  },
  errors: [],
  rateLimited: true,
  tags,
  summary: 'Mail a reset link (the answer never says whether the account exists)',
});

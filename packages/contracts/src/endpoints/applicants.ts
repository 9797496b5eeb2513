import { applySchema, messageResponseSchema } from '../auth.ts';
import { defineEndpoint, STAFF_ACT } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/*
 * Applying. Withdrawing, from an e-mail's link, is in withdrawal.ts: a file per screen, so that the
 * withdrawal page's bundle does not carry the application's schema.
 */
const tags = ['applicants'];

const application = {
  method: 'POST',
  body: applySchema,
  response: messageResponseSchema,
  status: 201,
  errors: [errorCodes.applicationsClosed, errorCodes.emailExists],
  tags,
} as const;

export const apply = defineEndpoint({
  ...application,
  path: '/api/applicant/apply',
  access: { allow: 'public' },
  rateLimited: true,
  summary: 'Apply; mails a create-password link',
});

export const registerApplicant = defineEndpoint({
  ...application,
  path: '/api/elder/registerApplicant',
  access: { allow: STAFF_ACT },
  summary: 'Staff enter one application; the applicant is mailed a create-password link',
});

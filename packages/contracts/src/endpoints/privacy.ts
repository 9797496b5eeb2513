import { z } from 'zod';
import { APPLICANT, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { erasureRequestAnswerSchema, erasureRequestBodySchema } from '../privacy.ts';

/*
 * The user's own personal-data rights (NDPA 2023 ss. 34–38, GDPR arts. 15, 17, 20): the export and
 * the erasure request. The admins' erasure is in erasure.ts: a file per screen.
 */
const tags = ['privacy'];

/** Limited per user: EXPORT_LIMIT archives in EXPORT_WINDOW_MINUTES (429 RATE_LIMITED). */
export const exportMyData = defineEndpoint({
  method: 'GET',
  path: '/api/user/me/export',
  response: z.unknown(),
  produces: ['application/zip'],
  access: { allow: 'signed-in', note: "the caller's own data only; nothing in the path" },
  errors: [errorCodes.notFound, errorCodes.rateLimited],
  tags,
  summary:
    'Everything the portal holds about you, as one zip: data.json and your uploaded files under files/',
});

export const requestErasure = defineEndpoint({
  method: 'POST',
  path: '/api/user/me/erasure',
  body: erasureRequestBodySchema,
  response: erasureRequestAnswerSchema,
  status: 201,
  access: { allow: APPLICANT, note: "the caller's own account; staff are closed by an admin" },
  errors: [errorCodes.notFound, errorCodes.erasureAlreadyRequested],
  tags,
  summary: 'Ask for your personal data to be erased; an admin reviews the request and erases',
});

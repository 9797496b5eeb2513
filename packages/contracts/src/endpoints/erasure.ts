import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  eraseApplicantBodySchema,
  eraseApplicantParamsSchema,
  erasureRequestListSchema,
  erasureResultSchema,
} from '../privacy.ts';

/* The admins' erasure screen: the requests, and erasing an applicant. */
const tags = ['privacy'];

export const listErasureRequests = defineEndpoint({
  method: 'GET',
  path: '/api/admin/erasureRequests',
  response: erasureRequestListSchema,
  access: { allow: ADMIN },
  errors: [],
  tags,
  summary: 'Erasure requests: pending first, then the newest erased',
});

export const eraseApplicant = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/applicant/:email',
  params: eraseApplicantParamsSchema,
  body: eraseApplicantBodySchema,
  response: erasureResultSchema,
  access: { allow: ADMIN, actsOn: { in: 'params', field: 'email' } },
  errors: [errorCodes.notFound, errorCodes.staffNotErasable, errorCodes.alreadyErased],
  tags,
  summary:
    'Erase an applicant: personal data removed or anonymised in every table, files deleted, an anonymous audit entry kept',
});

import { messageResponseSchema } from '../auth.ts';
import { emailParamSchema } from '../email.ts';
import { defineEndpoint, STAFF_ACT } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

// Staff check a learner in from the applicant's profile.
export const checkIn = defineEndpoint({
  method: 'POST',
  path: '/api/elder/checkIn/:email',
  params: emailParamSchema,
  response: messageResponseSchema,
  access: { allow: STAFF_ACT, actsOn: { in: 'params', field: 'email' } },
  errors: [errorCodes.notFound, errorCodes.wrongState],
  tags: ['enrolment'],
  summary: 'Check a learner in after their enrolment form',
});

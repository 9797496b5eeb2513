import { messageResponseSchema } from '../auth.ts';
import { emailParamSchema } from '../email.ts';
import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/** An admin's actions on one applicant's test, from the console; never on their own account. */
const access = { allow: ADMIN, actsOn: { in: 'params', field: 'email' } } as const;
const tags = ['aptitude-test'];

export const stopTestByAdmin = defineEndpoint({
  method: 'DELETE',
  path: '/api/applicant/stopTest/:email',
  params: emailParamSchema,
  response: messageResponseSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.wrongState],
  tags,
  summary: "Admin's Stop Test: close and score a running attempt now",
});

export const resetApplicantTest = defineEndpoint({
  method: 'POST',
  path: '/api/admin/resetApplicantTest/:email',
  params: emailParamSchema,
  response: messageResponseSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.wrongState],
  tags,
  summary: "Admin's Undo Test: the applicant may take the test again",
});

import { userDataSchema } from '../auth.ts';
import { APPLICANT, defineEndpoint } from '../endpoint.ts';
import { enrolmentFormResponseSchema, enrolmentSchema } from '../enrolment.ts';
import { errorCodes } from '../errors.ts';

// The enrolment form (step 5), as the applicant's form and dashboard use it.
const tags = ['enrolment'];
const access = { allow: APPLICANT };

export const submitEnrolmentForm = defineEndpoint({
  method: 'POST',
  path: '/api/native/submitEnrollmentForm',
  body: enrolmentSchema,
  response: userDataSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.wrongState, errorCodes.conflict],
  tags,
  summary: 'Submit the enrolment form (step 5)',
});

export const getEnrolmentForm = defineEndpoint({
  method: 'GET',
  path: '/api/native/enrollmentForm',
  response: enrolmentFormResponseSchema,
  access,
  errors: [],
  tags,
  summary: 'The submitted enrolment form, or null',
});

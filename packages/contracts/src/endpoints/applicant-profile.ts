import { applicantProfileSchema } from '../applicant-records.ts';
import { emailParamSchema } from '../auth.ts';
import { defineEndpoint, STAFF_READ } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/** The staff's review screen of one applicant. */
export const getApplicantByEmail = defineEndpoint({
  method: 'GET',
  path: '/api/elder/getApplicantByEmail/:email',
  params: emailParamSchema,
  response: applicantProfileSchema,
  access: { allow: STAFF_READ },
  errors: [errorCodes.notFound],
  tags: ['applicant-records'],
  summary: 'One applicant for review: record, questionnaire, test with the correct answers, activity log',
});

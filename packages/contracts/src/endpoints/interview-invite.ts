import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { applicantIdParamSchema, interviewSchema } from '../interviews.ts';

/* The applicant's interview, as the dashboard shows it. */
export const interviewInvite = defineEndpoint({
  method: 'GET',
  path: '/api/interviewInvite/getInterviewInvite/:applicantId',
  params: applicantIdParamSchema,
  response: interviewSchema,
  access: { allow: ['APPLICANT', 'ADMIN', 'ELDER', 'SPONSOR'], owner: 403 },
  errors: [errorCodes.notFound],
  tags: ['interviews'],
  summary: "An applicant's interview (their own, or any for staff)",
});

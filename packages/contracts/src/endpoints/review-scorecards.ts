import { emailParamSchema } from '../email.ts';
import { defineEndpoint, STAFF_ACT } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { applicantScorecardsSchema, scorecardInputSchema } from '../review.ts';

/* Scorecards on the applicant's profile (issue 22.8). */
const tags = ['review'];
const access = { allow: STAFF_ACT, actsOn: { in: 'params', field: 'email' } } as const;

export const getScorecards = defineEndpoint({
  method: 'GET',
  path: '/api/elder/scorecards/:email',
  params: emailParamSchema,
  response: applicantScorecardsSchema,
  access,
  errors: [errorCodes.notFound],
  tags,
  summary: 'The rubric, the test score, every scorecard and the weighted scores of an applicant',
});

export const saveInterviewScorecard = defineEndpoint({
  method: 'PUT',
  path: '/api/elder/scorecards/:email/interview',
  params: emailParamSchema,
  body: scorecardInputSchema,
  response: applicantScorecardsSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.validation, errorCodes.rule, errorCodes.wrongState],
  tags,
  summary: 'Fill or change one’s own interview scorecard, until the decision',
});

import { applicantProfileSchema, commentsResponseSchema } from '../applicant-records.ts';
import { emailParamSchema } from '../email.ts';
import { defineEndpoint, STAFF_READ } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { applicantIdParamSchema, interviewSchema } from '../interviews.ts';

/*
 * The staff's review screen of one applicant: the profile, and the interview's comments and
 * schedule the screen reads (the interview module answers those two).
 */
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

export const getInterviewComments = defineEndpoint({
  method: 'GET',
  path: '/api/elder/allInterviewComment/:email',
  params: emailParamSchema,
  response: commentsResponseSchema,
  access: { allow: STAFF_READ },
  errors: [errorCodes.notFound],
  tags: ['interviews'],
  summary: "An applicant's interview comments, each with its author and time",
});

export const getInterviewSchedule = defineEndpoint({
  method: 'GET',
  path: '/api/elder/getInterviewSchedule/:applicantId',
  params: applicantIdParamSchema,
  response: interviewSchema,
  access: { allow: STAFF_READ },
  errors: [errorCodes.notFound],
  tags: ['interviews'],
  summary: "The elder's view of an applicant's interview schedule",
});

import { defineEndpoint, STAFF_ACT } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { applicantIdParamSchema } from '../interviews.ts';
import { firstReviewInputSchema, reviewQueueAnswerSchema } from '../review-queue.ts';

/* The signed-in reviewer's first-round queue (issue 22.3, 22.4): each reviewer reaches only their own assignments. */
const tags = ['review'];
const access = {
  allow: STAFF_ACT,
  note: 'Each reviewer reads and writes only the assignments given to them; another applicant answers 404.',
} as const;

export const getNextReview = defineEndpoint({
  method: 'GET',
  path: '/api/elder/reviews/next',
  response: reviewQueueAnswerSchema,
  access,
  errors: [],
  tags,
  summary: 'The oldest open first-round assignment of the signed-in reviewer, and their counts',
});

export const getReview = defineEndpoint({
  method: 'GET',
  path: '/api/elder/reviews/:applicantId',
  params: applicantIdParamSchema,
  response: reviewQueueAnswerSchema,
  access,
  errors: [errorCodes.notFound],
  tags,
  summary: 'One of the signed-in reviewer’s assignments, open or reviewed',
});

export const saveFirstReview = defineEndpoint({
  method: 'PUT',
  path: '/api/elder/reviews/:applicantId',
  params: applicantIdParamSchema,
  body: firstReviewInputSchema,
  response: reviewQueueAnswerSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.validation, errorCodes.wrongState, errorCodes.conflict],
  tags,
  summary: 'Save or change one’s first-round review while the applicant is still in the review stage',
});

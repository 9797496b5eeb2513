import { cohortIdParamSchema } from '../admin.ts';
import { messageResponseSchema } from '../auth.ts';
import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  applicantIdParamSchema,
  assignmentParamsSchema,
  assignWaitingSchema,
  cohortReviewSettingsSchema,
  conflictDeclaredSchema,
  conflictsQuerySchema,
  conflictsSchema,
  declareConflictSchema,
  ownConflictDeclaredSchema,
  ownConflictSchema,
  queueQuerySchema,
  reassignSchema,
  reviewerIdParamSchema,
  reviewerQueueSchema,
  reviewersSchema,
  reviewSettingsSchema,
} from '../review-assignments.ts';

/* First-round reviewers: their load and queues, conflicts, and a cohort's review settings (issue 22.2). */
const tags = ['review'];
const access = { allow: ADMIN };

export const getReviewers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/review/reviewers',
  response: reviewersSchema,
  access,
  errors: [],
  tags,
  summary:
    'Every elder with their open and done first-round reviews, and how many applicants are short of reviewers',
});

export const getReviewerQueue = defineEndpoint({
  method: 'GET',
  path: '/api/admin/review/reviewers/:reviewerId/queue',
  params: reviewerIdParamSchema,
  query: queueQuerySchema,
  response: reviewerQueueSchema,
  access,
  errors: [errorCodes.notFound],
  tags,
  summary: 'One elder’s assignments, open ones first, a page at a time',
});

export const reassign = defineEndpoint({
  method: 'POST',
  path: '/api/admin/review/reviewers/:reviewerId/queue/:applicantId/reassign',
  params: assignmentParamsSchema,
  body: reassignSchema,
  response: messageResponseSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.rule, errorCodes.conflict, errorCodes.wrongState],
  tags,
  summary: 'Give one open assignment to another eligible elder',
});

export const getConflicts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/review/conflicts',
  query: conflictsQuerySchema,
  response: conflictsSchema,
  access,
  errors: [errorCodes.notFound],
  tags,
  summary: 'The conflicts of interest of one reviewer or one applicant',
});

export const declareConflict = defineEndpoint({
  method: 'POST',
  path: '/api/admin/review/conflicts',
  body: declareConflictSchema,
  response: conflictDeclaredSchema,
  status: 201,
  access: { ...access, actsOn: { in: 'body', field: 'applicantEmail' } },
  errors: [errorCodes.notFound, errorCodes.rule, errorCodes.conflict],
  tags,
  summary:
    'Declare that a reviewer must not review an applicant; their open assignment goes to another elder',
});

export const removeConflict = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/review/conflicts/:reviewerId/:applicantId',
  params: assignmentParamsSchema,
  response: messageResponseSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.conflict],
  tags,
  summary: 'Remove a conflict declared by hand',
});

export const assignWaiting = defineEndpoint({
  method: 'POST',
  path: '/api/admin/review/assign-waiting',
  response: assignWaitingSchema,
  access,
  errors: [],
  tags,
  summary: 'Give reviewers to every applicant in the review stage who is short of them',
});

export const getReviewSettings = defineEndpoint({
  method: 'GET',
  path: '/api/admin/cohorts/:cohortId/review-settings',
  params: cohortIdParamSchema,
  response: cohortReviewSettingsSchema,
  access,
  errors: [errorCodes.notFound],
  tags,
  summary: 'A cohort’s blind round, reviewers per applicant and disagreement margin',
});

export const updateReviewSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/cohorts/:cohortId/review-settings',
  params: cohortIdParamSchema,
  body: reviewSettingsSchema,
  response: cohortReviewSettingsSchema,
  access,
  errors: [errorCodes.notFound],
  tags,
  summary: 'Change a cohort’s review settings; a new margin re-flags disagreements at once',
});

export const declareOwnConflict = defineEndpoint({
  method: 'POST',
  path: '/api/elder/review/assignments/:applicantId/conflict',
  params: applicantIdParamSchema,
  body: ownConflictSchema,
  response: ownConflictDeclaredSchema,
  status: 201,
  access: {
    allow: ['ELDER'],
    note: 'Keyed by the applicant’s id: the blind queue shows no e-mail. Only an applicant assigned to the caller.',
  },
  errors: [errorCodes.notFound, errorCodes.conflict],
  tags,
  summary: 'An elder says they know an applicant assigned to them; another elder takes the review',
});

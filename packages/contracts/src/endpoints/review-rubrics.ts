import { cohortIdParamSchema } from '../admin.ts';
import { messageResponseSchema } from '../auth.ts';
import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  createCriterionSchema,
  criterionIdParamSchema,
  criterionInputSchema,
  criterionSchema,
  rubricSchema,
} from '../review.ts';

/* A cohort's rubrics, kept by admins in the console (issue 22.1). */
const tags = ['review'];
const access = { allow: ADMIN };

export const getRubric = defineEndpoint({
  method: 'GET',
  path: '/api/admin/cohorts/:cohortId/rubric',
  params: cohortIdParamSchema,
  response: rubricSchema,
  access,
  errors: [errorCodes.notFound],
  tags,
  summary: 'A cohort’s first-review and interview criteria',
});

export const addCriterion = defineEndpoint({
  method: 'POST',
  path: '/api/admin/cohorts/:cohortId/rubric',
  params: cohortIdParamSchema,
  body: createCriterionSchema,
  response: criterionSchema,
  status: 201,
  access,
  errors: [errorCodes.notFound, errorCodes.conflict, errorCodes.rule],
  tags,
  summary: 'Add a criterion to a stage’s rubric (name, what a 1 and a 5 look like, weight)',
});

export const updateCriterion = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/rubric/:criterionId',
  params: criterionIdParamSchema,
  body: criterionInputSchema,
  response: criterionSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.conflict],
  tags,
  summary: 'Change a criterion',
});

export const deleteCriterion = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/rubric/:criterionId',
  params: criterionIdParamSchema,
  response: messageResponseSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.conflict],
  tags,
  summary: 'Delete a criterion nobody has scored',
});

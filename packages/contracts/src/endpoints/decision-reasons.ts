import { z } from 'zod';
import { cohortIdParamSchema } from '../admin.ts';
import { messageResponseSchema } from '../auth.ts';
import {
  decisionReasonInputSchema,
  decisionReasonResponseSchema,
  decisionReasonSchema,
  reasonedDecisionSchema,
  reasonIdParamSchema,
  reasonReportSchema,
  updateDecisionReasonSchema,
} from '../decision-reasons.ts';
import { emailParamSchema } from '../email.ts';
import { ADMIN, defineEndpoint, STAFF_ACT } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/* Decision reasons (issue 22, point 7): the list admins keep, the decision that carries one, the report. */
const tags = ['admissions'];
const path = '/api/admissions/decisionReasons';

export const listDecisionReasons = defineEndpoint({
  method: 'GET',
  path,
  response: z.array(decisionReasonSchema),
  access: { allow: STAFF_ACT },
  errors: [],
  tags,
  summary: 'The decision reasons, archived ones last',
});

export const createDecisionReason = defineEndpoint({
  method: 'POST',
  path,
  body: decisionReasonInputSchema,
  response: decisionReasonResponseSchema,
  status: 201,
  access: { allow: ADMIN },
  errors: [errorCodes.conflict],
  tags,
  summary: 'Add a decision reason',
});

export const updateDecisionReason = defineEndpoint({
  method: 'PATCH',
  path: `${path}/:reasonId`,
  params: reasonIdParamSchema,
  body: updateDecisionReasonSchema,
  response: decisionReasonResponseSchema,
  access: { allow: ADMIN },
  errors: [errorCodes.notFound, errorCodes.conflict],
  tags,
  summary: 'Change a reason, archive it or bring it back',
});

/** The decision with a reason in a body; the spec's path-only route stays for callers without one. */
export const makeReasonedDecision = defineEndpoint({
  method: 'POST',
  path: '/api/admissions/decision/:email',
  params: emailParamSchema,
  body: reasonedDecisionSchema,
  response: messageResponseSchema,
  access: { allow: STAFF_ACT, actsOn: { in: 'params', field: 'email' } },
  errors: [errorCodes.notFound, errorCodes.noTuitionFee, errorCodes.wrongState, errorCodes.rule],
  tags,
  summary: 'Offer Admission, Send to Community or Not Sure, with a reason from the list',
});

export const decisionReasonReport = defineEndpoint({
  method: 'GET',
  path: '/api/admissions/decisionReasonReport/:cohortId',
  params: cohortIdParamSchema,
  response: reasonReportSchema,
  access: { allow: ADMIN },
  errors: [errorCodes.notFound],
  tags,
  summary: 'A cohort’s decisions counted by decision and reason',
});

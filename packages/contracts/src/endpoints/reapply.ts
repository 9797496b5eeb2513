import { messageResponseSchema } from '../auth.ts';
import { emailParamSchema } from '../email.ts';
import { APPLICANT, defineEndpoint, STAFF_READ } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { earlierApplicationsSchema, reapplyBodySchema, reapplyOfferSchema } from '../reapply.ts';

/*
 * Re-applying with the same account (issue 23.4, docs/decisions/0086-re-applying.md): the
 * applicant's own calls find them from the session; staff read the earlier applications.
 */

export const getReapplyOffer = defineEndpoint({
  method: 'GET',
  path: '/api/applicant/reapply',
  response: reapplyOfferSchema,
  access: { allow: APPLICANT },
  errors: [errorCodes.notFound],
  tags: ['applicants'],
  summary: 'The cohort the applicant may apply to again now (their application ended), or null',
});

export const reapply = defineEndpoint({
  method: 'POST',
  path: '/api/applicant/reapply',
  body: reapplyBodySchema,
  response: messageResponseSchema,
  access: { allow: APPLICANT },
  errors: [errorCodes.notFound, errorCodes.applicationNotEnded, errorCodes.noCohortToReapply],
  rateLimited: true,
  tags: ['applicants'],
  summary:
    'Apply again to the cohort open now: the ended application is archived, a new one starts with the last questionnaire as a draft; a repeat answers as the first',
});

export const getEarlierApplications = defineEndpoint({
  method: 'GET',
  path: '/api/elder/earlierApplications/:email',
  params: emailParamSchema,
  response: earlierApplicationsSchema,
  access: { allow: STAFF_READ },
  errors: [errorCodes.notFound],
  tags: ['applicant-records'],
  summary: "An applicant's earlier, ended applications (withheld from an elder in a blind first round)",
});

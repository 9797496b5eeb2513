import { linkTokenParamsSchema, messageResponseSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { interviewRescheduleSchema } from '../interviews.ts';

/* The reschedule page opened from the invitation e-mail: its token stands in for a session. */
export const rescheduleInterview = defineEndpoint({
  method: 'POST',
  path: '/api/interviewInvite/reschedule/:token',
  params: linkTokenParamsSchema,
  body: interviewRescheduleSchema,
  response: messageResponseSchema,
  access: { allow: 'link-token' },
  errors: [
    errorCodes.linkInvalid,
    errorCodes.linkReplaced,
    errorCodes.linkSpent,
    errorCodes.rule,
    errorCodes.wrongState,
    errorCodes.notFound,
  ],
  rateLimited: true,
  tags: ['interviews'],
  summary: 'The applicant moves the interview (token from the e-mail; no session)',
});

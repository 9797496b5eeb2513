import { messageResponseSchema, userParamSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { withdrawalQuerySchema } from '../withdrawal.ts';

export const withdrawApplication = defineEndpoint({
  method: 'POST',
  path: '/api/applicant/withdrawApplication/mail/:user',
  params: userParamSchema,
  query: withdrawalQuerySchema,
  response: messageResponseSchema,
  access: { allow: 'link-token' },
  errors: [errorCodes.linkInvalid],
  rateLimited: true,
  tags: ['applicants'],
  summary:
    "Unsubscribe or withdraw from an e-mail's link; `user` is the link's single-use token, the reason 'I want to <choice> because <text>'",
});

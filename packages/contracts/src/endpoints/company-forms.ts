import { messageResponseSchema } from '../auth.ts';
import { hireRequestSchema, partnerApplicationSchema, stayUpdatedSchema } from '../company-forms.ts';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/*
 * The public forms. What the console reads of them is in company-requests.ts: a file per audience,
 * so that a public form's bundle does not carry the console's calls.
 */
const tags = ['company-forms'];

/** Each form: open to anyone, rate limited per address, 201 with the sentence to show. */
const form = {
  method: 'POST',
  response: messageResponseSchema,
  status: 201,
  access: { allow: 'public' },
  rateLimited: true,
  tags,
} as const;

export const applyToPartner = defineEndpoint({
  ...form,
  path: '/api/partner/apply',
  body: partnerApplicationSchema,
  errors: [],
  summary: 'A company applies to partner with the school; every admin is mailed',
});

export const requestToHire = defineEndpoint({
  ...form,
  path: '/api/hireAnEngineer/request',
  body: hireRequestSchema,
  errors: [],
  summary: 'A company asks to hire graduates (skillSet comma-joined); every admin is mailed',
});

export const subscribeToLaunch = defineEndpoint({
  ...form,
  path: '/api/lampLaunch/stayUpdated',
  body: stayUpdatedSchema,
  errors: [errorCodes.alreadySubscribed],
  summary: 'Subscribe to launch updates; a known e-mail answers 409 with the spec’s sentence',
});

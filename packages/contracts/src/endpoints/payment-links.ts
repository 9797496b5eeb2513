import { z } from 'zod';
import {
  emailLinkOutcomeSchema,
  emailLinkStateSchema,
  linkTokenParamsSchema,
  redirectLinkParamsSchema,
} from '../auth.ts';
import { defineEndpoint, STAFF_ACT } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

// The payment page of the staff e-mail (/payment/respond/:token) and the links of older e-mails.
const tags = ['payments'];
/** Signed-in staff only: the token names the proof, the session who answers it (never their own). */
const answersByLink = { allow: STAFF_ACT, actsOn: { in: 'paymentLink', field: 'token' } } as const;
const linkToken = { allow: 'link-token' } as const;

export const getPaymentLink = defineEndpoint({
  method: 'GET',
  path: '/api/elder/paymentLink/:token',
  params: linkTokenParamsSchema,
  response: emailLinkStateSchema,
  access: linkToken,
  errors: [errorCodes.linkInvalid],
  tags,
  summary: 'The payment page of the staff e-mail: whether its link can still be answered (changes nothing)',
});

export const confirmPaymentByLink = defineEndpoint({
  method: 'POST',
  path: '/api/elder/confirmPayment/:token',
  params: linkTokenParamsSchema,
  response: emailLinkOutcomeSchema,
  access: answersByLink,
  errors: [errorCodes.linkInvalid, errorCodes.wrongState],
  tags,
  summary: 'Confirm a payment (the click on the e-mail’s payment page, signed in as staff)',
});

export const declinePaymentByLink = defineEndpoint({
  method: 'POST',
  path: '/api/elder/declinePayment/:token',
  params: linkTokenParamsSchema,
  response: emailLinkOutcomeSchema,
  access: answersByLink,
  errors: [errorCodes.linkInvalid],
  tags,
  summary: 'Decline a payment (the click on the e-mail’s payment page, signed in as staff)',
});

// Staff e-mails sent before issue 18 link here; a scanner's GET must not answer the payment.
const olderLink = {
  method: 'GET',
  params: redirectLinkParamsSchema,
  response: z.null(),
  status: 302,
  access: linkToken,
  errors: [],
  tags,
  summary: 'Link of an older staff e-mail: redirects to the payment page, never answers',
} as const;

export const confirmPaymentOlderLink = defineEndpoint({
  ...olderLink,
  path: '/api/elder/confirmPayment/:token',
});

export const declinePaymentOlderLink = defineEndpoint({
  ...olderLink,
  path: '/api/elder/declinePayment/:token',
});

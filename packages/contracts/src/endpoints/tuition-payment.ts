import { linkTokenParamsSchema } from '../auth.ts';
import { APPLICANT, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  checkoutResultSchema,
  checkoutReturnSchema,
  checkoutSchema,
  payLinkSchema,
  payLinkStateSchema,
  transferAccountSchema,
  tuitionPaymentSchema,
} from '../tuition-ledger.ts';

// Paying tuition through the school's payment provider (issue 24.2, decision 0084).
const tags = ['payments'];
const payLinkToken = { allow: 'link-token' } as const;
/** What starting a payment may answer, from the dashboard or the shared link. */
const payingErrors = [errorCodes.wrongState, errorCodes.noTuitionFee, errorCodes.unavailable];

export const getTuitionPayment = defineEndpoint({
  method: 'GET',
  path: '/api/native/tuition/payment',
  response: tuitionPaymentSchema,
  access: { allow: APPLICANT },
  errors: [errorCodes.wrongState, errorCodes.noTuitionFee],
  tags,
  summary: 'What is due now and how to pay it: the account to transfer to, or the hosted checkout',
});

export const startTuitionCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/native/tuition/checkout',
  response: checkoutSchema,
  access: { allow: APPLICANT },
  errors: payingErrors,
  tags,
  summary: 'Start a hosted checkout for the amount due now (card, USSD or bank)',
});

export const openTransferAccount = defineEndpoint({
  method: 'POST',
  path: '/api/native/tuition/transferAccount',
  response: transferAccountSchema,
  access: { allow: APPLICANT },
  errors: payingErrors,
  tags,
  summary:
    'A temporary account to transfer the amount due now to (Flutterwave); the one given before while it has not expired',
});

export const createPayLink = defineEndpoint({
  method: 'POST',
  path: '/api/native/tuition/payLink',
  response: payLinkSchema,
  access: { allow: APPLICANT },
  errors: [errorCodes.wrongState],
  tags,
  summary: 'A link a parent, guardian or sponsor can pay the tuition from without logging in',
});

export const getPayLink = defineEndpoint({
  method: 'GET',
  path: '/api/pay/:token',
  params: linkTokenParamsSchema,
  response: payLinkStateSchema,
  access: payLinkToken,
  errors: [errorCodes.linkInvalid, errorCodes.linkExpired, errorCodes.noTuitionFee],
  tags,
  summary: 'The shared payment link: whose tuition, what is due, how to pay (changes nothing)',
});

export const startPayLinkCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/pay/:token/checkout',
  params: linkTokenParamsSchema,
  response: checkoutSchema,
  access: payLinkToken,
  errors: [errorCodes.linkInvalid, errorCodes.linkExpired, ...payingErrors],
  // Public: a checkout started in the last 30 minutes for the same amount is given again, and the
  // address is limited like the other public calls that reach the provider.
  rateLimited: true,
  tags,
  summary: 'Start a hosted checkout from the shared payment link',
});

export const openPayLinkTransferAccount = defineEndpoint({
  method: 'POST',
  path: '/api/pay/:token/transferAccount',
  params: linkTokenParamsSchema,
  response: transferAccountSchema,
  access: payLinkToken,
  errors: [errorCodes.linkInvalid, errorCodes.linkExpired, ...payingErrors],
  // Anyone holding the link may call it; an unexpired account is given again, never a new one.
  rateLimited: true,
  tags,
  summary: 'A temporary account to transfer the amount due now to, from the shared payment link',
});

export const confirmCheckoutReturn = defineEndpoint({
  method: 'POST',
  path: '/api/payments/checkoutReturn',
  body: checkoutReturnSchema,
  response: checkoutResultSchema,
  access: {
    allow: 'public',
    note: 'The provider verifies the reference server to server; nothing is trusted from the browser.',
  },
  errors: [errorCodes.validation, errorCodes.notFound, errorCodes.unavailable],
  // Each call asks the provider: a visitor must not make the portal hammer it.
  rateLimited: true,
  tags,
  summary: 'The page the checkout returns to asks how the payment stands (verified with the provider)',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

// The payment providers' webhooks (issue 24.3, decision 0084): the signature is the caller's proof.
const tags = ['payments'];
const webhookAccess = {
  allow: 'public',
  note: 'The provider signs each delivery (Paystack x-paystack-signature, Flutterwave verif-hash); an unsigned one is refused and not stored.',
} as const;
const webhookAnswer = z.object({ received: z.literal(true) });

export const paystackWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/webhooks/paystack',
  response: webhookAnswer,
  access: webhookAccess,
  errors: [errorCodes.unauthenticated, errorCodes.validation, errorCodes.notFound],
  tags,
  summary: 'Paystack tells the portal of a payment (stored, then verified and counted once by a job)',
  description: 'The raw body is signed: HMAC-SHA512 with the secret key, in x-paystack-signature.',
});

export const flutterwaveWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/webhooks/flutterwave',
  response: webhookAnswer,
  access: webhookAccess,
  errors: [errorCodes.unauthenticated, errorCodes.validation, errorCodes.notFound],
  tags,
  summary: 'Flutterwave tells the portal of a payment (stored, then verified and counted once by a job)',
  description: 'The verif-hash header carries the secret hash set on the Flutterwave dashboard.',
});

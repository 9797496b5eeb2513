import { APPLICANT, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { paymentInstructionsSchema, paymentProofResponseSchema, paymentProofSchema } from '../payments.ts';

// The payment dialog: sending a proof, and what is owed and where to pay it.
const tags = ['payments'];
const access = { allow: APPLICANT };

export const uploadProofOfPayment = defineEndpoint({
  method: 'POST',
  path: '/api/native/uploadProofOfPayment',
  body: paymentProofSchema,
  response: paymentProofResponseSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.wrongState, errorCodes.conflict],
  tags,
  summary: 'Send proof of tuition payment (the file first goes to POST /api/files)',
});

export const getPaymentInstructions = defineEndpoint({
  method: 'GET',
  path: '/api/native/paymentInstructions',
  response: paymentInstructionsSchema,
  access,
  errors: [errorCodes.notFound],
  tags,
  summary:
    "What you owe (from your cohort's fee, your plan and discount, less what was confirmed) and where to pay",
});

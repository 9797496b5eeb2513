import { APPLICANT, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  myPaymentProofResponseSchema,
  paymentInstructionsSchema,
  paymentProofResponseSchema,
  paymentProofSchema,
} from '../payments.ts';

// The applicant's side of paying tuition: the dashboard's step 4 and the payment dialog.
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

export const getMyPaymentProof = defineEndpoint({
  method: 'GET',
  path: '/api/native/paymentProof',
  response: myPaymentProofResponseSchema,
  access,
  errors: [],
  tags,
  summary: 'Your latest proof of payment and its answer',
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

import { APPLICANT, defineEndpoint } from '../endpoint.ts';
import { myPaymentProofResponseSchema } from '../payments.ts';

// Apart from the payment dialog's calls: the dashboard reads it on first paint, before the dialog loads.
export const getMyPaymentProof = defineEndpoint({
  method: 'GET',
  path: '/api/native/paymentProof',
  response: myPaymentProofResponseSchema,
  access: { allow: APPLICANT },
  errors: [],
  tags: ['payments'],
  summary: 'Your latest proof of payment and its answer',
});

import { z } from 'zod';
import { defineEndpoint, STAFF_ACT } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  declinePaymentSchema,
  paymentDecisionResponseSchema,
  paymentProofIdParamSchema,
  paymentProofListQuerySchema,
  paymentProofRecordSchema,
  paymentProofReviewSchema,
} from '../payments.ts';

// Staff review of the proofs of payment (the review page).
const tags = ['payments'];
const answersProof = { allow: STAFF_ACT, actsOn: { in: 'paymentProof', field: 'proofId' } } as const;

export const listPaymentProofs = defineEndpoint({
  method: 'GET',
  path: '/api/elder/paymentProofs',
  query: paymentProofListQuerySchema,
  response: z.array(paymentProofRecordSchema),
  access: { allow: STAFF_ACT, note: "proofs name an applicant's bank details: sponsors may not read them" },
  errors: [],
  tags,
  summary: 'Proofs of payment, newest first',
});

export const getPaymentProof = defineEndpoint({
  method: 'GET',
  path: '/api/elder/paymentProofs/:proofId',
  params: paymentProofIdParamSchema,
  response: paymentProofReviewSchema,
  access: { allow: STAFF_ACT },
  errors: [errorCodes.notFound],
  tags,
  summary: 'One proof of payment, for the review page, with what was owed and where to pay',
});

export const confirmPaymentProof = defineEndpoint({
  method: 'POST',
  path: '/api/elder/paymentProofs/:proofId/confirm',
  params: paymentProofIdParamSchema,
  response: paymentDecisionResponseSchema,
  access: answersProof,
  errors: [errorCodes.notFound, errorCodes.conflict, errorCodes.wrongState],
  tags,
  summary: 'Confirm a payment: the enrolment form opens',
});

export const declinePaymentProof = defineEndpoint({
  method: 'POST',
  path: '/api/elder/paymentProofs/:proofId/decline',
  params: paymentProofIdParamSchema,
  body: declinePaymentSchema,
  response: paymentDecisionResponseSchema,
  access: answersProof,
  errors: [errorCodes.notFound, errorCodes.conflict],
  tags,
  summary: 'Decline a payment with the reason the applicant is told',
});

import { userDataSchema } from '../auth.ts';
import { APPLICANT, defineEndpoint } from '../endpoint.ts';
import {
  discountCodeLookupParamSchema,
  discountCodeLookupResponseSchema,
  myPaymentPlanResponseSchema,
  paymentPlanSchema,
} from '../enrolment.ts';
import { errorCodes } from '../errors.ts';
import { tuitionSummarySchema } from '../payments.ts';

// The payment agreement (step 6): the plan form, its discount code and the tuition it prices.
const tags = ['enrolment'];
const access = { allow: APPLICANT };

export const lookUpDiscountCode = defineEndpoint({
  method: 'GET',
  path: '/api/native/discountCode/:code',
  params: discountCodeLookupParamSchema,
  response: discountCodeLookupResponseSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.discountCodeUsedUp, errorCodes.noTuitionFee],
  // Codes are short: a limit per address keeps them from being guessed by brute force.
  rateLimited: true,
  tags,
  summary: 'What a discount code takes off the tuition (takes no use)',
});

export const fillPaymentAgreement = defineEndpoint({
  method: 'POST',
  path: '/api/native/fillPaymentAgreement',
  body: paymentPlanSchema,
  response: userDataSchema,
  access,
  errors: [
    errorCodes.notFound,
    errorCodes.wrongState,
    errorCodes.conflict,
    errorCodes.noTuitionFee,
    errorCodes.discountCodeUsedUp,
  ],
  tags,
  summary: 'Choose the tuition payment plan (step 6)',
});

export const getTuition = defineEndpoint({
  method: 'GET',
  path: '/api/native/tuition',
  response: tuitionSummarySchema,
  access,
  errors: [errorCodes.notFound, errorCodes.noTuitionFee],
  tags,
  summary: 'The tuition fee, the tuition paid and confirmed, and the amount left to pay',
});

export const getPaymentPlan = defineEndpoint({
  method: 'GET',
  path: '/api/native/paymentPlan',
  response: myPaymentPlanResponseSchema,
  access,
  errors: [],
  tags,
  summary: 'The chosen payment plan, or null',
});

import {
  agreementSchema,
  discountCodeLookupParamSchema,
  discountCodeLookupResponseSchema,
  emailParamSchema,
  enrolmentSchema,
  loanAgreementSchema,
  loanDetailsSchema,
  messageResponseSchema,
  myAgreementsResponseSchema,
  myPaymentPlanResponseSchema,
  paymentPlanSchema,
  tuitionSummarySchema,
  userDataSchema,
} from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getTuitionSummary } from '../tuition/tuition.service.ts';
import { getLoanDetails, listAgreements, signAgreement } from './agreements.service.ts';
import { checkIn, getEnrolmentForm, submitEnrolmentForm } from './enrolment.service.ts';
import { fillPaymentAgreement, getPaymentPlan, lookUpDiscountCode } from './payment-plan.service.ts';

const tags = ['enrolment'];
const security = [{ bearer: [] }];
const userData = { 200: userDataSchema };

/** The stored enrolment form as it was sent, with when it was sent and when the learner was checked in. */
const enrolmentFormResponseSchema = z.object({
  enrolment: z
    .object(enrolmentSchema.shape)
    .extend({ submittedAt: z.string(), checkedInAt: z.string().nullable() })
    .nullable(),
});

export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const learner = app.authorize('APPLICANT');
  const learnerId = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).userId;

  app.post(
    '/api/native/submitEnrollmentForm',
    {
      preHandler: learner,
      schema: {
        tags,
        security,
        summary: 'Submit the enrolment form (step 5)',
        body: enrolmentSchema,
        response: userData,
      },
    },
    async (request) => submitEnrolmentForm(app, learnerId(request), request.body),
  );

  app.get(
    '/api/native/enrollmentForm',
    {
      preHandler: learner,
      schema: {
        tags,
        security,
        summary: 'The submitted enrolment form, or null',
        response: { 200: enrolmentFormResponseSchema },
      },
    },
    async (request) => getEnrolmentForm(app, learnerId(request)),
  );

  app.post(
    '/api/elder/checkIn/:email',
    {
      preHandler: app.authorize('ADMIN', 'ELDER'),
      schema: {
        tags,
        security,
        summary: 'Check a learner in after their enrolment form',
        params: emailParamSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => checkIn(app, request.params.email, requirePrincipal(request).userId),
  );

  app.get(
    '/api/native/discountCode/:code',
    {
      preHandler: learner,
      // Codes are short: a limit per address keeps them from being guessed by brute force.
      config: app.perAddressLimit,
      schema: {
        tags,
        security,
        summary: 'What a discount code takes off the tuition (takes no use)',
        params: discountCodeLookupParamSchema,
        response: { 200: discountCodeLookupResponseSchema },
      },
    },
    async (request) => lookUpDiscountCode(app, learnerId(request), request.params.code),
  );

  app.post(
    '/api/native/fillPaymentAgreement',
    {
      preHandler: learner,
      schema: {
        tags,
        security,
        summary: 'Choose the tuition payment plan (step 6)',
        body: paymentPlanSchema,
        response: userData,
      },
    },
    async (request) => fillPaymentAgreement(app, learnerId(request), request.body),
  );

  app.get(
    '/api/native/tuition',
    {
      preHandler: learner,
      schema: {
        tags,
        security,
        summary: 'The tuition fee, the tuition paid and confirmed, and the amount left to pay',
        response: { 200: tuitionSummarySchema },
      },
    },
    async (request) => getTuitionSummary(app.db, learnerId(request)),
  );

  app.get(
    '/api/native/paymentPlan',
    {
      preHandler: learner,
      schema: {
        tags,
        security,
        summary: 'The chosen payment plan, or null',
        response: { 200: myPaymentPlanResponseSchema },
      },
    },
    async (request) => getPaymentPlan(app, learnerId(request)),
  );

  for (const [url, kind, summary] of [
    ['/api/native/fillNativeAgreement', 'native', 'Sign the native agreement (step 7)'],
    ['/api/native/fillTenancyAgreement', 'tenancy', 'Sign the tenancy agreement (step 8)'],
  ] as const) {
    app.post(
      url,
      { preHandler: learner, schema: { tags, security, summary, body: agreementSchema, response: userData } },
      async (request) => signAgreement(app, learnerId(request), kind),
    );
  }

  app.post(
    '/api/native/fillLearnFundForm',
    {
      preHandler: learner,
      schema: {
        tags,
        security,
        summary: 'Sign the loan agreement (step 9), with a guardian when under 18',
        body: loanAgreementSchema,
        response: userData,
      },
    },
    async (request) => signAgreement(app, learnerId(request), 'loan', request.body.parentName),
  );

  app.get(
    '/api/native/getLoanDetails',
    {
      preHandler: learner,
      schema: {
        tags,
        security,
        summary: 'Signer, address and whether a guardian must consent',
        response: { 200: loanDetailsSchema },
      },
    },
    async (request) => getLoanDetails(app, learnerId(request)),
  );

  app.get(
    '/api/native/agreements',
    {
      preHandler: learner,
      schema: {
        tags,
        security,
        summary: 'The agreements signed, with their terms versions',
        response: { 200: myAgreementsResponseSchema },
      },
    },
    async (request) => listAgreements(app, learnerId(request)),
  );
};

import {
  declinePaymentSchema,
  emailLinkOutcomeSchema,
  emailLinkStateSchema,
  linkTokenParamsSchema,
  myPaymentProofResponseSchema,
  paymentDecisionResponseSchema,
  paymentInstructionsSchema,
  paymentProofIdParamSchema,
  paymentProofListQuerySchema,
  paymentProofRecordSchema,
  paymentProofResponseSchema,
  paymentProofReviewSchema,
  paymentProofSchema,
  redirectLinkParamsSchema,
} from '@intake/contracts';
import { pagePath, paths } from '@intake/contracts/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  answerPaymentLink,
  answerPaymentProof,
  findMyPaymentProof,
  findPaymentInstructions,
  findPaymentProof,
  listPaymentProofs,
  paymentLinkState,
  uploadPaymentProof,
} from './payments.service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/native/uploadProofOfPayment',
    {
      preHandler: app.authorize('APPLICANT'),
      schema: {
        tags,
        security,
        summary: 'Send proof of tuition payment (the file first goes to POST /api/files)',
        body: paymentProofSchema,
        response: { 200: paymentProofResponseSchema },
      },
    },
    async (request) => uploadPaymentProof(app, requirePrincipal(request).userId, request.body),
  );

  app.get(
    '/api/native/paymentProof',
    {
      preHandler: app.authorize('APPLICANT'),
      schema: {
        tags,
        security,
        summary: 'Your latest proof of payment and its answer',
        response: { 200: myPaymentProofResponseSchema },
      },
    },
    async (request) => findMyPaymentProof(app, requirePrincipal(request).userId),
  );

  app.get(
    '/api/native/paymentInstructions',
    {
      preHandler: app.authorize('APPLICANT'),
      schema: {
        tags,
        security,
        summary:
          "What you owe (from your cohort's fee, your plan and discount, less what was confirmed) and where to pay",
        response: { 200: paymentInstructionsSchema },
      },
    },
    async (request) => findPaymentInstructions(app, app.db, requirePrincipal(request).userId),
  );

  app.get(
    '/api/elder/paymentLink/:token',
    {
      schema: {
        tags,
        summary:
          'The payment page of the staff e-mail: whether its link can still be answered (changes nothing)',
        params: linkTokenParamsSchema,
        response: { 200: emailLinkStateSchema },
      },
    },
    async (request) => paymentLinkState(app, request.params.token),
  );

  for (const [url, confirm] of [
    ['/api/elder/confirmPayment/:token', true],
    ['/api/elder/declinePayment/:token', false],
  ] as const) {
    // Signed-in staff only: the token names the proof, the session who answers it (never their own).
    app.post(
      url,
      {
        preHandler: app.authorize('ADMIN', 'ELDER'),
        schema: {
          tags,
          security,
          summary: confirm
            ? 'Confirm a payment (the click on the e-mail’s payment page, signed in as staff)'
            : 'Decline a payment (the click on the e-mail’s payment page, signed in as staff)',
          params: linkTokenParamsSchema,
          response: { 200: emailLinkOutcomeSchema },
        },
      },
      async (request) =>
        answerPaymentLink(app, request.params.token, confirm, requirePrincipal(request).userId),
    );
    // Staff e-mails sent before issue 18 link here; a scanner's GET must not answer the payment.
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Link of an older staff e-mail: redirects to the payment page, never answers',
          params: redirectLinkParamsSchema,
        },
      },
      async (request, reply) =>
        reply.redirect(pagePath(paths.paymentRespond, { token: request.params.token })),
    );
  }

  app.get(
    '/api/elder/paymentProofs',
    {
      preHandler: app.authorize('ADMIN', 'ELDER'),
      schema: {
        tags,
        security,
        summary: 'Proofs of payment, newest first',
        querystring: paymentProofListQuerySchema,
        response: { 200: z.array(paymentProofRecordSchema) },
      },
    },
    async (request) => listPaymentProofs(app, request.query),
  );

  app.get(
    '/api/elder/paymentProofs/:proofId',
    {
      preHandler: app.authorize('ADMIN', 'ELDER'),
      schema: {
        tags,
        security,
        summary: 'One proof of payment, for the review page, with what was owed and where to pay',
        params: paymentProofIdParamSchema,
        response: { 200: paymentProofReviewSchema },
      },
    },
    async (request) => findPaymentProof(app, request.params.proofId),
  );

  app.post(
    '/api/elder/paymentProofs/:proofId/confirm',
    {
      preHandler: app.authorize('ADMIN', 'ELDER'),
      schema: {
        tags,
        security,
        summary: 'Confirm a payment: the enrolment form opens',
        params: paymentProofIdParamSchema,
        response: { 200: paymentDecisionResponseSchema },
      },
    },
    async (request) =>
      answerPaymentProof(app, request.params.proofId, { confirm: true }, requirePrincipal(request).userId),
  );

  app.post(
    '/api/elder/paymentProofs/:proofId/decline',
    {
      preHandler: app.authorize('ADMIN', 'ELDER'),
      schema: {
        tags,
        security,
        summary: 'Decline a payment with the reason the applicant is told',
        params: paymentProofIdParamSchema,
        body: declinePaymentSchema,
        response: { 200: paymentDecisionResponseSchema },
      },
    },
    async (request) =>
      answerPaymentProof(
        app,
        request.params.proofId,
        { confirm: false, reason: request.body.reason },
        requirePrincipal(request).userId,
      ),
  );
};

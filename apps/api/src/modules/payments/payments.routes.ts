import { getMyPaymentProof } from '@intake/contracts/endpoints/my-payment-proof';
import * as paymentLinks from '@intake/contracts/endpoints/payment-links';
import * as paymentProof from '@intake/contracts/endpoints/payment-proof';
import * as paymentReview from '@intake/contracts/endpoints/payment-review';
import { pagePath, paths } from '@intake/contracts/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
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

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerId = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).userId;

  registerEndpoint(app, paymentProof.uploadProofOfPayment, (request) =>
    uploadPaymentProof(app, callerId(request), request.body),
  );
  registerEndpoint(app, getMyPaymentProof, (request) => findMyPaymentProof(app, callerId(request)));
  registerEndpoint(app, paymentProof.getPaymentInstructions, (request) =>
    findPaymentInstructions(app, app.db, callerId(request)),
  );

  registerEndpoint(app, paymentLinks.getPaymentLink, (request) =>
    paymentLinkState(app, request.params.token),
  );
  registerEndpoint(app, paymentLinks.confirmPaymentByLink, (request) =>
    answerPaymentLink(app, request.params.token, true, callerId(request)),
  );
  registerEndpoint(app, paymentLinks.declinePaymentByLink, (request) =>
    answerPaymentLink(app, request.params.token, false, callerId(request)),
  );

  // Staff e-mails sent before issue 18 link here; a scanner's GET must not answer the payment.
  for (const olderLink of [paymentLinks.confirmPaymentOlderLink, paymentLinks.declinePaymentOlderLink]) {
    registerEndpoint(app, olderLink, async (request, reply) =>
      reply.redirect(pagePath(paths.paymentRespond, { token: request.params.token })),
    );
  }

  registerEndpoint(app, paymentReview.listPaymentProofs, (request) => listPaymentProofs(app, request.query));
  registerEndpoint(app, paymentReview.getPaymentProof, (request) =>
    findPaymentProof(app, request.params.proofId),
  );
  registerEndpoint(app, paymentReview.confirmPaymentProof, (request) =>
    answerPaymentProof(app, request.params.proofId, { confirm: true }, callerId(request)),
  );
  registerEndpoint(app, paymentReview.declinePaymentProof, (request) =>
    answerPaymentProof(
      app,
      request.params.proofId,
      { confirm: false, reason: request.body.reason },
      callerId(request),
    ),
  );
};

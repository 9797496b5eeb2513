import * as reasons from '@intake/contracts/endpoints/decision-reasons';
import {
  acceptOfferFromOldLink,
  declineOfferFromOldLink,
} from '@intake/contracts/endpoints/email-link-redirects';
import {
  acceptAdmissionOffer,
  admissionOfferLink,
  declineAdmissionOffer,
} from '@intake/contracts/endpoints/email-links';
import { sendInterviewDecision } from '@intake/contracts/endpoints/interview-review';
import { getCohortSeats } from '@intake/contracts/endpoints/offers';
import { pagePath, paths } from '@intake/contracts/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { answerOffer, offerLinkState, sendDecision } from './admissions.service.ts';
import { createReason, listReasons, reasonReport, updateReason } from './decision-reasons.service.ts';
import { cohortSeats } from './offers.service.ts';

export const admissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, sendInterviewDecision, (request) =>
    sendDecision(app, request.params.email, request.params.decision, requirePrincipal(request).userId),
  );
  registerEndpoint(app, reasons.makeReasonedDecision, (request) =>
    sendDecision(app, request.params.email, request.body.decision, requirePrincipal(request).userId, {
      reasonId: request.body.reasonId,
    }),
  );
  registerEndpoint(app, reasons.listDecisionReasons, () => listReasons(app));
  registerEndpoint(app, reasons.createDecisionReason, (request) =>
    createReason(app, request.body, requirePrincipal(request).userId),
  );
  registerEndpoint(app, reasons.updateDecisionReason, (request) =>
    updateReason(app, request.params.reasonId, request.body, requirePrincipal(request).userId),
  );
  registerEndpoint(app, reasons.decisionReasonReport, (request) =>
    reasonReport(app, request.params.cohortId),
  );
  registerEndpoint(app, getCohortSeats, (request) => cohortSeats(app, request.params.cohortId));
  registerEndpoint(app, admissionOfferLink, (request) => offerLinkState(app, request.params.token));
  for (const [answer, oldLink, accept] of [
    [acceptAdmissionOffer, acceptOfferFromOldLink, true],
    [declineAdmissionOffer, declineOfferFromOldLink, false],
  ] as const) {
    registerEndpoint(app, answer, (request) => answerOffer(app, request.params.token, accept));
    // Offer e-mails sent before issue 18 link here; a scanner's GET must not answer the offer.
    registerEndpoint(app, oldLink, async (request, reply) =>
      reply.redirect(pagePath(paths.admissionRespond, { token: request.params.token })),
    );
  }
};

import * as tuitionPayment from '@intake/contracts/endpoints/tuition-payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  confirmCheckoutReturn,
  createPayLink,
  findTuitionPayment,
  openPayLinkTransferAccount,
  openTransferAccount,
  payLinkState,
  startCheckout,
  startPayLinkCheckout,
} from './payment-gateway.service.ts';

/** The paying calls: the learner's, the shared link's, and the checkout's return page (issue 24.2). */
export const paymentGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerId = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).userId;

  registerEndpoint(app, tuitionPayment.getTuitionPayment, (request) =>
    findTuitionPayment(app, callerId(request)),
  );
  registerEndpoint(app, tuitionPayment.startTuitionCheckout, (request) =>
    startCheckout(app, callerId(request), 'learner'),
  );
  registerEndpoint(app, tuitionPayment.openTransferAccount, (request) =>
    openTransferAccount(app, callerId(request), 'learner'),
  );
  registerEndpoint(app, tuitionPayment.openPayLinkTransferAccount, (request) =>
    openPayLinkTransferAccount(app, request.params.token),
  );
  registerEndpoint(app, tuitionPayment.createPayLink, (request) => createPayLink(app, callerId(request)));
  registerEndpoint(app, tuitionPayment.getPayLink, (request) => payLinkState(app, request.params.token));
  registerEndpoint(app, tuitionPayment.startPayLinkCheckout, (request) =>
    startPayLinkCheckout(app, request.params.token),
  );
  registerEndpoint(app, tuitionPayment.confirmCheckoutReturn, (request) =>
    confirmCheckoutReturn(app, request.body.reference),
  );
};

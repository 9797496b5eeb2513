import type { FastifyPluginAsync } from 'fastify';
import { paymentGatewayRoutes } from './payment-gateway.routes.ts';
import {
  actOnGatewayEvent,
  JOB_GATEWAY_EVENT,
  JOB_OPEN_VIRTUAL_ACCOUNT,
  openVirtualAccount,
} from './payment-gateway.service.ts';
import { webhookRoutes } from './webhooks.routes.ts';

/** Online tuition payments (issue 24): the paying calls, the providers' webhooks and their jobs. */
export const paymentGatewayPlugin: FastifyPluginAsync = async (app) => {
  await app.register(paymentGatewayRoutes);
  await app.register(webhookRoutes);
  app.jobs.register(JOB_GATEWAY_EVENT, (payload) => actOnGatewayEvent(app, payload));
  app.jobs.register(JOB_OPEN_VIRTUAL_ACCOUNT, (payload) => openVirtualAccount(app, payload));
};

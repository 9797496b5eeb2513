import { flutterwaveWebhook, paystackWebhook } from '@intake/contracts/endpoints/payment-webhooks';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { receiveWebhook } from './payment-gateway.service.ts';

/** A provider's event is small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The providers' webhooks. The signature covers the exact bytes sent, so in this scope alone the
 * body is kept as the raw text (whatever content type the provider names); the service parses it
 * once the signature holds.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const rawBody = (body: unknown) => (typeof body === 'string' ? body : '');
  registerEndpoint(app, paystackWebhook, (request) =>
    receiveWebhook(app, 'paystack', rawBody(request.body), request.headers),
  );
  registerEndpoint(app, flutterwaveWebhook, (request) =>
    receiveWebhook(app, 'flutterwave', rawBody(request.body), request.headers),
  );
};

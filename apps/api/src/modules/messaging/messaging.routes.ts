import { timingSafeEqual } from 'node:crypto';
import * as endpoints from '@intake/contracts/endpoints/messaging';
import { messagingErrors } from '@intake/contracts/errors/messaging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { africasTalkingStatus } from './africastalking.transport.ts';
import {
  answerMessageConsent,
  confirmPhoneCode,
  getMyMessageConsents,
  sendPhoneCode,
} from './consent.service.ts';
import {
  changeMessageRoute,
  getMessageRouting,
  recordDeliveryReport,
  recordInbound,
} from './messaging.service.ts';
import { isTermiiSignatureValid, termiiStatus } from './termii.transport.ts';

export const messageRoutingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.getMessageRouting, () => getMessageRouting(app));
  registerEndpoint(app, endpoints.updateMessageRoute, (request) =>
    changeMessageRoute(app, request.params.kind, request.body.channels, requirePrincipal(request).userId),
  );
};

/** The applicant's own channels and the one-time code that confirms their phone (issue 25.2). */
export const messageConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.getMyMessageConsents, (request) =>
    getMyMessageConsents(app, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.sendPhoneCode, (request) =>
    sendPhoneCode(app, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.confirmPhoneCode, (request) =>
    confirmPhoneCode(app, requirePrincipal(request).userId, request.body.code),
  );
  registerEndpoint(app, endpoints.answerMessageConsent, (request) =>
    answerMessageConsent(app, requirePrincipal(request).userId, request.body),
  );
};

const sameSecret = (expected: string | undefined, given: string) => {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** By the matched route, not the raw URL, so no spelling of the address slips past the check. */
const isTermiiPath = (request: FastifyRequest) =>
  (request.routeOptions.url ?? request.url).startsWith('/api/messaging/termii/');

/** A signed body that is not JSON is the sender's mistake: 400, not JSON.parse's 500. */
function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw appError(messagingErrors.bodyNotJson);
  }
}

/** A callback is a few hundred bytes; nothing larger is read. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

/**
 * Checks who posts, before anything else is read: Termii's signature over the body as sent (so
 * the body is kept as text by this scope's JSON parser), Africa's Talking's secret in the path.
 */
function checkCaller(app: FastifyInstance, request: FastifyRequest, rawBody: string) {
  const { messaging } = app.config;
  if (isTermiiPath(request)) {
    if (!messaging.termii) throw appError(messagingErrors.providerNotInUse);
    if (!isTermiiSignatureValid(messaging.termii.secretKey, rawBody, request.headers['x-termii-signature']))
      throw appError(messagingErrors.signatureInvalid);
  }
}

function checkAfricasTalkingSecret(app: FastifyInstance, request: FastifyRequest) {
  const at = app.config.messaging.africasTalking;
  if (!at) throw appError(messagingErrors.providerNotInUse);
  const { secret } = request.params as { secret?: string };
  if (!sameSecret(at.callbackSecret, secret ?? '')) throw appError(messagingErrors.callbackSecretInvalid);
}

/**
 * The providers' callbacks (issue 25.4): delivery reports move a message forward, inbound STOP
 * replies opt the number out. Each is stored as it came, duplicates and late ones too.
 */
export const providerCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (request, body, done) => {
      try {
        checkCaller(app, request, body as string);
        done(null, parseJson(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  // Africa's Talking posts forms. Termii posts JSON only, so a form on its path is refused — after
  // the signature check over the raw body, so an unsigned form answers 401 like unsigned JSON does.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (request, body, done) => {
      try {
        checkCaller(app, request, body as string);
        if (isTermiiPath(request)) throw appError(messagingErrors.termiiNotJson);
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/messaging/africastalking/')) checkAfricasTalkingSecret(app, request);
    else if (!app.config.messaging.termii) throw appError(messagingErrors.providerNotInUse);
  });

  registerEndpoint(app, endpoints.termiiEvent, async (request) => {
    const event = request.body;
    const channel = event.channel === 'whatsapp' ? 'whatsapp' : 'sms';
    if (event.type === 'inbound') {
      await recordInbound(app.db, {
        provider: 'termii',
        from: event.sender ?? '',
        text: event.message ?? '',
        channel,
        payload: event,
      });
      return { received: true };
    }
    const providerMessageId = event.message_id ?? event.id;
    if (!providerMessageId) return { received: false };
    const status = event.status ?? '';
    await recordDeliveryReport(app.db, {
      provider: 'termii',
      providerMessageId,
      status: termiiStatus(status),
      providerStatus: status,
      cost: event.cost === null || event.cost === undefined ? undefined : String(event.cost),
      payload: event,
    });
    return { received: true };
  });

  registerEndpoint(app, endpoints.africasTalkingDelivery, async (request) => {
    const report = request.body;
    await recordDeliveryReport(app.db, {
      provider: 'africastalking',
      providerMessageId: report.id,
      status: africasTalkingStatus(report.status),
      providerStatus: report.failureReason ? `${report.status}: ${report.failureReason}` : report.status,
      payload: report,
    });
    return { received: true };
  });

  registerEndpoint(app, endpoints.africasTalkingInbound, async (request) => {
    await recordInbound(app.db, {
      provider: 'africastalking',
      from: request.body.from,
      text: request.body.text,
      channel: 'sms',
      payload: request.body,
    });
    return { received: true };
  });
};

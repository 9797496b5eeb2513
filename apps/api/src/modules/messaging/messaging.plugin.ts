import type { FastifyPluginAsync } from 'fastify';
import { messageTimelineRoutes } from './message-timeline.routes.ts';
import { messageConsentRoutes, messageRoutingRoutes, providerCallbackRoutes } from './messaging.routes.ts';
import { prepareConsented } from './messaging.service.ts';

/**
 * SMS and WhatsApp beside e-mail (issue 25, decisions 0088 and 0090): the admins' routing, the
 * applicants' consent and phone codes, the providers' callbacks, and the outbox's last look at
 * each phone message (held back after a STOP). The carriers themselves are the mail worker's,
 * which sends every channel.
 */
export const messagingPlugin: FastifyPluginAsync = async (app) => {
  app.mailWorker.prepareWith((batch) => prepareConsented(app.db, batch));
  await app.register(messageRoutingRoutes);
  await app.register(messageConsentRoutes);
  await app.register(providerCallbackRoutes);
  await app.register(messageTimelineRoutes);
};

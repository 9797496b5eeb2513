import * as endpoints from '@intake/contracts/endpoints/message-timeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getSmsUnitCost, saveSmsUnitCost } from '../settings/settings.service.ts';
import { getMessageTimeline, resendMessage, sendOneOffMessage } from './message-timeline.service.ts';

/** The applicant's messages on the staff profile, and the price of an SMS unit (issue 25.5, 25.6). */
export const messageTimelineRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.getMessageTimeline, (request) =>
    getMessageTimeline(app, request.params.email, request.query.page),
  );
  registerEndpoint(app, endpoints.resendMessage, (request) =>
    resendMessage(app, request.params.email, request.params.messageId, requirePrincipal(request)),
  );
  registerEndpoint(app, endpoints.sendOneOffMessage, (request) =>
    sendOneOffMessage(app, request.params.email, request.body, requirePrincipal(request)),
  );
  registerEndpoint(app, endpoints.getSmsUnitCost, () => getSmsUnitCost(app.db));
  registerEndpoint(app, endpoints.updateSmsUnitCost, (request) => saveSmsUnitCost(app.db, request.body));
};

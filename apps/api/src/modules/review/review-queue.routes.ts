import * as queue from '@intake/contracts/endpoints/review-queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getNextReview, getReview, saveFirstReview } from './review-queue.service.ts';

export const reviewQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, queue.getNextReview, (request) => getNextReview(app, requirePrincipal(request)));
  registerEndpoint(app, queue.getReview, (request) =>
    getReview(app, request.params.applicantId, requirePrincipal(request)),
  );
  registerEndpoint(app, queue.saveFirstReview, (request) =>
    saveFirstReview(app, request.params.applicantId, request.body, requirePrincipal(request)),
  );
};

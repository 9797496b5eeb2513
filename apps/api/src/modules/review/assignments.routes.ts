import * as endpoints from '@intake/contracts/endpoints/review-assignments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  assignWaiting,
  changeReviewSettings,
  declareConflict,
  declareOwnConflict,
  getConflicts,
  getReviewerQueue,
  getReviewers,
  getReviewSettings,
  reassign,
  removeConflict,
} from './assignments.service.ts';

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.getReviewers, () => getReviewers(app));
  registerEndpoint(app, endpoints.getReviewerQueue, (request) =>
    getReviewerQueue(app, request.params.reviewerId, request.query.page),
  );
  registerEndpoint(app, endpoints.reassign, (request) =>
    reassign(app, request.params, request.body.toReviewerId, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.getConflicts, (request) => getConflicts(app, request.query));
  registerEndpoint(app, endpoints.declareConflict, (request) =>
    declareConflict(app, request.body, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.removeConflict, (request) =>
    removeConflict(app, request.params, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.assignWaiting, (request) =>
    assignWaiting(app, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.getReviewSettings, (request) =>
    getReviewSettings(app, request.params.cohortId),
  );
  registerEndpoint(app, endpoints.updateReviewSettings, (request) =>
    changeReviewSettings(app, request.params.cohortId, request.body, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.declareOwnConflict, (request) =>
    declareOwnConflict(
      app,
      request.params.applicantId,
      request.body.reason,
      requirePrincipal(request).userId,
    ),
  );
};

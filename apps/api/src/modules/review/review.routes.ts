import * as rubrics from '@intake/contracts/endpoints/review-rubrics';
import * as scorecards from '@intake/contracts/endpoints/review-scorecards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { addCriterion, deleteCriterion, getRubric, updateCriterion } from './rubrics.service.ts';
import { getScorecards, saveInterviewScorecard } from './scorecards.service.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, rubrics.getRubric, (request) => getRubric(app, request.params.cohortId));
  registerEndpoint(app, rubrics.addCriterion, (request) =>
    addCriterion(app, request.params.cohortId, request.body, requirePrincipal(request).userId),
  );
  registerEndpoint(app, rubrics.updateCriterion, (request) =>
    updateCriterion(app, request.params.criterionId, request.body, requirePrincipal(request).userId),
  );
  registerEndpoint(app, rubrics.deleteCriterion, (request) =>
    deleteCriterion(app, request.params.criterionId, requirePrincipal(request).userId),
  );
  registerEndpoint(app, scorecards.getScorecards, (request) =>
    getScorecards(app, request.params.email, requirePrincipal(request)),
  );
  registerEndpoint(app, scorecards.saveInterviewScorecard, (request) =>
    saveInterviewScorecard(app, request.params.email, request.body, requirePrincipal(request)),
  );
};

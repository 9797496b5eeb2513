import * as endpoints from '@intake/contracts/endpoints/questionnaire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getQuestionnaire, saveQuestionnaireDraft, submitQuestionnaire } from './questionnaire.service.ts';

export const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.getQuestionnaire, (request) =>
    getQuestionnaire(app, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.saveQuestionnaireDraft, (request) =>
    saveQuestionnaireDraft(app, requirePrincipal(request).userId, request.body),
  );
  registerEndpoint(app, endpoints.submitQuestionnaire, (request) =>
    submitQuestionnaire(app, requirePrincipal(request).userId, request.body ?? {}),
  );
};

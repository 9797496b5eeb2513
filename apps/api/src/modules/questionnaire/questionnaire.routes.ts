import { questionnaireDraftSchema, questionnaireStateSchema, userDataSchema } from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getQuestionnaire, saveQuestionnaireDraft, submitQuestionnaire } from './questionnaire.service.ts';

const tags = ['questionnaire'];
const security = [{ bearer: [] }];

export const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  const applicantOnly = app.authorize('APPLICANT');

  app.get(
    '/api/questionnaire',
    {
      preHandler: applicantOnly,
      schema: {
        tags,
        security,
        summary: 'The saved questionnaire (draft or submitted)',
        response: { 200: questionnaireStateSchema },
      },
    },
    async (request) => getQuestionnaire(app, requirePrincipal(request).userId),
  );

  app.patch(
    '/api/questionnaire',
    {
      preHandler: applicantOnly,
      schema: {
        tags,
        security,
        summary: 'Save the questionnaire as a draft (on Next); answers user data',
        body: questionnaireDraftSchema,
        response: { 200: userDataSchema },
      },
    },
    async (request) => saveQuestionnaireDraft(app, requirePrincipal(request).userId, request.body),
  );

  app.post(
    '/api/questionnaire/submit',
    {
      preHandler: applicantOnly,
      schema: {
        tags,
        security,
        summary: 'Submit the questionnaire (APPLIED → QUESTIONNAIRE); the body may carry the last page',
        body: questionnaireDraftSchema.nullish(),
        response: { 200: userDataSchema },
      },
    },
    async (request) => submitQuestionnaire(app, requirePrincipal(request).userId, request.body ?? {}),
  );
};

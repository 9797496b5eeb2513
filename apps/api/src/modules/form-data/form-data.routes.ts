import { formDataSchema } from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFormData } from './form-data.service.ts';

/** The lists change only with a release (and the graduation years on 1 January). */
export const FORM_DATA_CACHE_CONTROL = 'public, max-age=3600';

export const formDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/data/get/all',
    {
      schema: {
        tags: ['form-data'],
        summary: 'Option lists of the questionnaire (public; no personal data)',
        response: { 200: formDataSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', FORM_DATA_CACHE_CONTROL).send(getFormData()),
  );
};

import { formDataSchema } from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFormData } from './form-data.service.ts';

export const formDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/data/get/all',
    {
      schema: {
        tags: ['form-data'],
        summary: 'Option lists of the questionnaire (no personal data)',
        response: { 200: formDataSchema },
      },
    },
    // The lists change only with a release.
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(getFormData()),
  );
};

import { publicConfigSchema } from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicConfig } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings the web app needs',
        response: { 200: publicConfigSchema },
      },
    },
    async () => getPublicConfig(app.db, app.config),
  );
};

import { publicConfigSchema } from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import {
  findSchoolLogo,
  getPublicConfig,
  recordSchoolDefaults,
  SCHOOL_LOGO_PATH,
} from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', () => recordSchoolDefaults(app.db, app.config));

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

  app.get(
    SCHOOL_LOGO_PATH,
    { schema: { tags: ['system'], summary: "The school's logo (its address changes with its content)" } },
    async (_request, reply) => {
      const logo = await findSchoolLogo(app.db);
      if (!logo) throw notFound('No logo has been uploaded.');
      // Versioned by content (?v=…), so cached for good; e-mail clients fetch it from other sites.
      return reply
        .header('content-type', logo.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(logo.content);
    },
  );
};

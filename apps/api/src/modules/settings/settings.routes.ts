import { publicConfig, schoolLogo } from '@intake/contracts/endpoints/settings';
import { settingsErrors } from '@intake/contracts/errors/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { findSchoolLogo, getPublicConfig } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, publicConfig, () => getPublicConfig(app.db, app.config));

  registerEndpoint(app, schoolLogo, async (_request, reply) => {
    const logo = await findSchoolLogo(app.db);
    if (!logo) throw appError(settingsErrors.logoMissing);
    // Versioned by content (?v=…), so cached for good; e-mail clients fetch it from other sites.
    return reply
      .header('content-type', logo.mimeType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(logo.content);
  });
};

import { EXPORT_LIMIT, EXPORT_WINDOW_MINUTES } from '@intake/contracts';
import {
  eraseApplicant as eraseApplicantEndpoint,
  listErasureRequests,
} from '@intake/contracts/endpoints/erasure';
import { exportMyData, requestErasure as requestErasureEndpoint } from '@intake/contracts/endpoints/privacy';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { eraseApplicant, erasureRequestList, requestErasure } from './erasure.service.ts';
import { exportArchive } from './export.service.ts';

/** The archive's name: a date, never the e-mail (nor the product's name). */
const archiveName = () => `my-data-${new Date().toISOString().slice(0, 10)}.zip`;

/**
 * Personal-data rights (NDPA 2023 ss. 34–38, GDPR arts. 15, 17, 20): the signed-in user's export,
 * an applicant's erasure request, and an admin's erasure. Each authorises on request, before the
 * body is validated, so a caller without the role gets 401/403, never a 400 about the input.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    exportMyData,
    async (request, reply) => {
      const archive = await exportArchive(app, requirePrincipal(request).userId);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archiveName()}"`)
        .header('cache-control', 'no-store')
        .send(archive.stream);
    },
    {
      // Limited per user: the session is known by the preHandler stage.
      config: {
        rateLimit: {
          max: EXPORT_LIMIT,
          timeWindow: `${EXPORT_WINDOW_MINUTES} minutes`,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `export:${request.principal?.userId ?? request.ip}`,
        },
      },
    },
  );

  registerEndpoint(app, requestErasureEndpoint, (request) =>
    requestErasure(app, requirePrincipal(request).userId, request.body.reason),
  );

  registerEndpoint(app, listErasureRequests, () => erasureRequestList(app));

  registerEndpoint(app, eraseApplicantEndpoint, (request) =>
    eraseApplicant(app, requirePrincipal(request).userId, request.params.email, request.body.reason),
  );
};

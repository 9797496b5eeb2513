import {
  EXPORT_LIMIT,
  EXPORT_WINDOW_MINUTES,
  eraseApplicantBodySchema,
  eraseApplicantParamsSchema,
  erasureRequestAnswerSchema,
  erasureRequestBodySchema,
  erasureRequestListSchema,
  erasureResultSchema,
} from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import { eraseApplicant, erasureRequestList, requestErasure } from './erasure.service.ts';
import { exportArchive } from './export.service.ts';

const tags = ['privacy'];
const security = [{ bearer: [] }];

/** The archive's name: a date, never the e-mail (nor the product's name). */
const archiveName = () => `my-data-${new Date().toISOString().slice(0, 10)}.zip`;

/**
 * Personal-data rights (NDPA 2023 ss. 34–38, GDPR arts. 15, 17, 20): the signed-in user's export,
 * an applicant's erasure request, and an admin's erasure. Each authorises on request, before the
 * body is validated, so a caller without the role gets 401/403, never a 400 about the input.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/me/export',
    {
      onRequest: app.authorize(),
      // Limited per user: the session is known by the preHandler stage.
      config: {
        rateLimit: {
          max: EXPORT_LIMIT,
          timeWindow: `${EXPORT_WINDOW_MINUTES} minutes`,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `export:${request.principal?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags,
        security,
        summary:
          'Everything the portal holds about you, as one zip: data.json and your uploaded files under files/',
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const archive = await exportArchive(app, principal.userId);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archiveName()}"`)
        .header('cache-control', 'no-store')
        .send(archive.stream);
    },
  );

  app.post(
    '/api/user/me/erasure',
    {
      onRequest: app.authorize('APPLICANT'),
      schema: {
        tags,
        security,
        summary: 'Ask for your personal data to be erased; an admin reviews the request and erases',
        body: erasureRequestBodySchema,
        response: { 201: erasureRequestAnswerSchema },
      },
    },
    async (request, reply) => {
      const answer = await requestErasure(app, requirePrincipal(request).userId, request.body.reason);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/api/admin/erasureRequests',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Erasure requests: pending first, then the newest erased',
        response: { 200: erasureRequestListSchema },
      },
    },
    async () => erasureRequestList(app),
  );

  app.delete(
    '/api/admin/applicant/:email',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary:
          'Erase an applicant: personal data removed or anonymised in every table, files deleted, an anonymous audit entry kept',
        params: eraseApplicantParamsSchema,
        body: eraseApplicantBodySchema,
        response: { 200: erasureResultSchema },
      },
    },
    async (request) =>
      eraseApplicant(app, requirePrincipal(request).userId, request.params.email, request.body.reason),
  );
};

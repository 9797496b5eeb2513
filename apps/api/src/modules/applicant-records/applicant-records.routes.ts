import { getApplicantByEmail } from '@intake/contracts/endpoints/applicant-profile';
import {
  applicantListHeaders,
  exportApplicants,
  getAllApplicants,
} from '@intake/contracts/endpoints/applicant-records';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { ExportSlots, streamApplicantsWorkbook } from './applicant-export.service.ts';
import { getApplicantProfile } from './applicant-profile.service.ts';
import { listApplicantRecords } from './applicant-records.service.ts';

export const applicantRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const exportSlots = new ExportSlots(app.config.exports);

  registerEndpoint(app, getAllApplicants, async (request, reply) => {
    const { records, total, capped, page, size } = await listApplicantRecords(
      app,
      request.query,
      requirePrincipal(request),
    );
    return reply
      .header(applicantListHeaders.total, String(total))
      .header(applicantListHeaders.capped, String(capped))
      .header(applicantListHeaders.page, String(page))
      .header(applicantListHeaders.size, String(size))
      .send(records);
  });

  registerEndpoint(app, getApplicantByEmail, (request) => getApplicantProfile(app, request.params.email));

  registerEndpoint(
    app,
    exportApplicants,
    async (request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="applicants.xlsx"')
        .send(streamApplicantsWorkbook(app, exportSlots, requirePrincipal(request), request.query)),
    {
      // Per staff member (the session is known by the preHandler stage): EXPORT_RATE_PER_HOUR.
      config: {
        rateLimit: {
          max: app.config.exports.perHour,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `applicant-export:${request.principal?.userId ?? request.ip}`,
        },
      },
    },
  );
};

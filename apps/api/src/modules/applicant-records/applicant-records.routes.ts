import {
  applicantListQuerySchema,
  applicantProfileSchema,
  applicantRecordSchema,
  emailParamSchema,
} from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import { ExportSlots, streamApplicantsWorkbook } from './applicant-export.service.ts';
import { getApplicantProfile } from './applicant-profile.service.ts';
import { listApplicantRecords } from './applicant-records.service.ts';

export const applicantRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const exportSlots = new ExportSlots(app.config.exports);

  app.get(
    '/api/elder/getAllApplicants',
    {
      preHandler: app.authorize('ADMIN', 'ELDER', 'SPONSOR'),
      schema: {
        tags: ['applicant-records'],
        security: [{ bearer: [] }],
        summary: 'Applicants, newest first; page, size, search and stage run on the server',
        description:
          'Answers the spec’s array. The total is in x-total-count; a search counts at most 1,000 matches, and x-total-capped says when there are more.',
        querystring: applicantListQuerySchema,
        response: { 200: z.array(applicantRecordSchema) },
      },
    },
    async (request, reply) => {
      const { records, total, capped, page, size } = await listApplicantRecords(app, request.query);
      return reply
        .header('x-total-count', String(total))
        .header('x-total-capped', String(capped))
        .header('x-page', String(page))
        .header('x-page-size', String(size))
        .send(records);
    },
  );

  app.get(
    '/api/elder/getApplicantByEmail/:email',
    {
      preHandler: app.authorize('ADMIN', 'ELDER', 'SPONSOR'),
      schema: {
        tags: ['applicant-records'],
        security: [{ bearer: [] }],
        summary:
          'One applicant for review: record, questionnaire, test with the correct answers, activity log',
        params: emailParamSchema,
        response: { 200: applicantProfileSchema },
      },
    },
    async (request) => getApplicantProfile(app, request.params.email),
  );

  app.get(
    '/api/elder/exportApplicants',
    {
      preHandler: app.authorize('ADMIN', 'ELDER', 'SPONSOR'),
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
      schema: {
        tags: ['applicant-records'],
        security: [{ bearer: [] }],
        summary: 'Every applicant of the filter as a spreadsheet named applicants (.xlsx), streamed',
        description:
          'EXPORTS_PER_STAFF and EXPORTS_PER_PROCESS exports stream at once; one more answers 429 EXPORT_BUSY.',
        querystring: applicantListQuerySchema.pick({ search: true, stage: true }),
      },
    },
    async (request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="applicants.xlsx"')
        .send(streamApplicantsWorkbook(app, exportSlots, requirePrincipal(request).userId, request.query)),
  );
};

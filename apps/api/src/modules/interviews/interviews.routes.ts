import { applicantIdParamSchema, interviewSchema } from '@intake/contracts';
import { getInterviewSchedule } from '@intake/contracts/endpoints/applicant-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getInterview } from './interviews.service.ts';

export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, getInterviewSchedule, (request) =>
    getInterview(app, requirePrincipal(request), request.params.applicantId),
  );

  app.get(
    '/api/interviewInvite/getInterviewInvite/:applicantId',
    {
      preHandler: app.authorize('APPLICANT', 'ADMIN', 'ELDER', 'SPONSOR'),
      schema: {
        tags: ['interviews'],
        security: [{ bearer: [] }],
        summary: "An applicant's interview (their own, or any for staff)",
        params: applicantIdParamSchema,
        response: { 200: interviewSchema },
      },
    },
    async (request) => getInterview(app, requirePrincipal(request), request.params.applicantId),
  );
};

import { applicantIdParamSchema, interviewSchema } from '@intake/contracts';
import { interviewInvite } from '@intake/contracts/endpoints/interview-invite';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getInterview } from './interviews.service.ts';

export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/elder/getInterviewSchedule/:applicantId',
    {
      preHandler: app.authorize('ADMIN', 'ELDER', 'SPONSOR'),
      schema: {
        tags: ['interviews'],
        security: [{ bearer: [] }],
        summary: "The elder's view of an applicant's interview schedule",
        params: applicantIdParamSchema,
        response: { 200: interviewSchema },
      },
    },
    async (request) => getInterview(app, requirePrincipal(request), request.params.applicantId),
  );

  registerEndpoint(app, interviewInvite, (request) =>
    getInterview(app, requirePrincipal(request), request.params.applicantId),
  );
};

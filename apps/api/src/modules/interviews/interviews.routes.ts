import { getInterviewSchedule } from '@intake/contracts/endpoints/applicant-profile';
import { interviewInvite } from '@intake/contracts/endpoints/interview-invite';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getInterview } from './interviews.service.ts';

export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, getInterviewSchedule, (request) =>
    getInterview(app, requirePrincipal(request), request.params.applicantId),
  );

  registerEndpoint(app, interviewInvite, (request) =>
    getInterview(app, requirePrincipal(request), request.params.applicantId),
  );
};

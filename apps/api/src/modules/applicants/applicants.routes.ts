import { applyAnswers } from '@intake/contracts/copy/applicants';
import * as endpoints from '@intake/contracts/endpoints/applicants';
import * as reapplyEndpoints from '@intake/contracts/endpoints/reapply';
import * as withdrawal from '@intake/contracts/endpoints/withdrawal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { applyForAdmission } from './applicants.service.ts';
import { getEarlierApplications, getReapplyOffer, reapply } from './reapply.service.ts';
import { withdrawApplication } from './withdrawal.service.ts';

export const applicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.apply, async (request) => {
    await applyForAdmission(app, request.body);
    return { message: applyAnswers.applied };
  });
  registerEndpoint(app, endpoints.registerApplicant, async (request) => {
    await applyForAdmission(app, request.body, requirePrincipal(request).userId);
    return { message: applyAnswers.registeredByStaff };
  });
  registerEndpoint(app, withdrawal.withdrawApplication, (request) =>
    withdrawApplication(app, request.params.user, request.query.reasonForWithdraw),
  );
  registerEndpoint(app, reapplyEndpoints.getReapplyOffer, (request) =>
    getReapplyOffer(app, requirePrincipal(request).userId),
  );
  registerEndpoint(app, reapplyEndpoints.reapply, (request) =>
    reapply(app, requirePrincipal(request).userId, request.body.cohortId),
  );
  registerEndpoint(app, reapplyEndpoints.getEarlierApplications, (request) =>
    getEarlierApplications(app, requirePrincipal(request), request.params.email),
  );
};

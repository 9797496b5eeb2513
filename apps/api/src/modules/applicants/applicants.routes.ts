import * as endpoints from '@intake/contracts/endpoints/applicants';
import * as withdrawal from '@intake/contracts/endpoints/withdrawal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { applyForAdmission } from './applicants.service.ts';
import { prepareApplicantMail, withdrawApplication } from './withdrawal.service.ts';

export const applicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.mailWorker.prepareWith((batch) => prepareApplicantMail(app, batch));
  registerEndpoint(app, endpoints.apply, async (request) => {
    await applyForAdmission(app, request.body);
    return { message: 'Application received. Check your e-mail to create your password.' };
  });
  registerEndpoint(app, endpoints.registerApplicant, async (request) => {
    await applyForAdmission(app, request.body, requirePrincipal(request).userId);
    return { message: 'Applicant registered. They have been e-mailed a link to create a password.' };
  });
  registerEndpoint(app, withdrawal.withdrawApplication, (request) =>
    withdrawApplication(app, request.params.user, request.query.reasonForWithdraw),
  );
};

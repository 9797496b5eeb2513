import * as forms from '@intake/contracts/endpoints/company-forms';
import * as requests from '@intake/contracts/endpoints/company-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import {
  applyToPartner,
  listHireRequests,
  listLaunchSubscribers,
  listPartnerApplications,
  requestToHire,
  subscribeToLaunch,
} from './company-forms.service.ts';

export const companyFormsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, forms.applyToPartner, (request) => applyToPartner(app, request.body));
  registerEndpoint(app, forms.requestToHire, (request) => requestToHire(app, request.body));
  registerEndpoint(app, forms.subscribeToLaunch, (request) => subscribeToLaunch(app, request.body));
  registerEndpoint(app, requests.listPartnerApplications, (request) =>
    listPartnerApplications(app, request.query.limit),
  );
  registerEndpoint(app, requests.listHireRequests, (request) => listHireRequests(app, request.query.limit));
  registerEndpoint(app, requests.listLaunchSubscribers, (request) =>
    listLaunchSubscribers(app, request.query.limit),
  );
};

import { getFormData as getFormDataCall } from '@intake/contracts/endpoints/form-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { getFormData } from './form-data.service.ts';

/** The lists change only with a release (and the graduation years on 1 January). */
export const FORM_DATA_CACHE_CONTROL = 'public, max-age=3600';

export const formDataRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, getFormDataCall, async (_request, reply) =>
    reply.header('cache-control', FORM_DATA_CACHE_CONTROL).send(getFormData()),
  );
};

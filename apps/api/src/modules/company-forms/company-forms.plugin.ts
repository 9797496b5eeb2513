import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyFormsRoutes } from './company-forms.routes.ts';

/** The company forms module: the public forms and what the console reads of them. */
export const companyFormsPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(companyFormsRoutes);
};

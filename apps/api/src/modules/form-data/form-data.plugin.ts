import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formDataRoutes } from './form-data.routes.ts';

/** The form data module: the option lists the forms offer. */
export const formDataPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(formDataRoutes);
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionnaireRoutes } from './questionnaire.routes.ts';

/** The questionnaire module: its routes. */
export const questionnairePlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(questionnaireRoutes);
};

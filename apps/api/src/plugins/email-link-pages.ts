import { redirectLinkParamsSchema } from '@intake/contracts';
import { paths } from '@intake/contracts/pages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every address an e-mail links to must end on a page (issue 18.18). The links that reach the API
 * are the routes that only redirect (their token declared with redirectLinkParamsSchema): whatever
 * is wrong with such a link (a NUL or broken character, any refusal) sends the browser to the link
 * error page instead of answering JSON. A fault of the server is still answered as one.
 */
export const emailLinkPagesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.schema?.params !== redirectLinkParamsSchema) return;
    route.errorHandler = (error, _request, reply) => {
      if ((error.statusCode ?? 500) >= 500) throw error;
      return reply.redirect(paths.linkError);
    };
  });
});

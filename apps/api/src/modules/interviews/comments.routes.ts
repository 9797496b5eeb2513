import { commentsResponseSchema, emailParamSchema } from '@intake/contracts';
import { createComment, createCommentInPath } from '@intake/contracts/endpoints/interview-review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type EndpointRequest, registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { addComment, listComments } from './comments.service.ts';

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/elder/allInterviewComment/:email',
    {
      preHandler: app.authorize('ADMIN', 'ELDER', 'SPONSOR'),
      schema: {
        tags: ['interviews'],
        security: [{ bearer: [] }],
        summary: "An applicant's interview comments, each with its author and time",
        params: emailParamSchema,
        response: { 200: commentsResponseSchema },
      },
    },
    async (request) => listComments(app, request.params.email),
  );

  const comment = (request: EndpointRequest<typeof createComment>, text: string | undefined) =>
    addComment(app, request.params.email, requirePrincipal(request).userId, text);
  registerEndpoint(app, createCommentInPath, (request) =>
    comment(request, request.body?.comment ?? request.params.comment),
  );
  registerEndpoint(app, createComment, (request) => comment(request, request.body?.comment));
};

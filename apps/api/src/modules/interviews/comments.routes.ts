import { getInterviewComments } from '@intake/contracts/endpoints/applicant-profile';
import { createComment, createCommentInPath } from '@intake/contracts/endpoints/interview-review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type EndpointRequest, registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { addComment, listComments } from './comments.service.ts';

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, getInterviewComments, (request) => listComments(app, request.params.email));

  const comment = (request: EndpointRequest<typeof createComment>, text: string | undefined) =>
    addComment(app, request.params.email, requirePrincipal(request).userId, text);
  registerEndpoint(app, createCommentInPath, (request) =>
    comment(request, request.body?.comment ?? request.params.comment),
  );
  registerEndpoint(app, createComment, (request) => comment(request, request.body?.comment));
};

import { commentsResponseSchema, commentTextSchema, emailParamSchema } from '@intake/contracts';
import { getInterviewComments } from '@intake/contracts/endpoints/applicant-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { addComment, listComments } from './comments.service.ts';

const tags = ['interviews'];
const security = [{ bearer: [] }];

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, getInterviewComments, (request) => listComments(app, request.params.email));

  // The spec puts the comment in the path; a JSON body {comment} carries long text.
  for (const url of [
    '/api/interviewComment/createComment/:email/:comment',
    '/api/interviewComment/createComment/:email',
  ]) {
    app.post(
      url,
      {
        preHandler: app.authorize('ADMIN', 'ELDER'),
        schema: {
          tags,
          security,
          summary: 'Add a comment to an applicant’s interview',
          params: emailParamSchema.extend({ comment: z.string().optional() }),
          body: z.object({ comment: z.string().optional() }).nullish(),
          response: { 200: commentsResponseSchema },
        },
      },
      async (request) => {
        const text = commentTextSchema.safeParse(request.body?.comment ?? request.params.comment);
        if (!text.success) throw badRequest(text.error.issues[0]?.message ?? 'Write a comment first');
        return addComment(app, request.params.email, requirePrincipal(request).userId, text.data);
      },
    );
  }
};

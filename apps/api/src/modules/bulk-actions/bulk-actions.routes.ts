import { createBulkAction } from '@intake/contracts/endpoints/bulk-action-start';
import {
  exportSelectedApplicants,
  getBulkAction,
  listBulkActions,
} from '@intake/contracts/endpoints/bulk-actions';
import { previewBulkMessage } from '@intake/contracts/endpoints/message-timeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import * as bulk from './bulk-actions.service.ts';

export const bulkActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, createBulkAction, async (request, reply) => {
    const { created, action } = await bulk.createBulkAction(app, request.body, requirePrincipal(request));
    // The same key again is the same action: 200 with it, not a second 201.
    return created ? action : reply.status(200).send(action);
  });
  registerEndpoint(app, getBulkAction, (request) => bulk.getBulkAction(app, request.params.actionId));
  registerEndpoint(app, listBulkActions, () => bulk.listBulkActions(app));
  registerEndpoint(app, previewBulkMessage, (request) =>
    bulk.previewBulkMessage(app, request.body, requirePrincipal(request)),
  );
  registerEndpoint(app, exportSelectedApplicants, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="applicants-selected.csv"')
      .send(await bulk.exportSelection(app, request.body.applicantIds)),
  );
};

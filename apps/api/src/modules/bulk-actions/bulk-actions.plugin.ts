import type { FastifyPluginAsync } from 'fastify';
import { bulkActionsRoutes } from './bulk-actions.routes.ts';
import { BULK_ACTION_JOB } from './bulk-actions.service.ts';
import { runBulkAction } from './bulk-actions.worker.ts';

/** Bulk actions on the records list (issue 22.6): the routes and the job that works the items. */
export const bulkActionsPlugin: FastifyPluginAsync = async (app) => {
  app.jobs.register(BULK_ACTION_JOB, (payload) => runBulkAction(app, String(payload.actionId)));
  await app.register(bulkActionsRoutes);
};

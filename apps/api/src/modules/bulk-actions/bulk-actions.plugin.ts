import type { FastifyPluginAsync } from 'fastify';
import { bulkActionsRoutes } from './bulk-actions.routes.ts';
import { BULK_ACTION_JOB } from './bulk-actions.service.ts';
import { resumeRunningActions, runBulkAction } from './bulk-actions.worker.ts';

/** Bulk actions on the records list (issue 22.6): the routes and the job that works the items. */
export const bulkActionsPlugin: FastifyPluginAsync = async (app) => {
  app.jobs.register(BULK_ACTION_JOB, (payload) => runBulkAction(app, String(payload.actionId)));
  if (app.config.workers) app.addHook('onReady', () => resumeRunningActions(app));
  await app.register(bulkActionsRoutes);
};

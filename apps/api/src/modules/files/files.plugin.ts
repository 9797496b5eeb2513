import type { FastifyPluginAsync } from 'fastify';
import { filesRoutes } from './files.routes.ts';
import { SWEEP_UNUSED_UPLOADS_JOB, scheduleUploadSweep, sweepUnusedUploads } from './files.service.ts';

/** The files module: its routes, and the hourly sweep of uploads nothing uses. */
export const filesPlugin: FastifyPluginAsync = async (app) => {
  // The next hour's sweep is queued before this one runs, so a failing sweep does not stop the next.
  app.jobs.register(SWEEP_UNUSED_UPLOADS_JOB, async () => {
    await scheduleUploadSweep(app);
    await sweepUnusedUploads(app);
  });
  if (app.config.workers) app.addHook('onReady', () => scheduleUploadSweep(app));
  await app.register(filesRoutes);
};

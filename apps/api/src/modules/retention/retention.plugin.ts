import type { FastifyPluginAsync } from 'fastify';
import {
  eraseExpiredApplicants,
  RETENTION_SWEEP_JOB,
  scheduleRetentionSweep,
  sendRetentionWarnings,
} from './retention.service.ts';

/** Retention of ended applications (issue 23.7): the hourly sweep that warns, then erases. */
export const retentionPlugin: FastifyPluginAsync = async (app) => {
  // The next sweep is queued before this one runs, so a failing sweep does not stop the next.
  app.jobs.register(RETENTION_SWEEP_JOB, async () => {
    await scheduleRetentionSweep(app);
    const warned = await sendRetentionWarnings(app);
    const erased = await eraseExpiredApplicants(app);
    app.log.info({ warned, erased }, 'retention sweep');
  });
  if (app.config.workers) app.addHook('onReady', () => scheduleRetentionSweep(app));
};

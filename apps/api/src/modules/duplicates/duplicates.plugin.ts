import type { FastifyInstance } from 'fastify';
import { duplicatesRoutes } from './duplicates.routes.ts';
import { PHONE_KEYS_JOB, schedulePhoneKeys, sweepPhoneKeys } from './duplicates.service.ts';

/**
 * Possible duplicates and merging (issue 23.5): the profile's panel and its actions, and the sweep
 * that keys stored phones in E.164 (the backfill of existing rows, then any phone changed since).
 */
export async function duplicatesPlugin(app: FastifyInstance) {
  await app.register(duplicatesRoutes);
  app.jobs.register(PHONE_KEYS_JOB, async () => {
    const keyed = await sweepPhoneKeys(app);
    if (keyed > 0) app.log.info({ keyed }, 'phones keyed for duplicate matching');
  });
  if (app.config.workers) app.addHook('onReady', () => schedulePhoneKeys(app, new Date()));
}

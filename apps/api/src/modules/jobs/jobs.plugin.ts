import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobsWorker } from './jobs.worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsWorker;
  }
}

/** Modules register their job handlers on app.jobs; the worker starts when the app is ready. */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const worker = new JobsWorker(app.db, app.log);
  app.decorate('jobs', worker);
  if (app.config.workers) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});

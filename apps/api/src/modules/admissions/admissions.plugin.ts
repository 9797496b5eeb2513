import type { FastifyInstance } from 'fastify';
import { admissionsRoutes } from './admissions.routes.ts';
import { expireDueOffers, OFFERS_SWEEP_JOB, remindDueOffers, scheduleOffersSweep } from './offers.service.ts';

/** The admissions module: decisions and offers, and the minute's sweep that reminds and expires offers. */
export async function admissionsPlugin(app: FastifyInstance) {
  // The next minute's sweep is queued before this one runs, so a failing sweep does not stop the next.
  app.jobs.register(OFFERS_SWEEP_JOB, async () => {
    await scheduleOffersSweep(app);
    await remindDueOffers(app);
    await expireDueOffers(app);
  });
  if (app.config.workers) app.addHook('onReady', () => scheduleOffersSweep(app));
  await app.register(admissionsRoutes);
}

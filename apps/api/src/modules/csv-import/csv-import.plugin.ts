import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeOwedInvitations } from '../auth/auth.service.ts';
import { csvImportRoutes, csvSpoolDir } from './csv-import.routes.ts';
import { removeStaleSpools } from './csv-upload.ts';

/**
 * The CSV import: its route, the create-password e-mails it owes (written as the outbox has room,
 * decision 0101), and a sweep at start-up of uploads a crash left behind.
 */
export const csvImportPlugin: FastifyPluginAsyncZod = async (app) => {
  app.mailWorker.refillWith((room) => writeOwedInvitations(app, room));
  app.addHook('onReady', () => removeStaleSpools(csvSpoolDir(app.config)));
  await app.register(csvImportRoutes);
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvImportRoutes, csvSpoolDir } from './csv-import.routes.ts';
import { removeStaleSpools } from './csv-upload.ts';

/** The CSV import: its route, and a sweep at start-up of uploads a crash left behind. */
export const csvImportPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', () => removeStaleSpools(csvSpoolDir(app.config)));
  await app.register(csvImportRoutes);
};

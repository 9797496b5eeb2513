import type { FastifyPluginAsync } from 'fastify';
import { settingsRoutes } from './settings.routes.ts';
import { recordSchoolDefaults } from './settings.service.ts';

/** The settings module: its routes, and the school's defaults recorded once the app is ready. */
export const settingsPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', () => recordSchoolDefaults(app.db, app.config));
  await app.register(settingsRoutes);
};

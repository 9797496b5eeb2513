import * as endpoints from '@intake/contracts/endpoints/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { changeReminderSetting, getReminderSettings } from './reminders.service.ts';

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.getReminderSettings, () => getReminderSettings(app));
  registerEndpoint(app, endpoints.updateReminderSetting, (request) =>
    changeReminderSetting(app, request.params.step, request.body, requirePrincipal(request).userId),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { reminderRoutes } from './reminders.routes.ts';
import { SEND_REMINDERS_JOB, scheduleReminderSweep, sendDueReminders } from './reminders.service.ts';

/** Reminders of a stalled step (issue 23.3): the admins' settings, and the sweep every ten minutes. */
export const remindersPlugin: FastifyPluginAsync = async (app) => {
  // The next sweep is queued before this one runs, so a failing sweep does not stop the next.
  app.jobs.register(SEND_REMINDERS_JOB, async () => {
    await scheduleReminderSweep(app);
    const queued = await sendDueReminders(app);
    app.log.info({ queued }, 'reminders queued');
  });
  if (app.config.workers) app.addHook('onReady', () => scheduleReminderSweep(app));
  await app.register(reminderRoutes);
};

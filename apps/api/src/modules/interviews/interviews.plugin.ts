import type { FastifyInstance } from 'fastify';
import { bookingRoutes } from './booking.routes.ts';
import {
  BOOKING_REMINDERS_JOB,
  scheduleBookingReminderSweep,
  sendDueBookingReminders,
} from './booking.service.ts';
import { commentsRoutes } from './comments.routes.ts';
import { interviewInvitationsRoutes } from './interview-invitations.routes.ts';
import { interviewsRoutes } from './interviews.routes.ts';

/**
 * The interviews module: interviews, their invitations and comments, and self-booking (issue 26)
 * with its reminder sweep every five minutes.
 */
export async function interviewsPlugin(app: FastifyInstance) {
  // The next sweep is queued before this one runs, so a failing sweep does not stop the next.
  app.jobs.register(BOOKING_REMINDERS_JOB, async () => {
    await scheduleBookingReminderSweep(app);
    const queued = await sendDueBookingReminders(app);
    app.log.info({ queued }, 'interview booking reminders queued');
  });
  if (app.config.workers) app.addHook('onReady', () => scheduleBookingReminderSweep(app));
  await app.register(interviewsRoutes);
  await app.register(commentsRoutes);
  await app.register(interviewInvitationsRoutes);
  await app.register(bookingRoutes);
}

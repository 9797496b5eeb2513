import {
  bookByLink,
  bookingLinkPage,
  bookMySlot,
  calendarFeed,
  cancelBookingByStaff,
  cancelByLink,
  cancelMyBooking,
  confirmAttendance,
  confirmAttendanceState,
  everyonesAvailability,
  getMyAvailability,
  inviteToBook,
  myBookingPage,
  recordBookingOutcome,
  renewCalendarFeed,
  saveMyAvailability,
  staffBookings,
} from '@intake/contracts/endpoints/interview-booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import * as booking from './booking.service.ts';

/** Issue 26: availability, the feed, self-booking by link or dashboard, and the staff's actions. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).userId;

  registerEndpoint(app, getMyAvailability, (request) => booking.getMyAvailability(app, me(request)));
  registerEndpoint(app, saveMyAvailability, (request) =>
    booking.saveMyAvailability(app, me(request), request.body),
  );
  registerEndpoint(app, renewCalendarFeed, (request) => booking.renewCalendarFeed(app, me(request)));
  registerEndpoint(app, calendarFeed, async (request, reply) => {
    const ics = await booking.calendarFeedIcs(app, request.params.token);
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'no-store').send(ics);
  });
  registerEndpoint(app, everyonesAvailability, () => booking.everyonesAvailability(app));
  registerEndpoint(app, staffBookings, (request) =>
    booking.listStaffBookings(app, requirePrincipal(request), request.query),
  );
  registerEndpoint(app, inviteToBook, (request) =>
    booking.inviteToBook(app, request.body.applicantEmail, me(request)),
  );
  registerEndpoint(app, cancelBookingByStaff, (request) =>
    booking.cancelBookingByStaff(
      app,
      request.params.bookingId,
      requirePrincipal(request),
      request.body.reason,
    ),
  );
  registerEndpoint(app, recordBookingOutcome, (request) =>
    booking.recordBookingOutcome(
      app,
      request.params.bookingId,
      requirePrincipal(request),
      request.body.outcome,
    ),
  );
  registerEndpoint(app, bookingLinkPage, async (request) =>
    booking.bookingPage(app, await booking.applicantOfBookingLink(app, request.params.token)),
  );
  registerEndpoint(app, bookByLink, async (request) =>
    booking.bookSlot(app, await booking.applicantOfBookingLink(app, request.params.token), request.body),
  );
  registerEndpoint(app, cancelByLink, async (request) =>
    booking.cancelMyBooking(app, await booking.applicantOfBookingLink(app, request.params.token)),
  );
  registerEndpoint(app, myBookingPage, (request) => booking.bookingPage(app, me(request)));
  registerEndpoint(app, bookMySlot, (request) => booking.bookSlot(app, me(request), request.body));
  registerEndpoint(app, cancelMyBooking, (request) => booking.cancelMyBooking(app, me(request)));
  registerEndpoint(app, confirmAttendanceState, (request) =>
    booking.confirmAttendanceState(app, request.params.token),
  );
  registerEndpoint(app, confirmAttendance, (request) => booking.confirmAttendance(app, request.params.token));
};

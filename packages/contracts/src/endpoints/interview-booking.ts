import { z } from 'zod';
import { linkTokenParamsSchema, messageResponseSchema } from '../auth.ts';
import { ADMIN, APPLICANT, defineEndpoint, STAFF_ACT } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  availabilitySchema,
  bookingIdParamsSchema,
  bookingInvitationSchema,
  bookingOutcomeSchema,
  bookingPageSchema,
  bookSlotSchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  confirmAttendanceStateSchema,
  everyonesAvailabilitySchema,
  myAvailabilitySchema,
  slotTakenDetailsSchema,
  staffBookingsQuerySchema,
  staffBookingsSchema,
  staffCancelBookingSchema,
} from '../interview-booking.ts';

/* Issue 26: availability, self-booking by link or dashboard, changes, reminders' confirm, the feed. */
const tags = ['interview-booking'];
const slotTaken = {
  409: z.object({ message: z.string(), code: z.string(), details: slotTakenDetailsSchema.optional() }),
};

export const getMyAvailability = defineEndpoint({
  method: 'GET',
  path: '/api/elder/interviewAvailability',
  response: myAvailabilitySchema,
  access: { allow: STAFF_ACT, note: "the caller's own availability" },
  errors: [],
  tags,
  summary: 'My interview availability: weekly and one-off windows, days off',
});

export const saveMyAvailability = defineEndpoint({
  method: 'PUT',
  path: '/api/elder/interviewAvailability',
  body: availabilitySchema,
  response: myAvailabilitySchema,
  access: { allow: STAFF_ACT, note: "replaces the caller's own availability; booked interviews stay" },
  errors: [errorCodes.validation],
  tags,
  summary: 'Replace my interview availability',
});

export const renewCalendarFeed = defineEndpoint({
  method: 'POST',
  path: '/api/elder/interviewAvailability/feed',
  response: calendarFeedSchema,
  access: { allow: STAFF_ACT, note: 'a new private feed address; the old one stops working' },
  errors: [],
  tags,
  summary: 'Make (or replace) my private calendar feed address',
});

export const calendarFeed = defineEndpoint({
  method: 'GET',
  path: '/api/interviewCalendar/:token',
  params: calendarFeedParamsSchema,
  response: z.unknown(),
  produces: ['text/calendar'],
  access: { allow: 'link-token', note: 'the private feed address an elder gave their calendar app' },
  errors: [errorCodes.notFound],
  rateLimited: true,
  tags,
  summary: "An elder's upcoming booked interviews as an iCalendar feed",
});

export const everyonesAvailability = defineEndpoint({
  method: 'GET',
  path: '/api/admin/interviewAvailability',
  response: everyonesAvailabilitySchema,
  access: { allow: ADMIN },
  errors: [],
  tags,
  summary: "Every elder's interview availability",
});

export const staffBookings = defineEndpoint({
  method: 'GET',
  path: '/api/elder/interviewBookings',
  query: staffBookingsQuerySchema,
  response: staffBookingsSchema,
  access: { allow: STAFF_ACT, note: 'an elder sees their own interviews, an admin everyone’s' },
  errors: [errorCodes.validation],
  tags,
  summary: 'Booked interviews by day',
});

export const inviteToBook = defineEndpoint({
  method: 'POST',
  path: '/api/interviewBooking/invite',
  body: bookingInvitationSchema,
  response: messageResponseSchema,
  access: { allow: STAFF_ACT, actsOn: { in: 'body', field: 'applicantEmail' } },
  errors: [errorCodes.notFound, errorCodes.wrongState],
  tags,
  summary: 'Invite an applicant to book an interview slot; mails a booking link',
});

export const cancelBookingByStaff = defineEndpoint({
  method: 'POST',
  path: '/api/interviewBooking/:bookingId/cancel',
  params: bookingIdParamsSchema,
  body: staffCancelBookingSchema,
  response: messageResponseSchema,
  access: { allow: STAFF_ACT, note: 'the booking’s elder or an admin; the applicant is offered a rebooking' },
  errors: [errorCodes.notFound, errorCodes.forbidden, errorCodes.wrongState],
  tags,
  summary: 'Cancel a booked interview with a reason',
});

export const recordBookingOutcome = defineEndpoint({
  method: 'POST',
  path: '/api/interviewBooking/:bookingId/outcome',
  params: bookingIdParamsSchema,
  body: bookingOutcomeSchema,
  response: messageResponseSchema,
  access: { allow: STAFF_ACT, note: 'the booking’s elder or an admin' },
  errors: [errorCodes.notFound, errorCodes.forbidden, errorCodes.wrongState],
  tags,
  summary: 'Mark a booked interview held or missed (no-show)',
});

export const bookingLinkPage = defineEndpoint({
  method: 'GET',
  path: '/api/interviewBooking/link/:token',
  params: linkTokenParamsSchema,
  response: bookingPageSchema,
  access: { allow: 'link-token' },
  errors: [errorCodes.linkInvalid, errorCodes.linkExpired],
  rateLimited: true,
  tags,
  summary:
    'The booking page from the e-mailed link: the booking and the free slots (reading changes nothing)',
});

export const bookByLink = defineEndpoint({
  method: 'POST',
  path: '/api/interviewBooking/link/:token/book',
  params: linkTokenParamsSchema,
  body: bookSlotSchema,
  response: bookingPageSchema,
  otherResponses: slotTaken,
  access: { allow: 'link-token' },
  errors: [
    errorCodes.linkInvalid,
    errorCodes.linkExpired,
    errorCodes.conflict,
    errorCodes.rule,
    errorCodes.wrongState,
  ],
  rateLimited: true,
  tags,
  summary: 'Book (or move) the interview to a free slot, from the e-mailed link',
});

export const cancelByLink = defineEndpoint({
  method: 'POST',
  path: '/api/interviewBooking/link/:token/cancel',
  params: linkTokenParamsSchema,
  response: bookingPageSchema,
  access: { allow: 'link-token' },
  errors: [errorCodes.linkInvalid, errorCodes.linkExpired, errorCodes.notFound, errorCodes.wrongState],
  rateLimited: true,
  tags,
  summary: 'Cancel the booked interview, from the e-mailed link',
});

export const myBookingPage = defineEndpoint({
  method: 'GET',
  path: '/api/applicant/interviewBooking',
  response: bookingPageSchema,
  access: { allow: APPLICANT, note: "the caller's own booking" },
  errors: [errorCodes.wrongState],
  tags,
  summary: 'The booking panel of the dashboard: the booking and the free slots',
});

export const bookMySlot = defineEndpoint({
  method: 'POST',
  path: '/api/applicant/interviewBooking/book',
  body: bookSlotSchema,
  response: bookingPageSchema,
  otherResponses: slotTaken,
  access: { allow: APPLICANT, note: "the caller's own booking" },
  errors: [errorCodes.conflict, errorCodes.rule, errorCodes.wrongState],
  tags,
  summary: 'Book (or move) my interview to a free slot',
});

export const cancelMyBooking = defineEndpoint({
  method: 'POST',
  path: '/api/applicant/interviewBooking/cancel',
  response: bookingPageSchema,
  access: { allow: APPLICANT, note: "the caller's own booking" },
  errors: [errorCodes.notFound, errorCodes.wrongState],
  tags,
  summary: 'Cancel my booked interview',
});

export const confirmAttendanceState = defineEndpoint({
  method: 'GET',
  path: '/api/interviewBooking/confirm/:token',
  params: linkTokenParamsSchema,
  response: confirmAttendanceStateSchema,
  access: { allow: 'link-token' },
  errors: [errorCodes.linkInvalid, errorCodes.linkExpired],
  rateLimited: true,
  tags,
  summary: "What the reminder's confirm page shows before the click (reading changes nothing)",
});

export const confirmAttendance = defineEndpoint({
  method: 'POST',
  path: '/api/interviewBooking/confirm/:token',
  params: linkTokenParamsSchema,
  response: confirmAttendanceStateSchema,
  access: { allow: 'link-token' },
  errors: [errorCodes.linkInvalid, errorCodes.linkExpired],
  rateLimited: true,
  tags,
  summary: "The applicant confirms they will attend (the 24-hour reminder's button)",
});

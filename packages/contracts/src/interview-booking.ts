import { z } from 'zod';
import { INTERVIEW_METHODS } from './interviews.ts';

/** Issue 26: elders publish when they can interview; applicants book a free slot themselves. */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm (24-hour)');
const ddmmyyyy = z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'Date must be dd-MM-yyyy');
const MEETING_LINK_MESSAGE = 'Enter a full https:// link';

/**
 * One availability rule of an elder, on the school's clock: a weekly window (ISO weekday 1 = Monday)
 * or a one-off window on a date. An end at or before the start runs past midnight into the next day.
 * `meetingLink` may hold `{booking}`, replaced by the booking's id (a link template).
 */
export const availabilityRuleSchema = z
  .object({
    kind: z.enum(['weekly', 'one-off']),
    weekday: z.number().int().min(1).max(7).nullable().default(null),
    date: ddmmyyyy.nullable().default(null),
    startTime: hhmm,
    endTime: hhmm,
    lengthMinutes: z.number().int().min(10, 'At least 10 minutes').max(240, 'At most 4 hours'),
    bufferMinutes: z.number().int().min(0).max(120, 'At most 2 hours'),
    method: z.enum(INTERVIEW_METHODS),
    meetingLink: z
      .string()
      .trim()
      .max(500)
      // Only https: a link mailed to applicants and opened from the screens is never javascript:,
      // data: or plain http:; the prefix check also refuses "https:host", which URL would accept.
      .regex(/^https:\/\//i, MEETING_LINK_MESSAGE)
      .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, message: MEETING_LINK_MESSAGE }))
      .nullable()
      .default(null),
    place: z.string().trim().max(300).nullable().default(null),
  })
  .refine((rule) => (rule.kind === 'weekly' ? rule.weekday !== null : rule.date !== null), {
    message: 'A weekly window needs a weekday; a one-off window needs a date',
    path: ['kind'],
  })
  .refine((rule) => rule.method !== 'ONLINE' || rule.meetingLink !== null, {
    message: 'An online interview needs a meeting link',
    path: ['meetingLink'],
  })
  .refine((rule) => rule.method !== 'Offline' || (rule.place ?? '') !== '', {
    message: 'An in-person interview needs a place',
    path: ['place'],
  });
export type AvailabilityRule = z.infer<typeof availabilityRuleSchema>;
export type AvailabilityRuleInput = z.input<typeof availabilityRuleSchema>;

export const availabilitySchema = z.object({
  rules: z.array(availabilityRuleSchema).max(100),
  daysOff: z.array(ddmmyyyy).max(366),
});
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * A saved window as the answers carry it: the meeting link is only read back, so a link saved before
 * the https-only rule (an old http: one) is shown to be corrected instead of failing the answer.
 */
const savedRuleSchema = z.object({
  ...availabilityRuleSchema.shape,
  meetingLink: z.string().nullable(),
});
const savedAvailabilitySchema = z.object({
  rules: z.array(savedRuleSchema),
  daysOff: z.array(z.string()),
});

export const myAvailabilitySchema = savedAvailabilitySchema.extend({
  /** Whether a private calendar feed address is live (the address itself is shown once, when made). */
  feedActive: z.boolean(),
});

export const elderAvailabilitySchema = savedAvailabilitySchema.extend({
  elderId: z.uuid(),
  elderName: z.string(),
});
export const everyonesAvailabilitySchema = z.object({ elders: z.array(elderAvailabilitySchema) });

export const calendarFeedSchema = z.object({ feedUrl: z.string() });

/** A free time an applicant can book; several elders free at once show as one slot. */
export const interviewSlotSchema = z.object({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  method: z.enum(INTERVIEW_METHODS),
  /** The school's calendar day (dd-MM-yyyy) the screens group slots by. */
  schoolDate: z.string(),
  schoolTime: z.string(),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

export const BOOKING_STATUSES = ['booked', 'cancelled', 'held', 'no-show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const myBookingSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  method: z.enum(INTERVIEW_METHODS),
  meetingLink: z.string().nullable(),
  place: z.string().nullable(),
  elderName: z.string(),
  confirmed: z.boolean(),
});

/** What the booking page (link or dashboard) shows: the booking if any, and the free slots. */
export const bookingPageSchema = z.object({
  firstName: z.string(),
  timeZone: z.string(),
  booking: myBookingSchema.nullable(),
  slots: z.array(interviewSlotSchema),
  reschedulesLeft: z.number().int(),
  /** Whether the booking can still be moved (before the cut-off, with changes left). */
  canReschedule: z.boolean(),
  /** The last instant the booking may be moved (the cut-off before it); null without a booking. */
  changesUntil: z.iso.datetime().nullable(),
  /** False once the applicant is no longer waiting for an interview. */
  open: z.boolean(),
  /**
   * Without a booking: why the applicant may not book again themselves (their changes are used up,
   * or they cancelled inside the cut-off), the sentence a booking would be refused with; else null.
   */
  cannotBookReason: z.string().nullable().optional(),
});
export type BookingPage = z.infer<typeof bookingPageSchema>;

/** Whether the runtime knows this IANA time zone (what the applicant's browser reports). */
export function isKnownTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const bookSlotSchema = z.object({
  startsAt: z.iso.datetime({ message: 'Choose one of the free times' }),
  method: z.enum(INTERVIEW_METHODS),
  /**
   * The browser's own time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), so that the
   * booking's messages add the applicant's clock. Optional; one that is not a known IANA zone (or
   * is not a short string) is ignored, the messages then showing the school's zone alone: a
   * booking is never refused for it (decision 0089, addendum).
   */
  timeZone: z
    .string()
    .optional()
    .catch(undefined)
    .transform((zone) => (zone && zone.length <= 64 && isKnownTimeZone(zone) ? zone : undefined)),
});
export type BookSlot = z.infer<typeof bookSlotSchema>;

/** The 409 a booking answers when someone else took the time first: the next free slots. */
export const slotTakenDetailsSchema = z.object({ slots: z.array(interviewSlotSchema) });

export const bookingInvitationSchema = z.object({
  applicantEmail: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
});

export const bookingIdParamsSchema = z.object({ bookingId: z.uuid('Unknown booking') });
export const staffCancelBookingSchema = z.object({
  reason: z.string().trim().min(3, 'Say why, in a few words').max(1000),
});
export const bookingOutcomeSchema = z.object({ outcome: z.enum(['held', 'no-show']) });

export const staffBookingSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  method: z.enum(INTERVIEW_METHODS),
  status: z.enum(BOOKING_STATUSES),
  elderId: z.uuid(),
  elderName: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  confirmed: z.boolean(),
  /** The meeting link with `{booking}` filled in (online interviews). */
  meetingLink: z.string().nullable(),
  /** Where an in-person interview is held. */
  place: z.string().nullable(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;
export const staffBookingsSchema = z.object({
  bookings: z.array(staffBookingSchema),
  /** The school's time zone, in which the screens write the times and draw the days. */
  timeZone: z.string(),
});
export const staffBookingsQuerySchema = z.object({
  from: ddmmyyyy.optional(),
  days: z.coerce.number().int().min(1).max(62).default(14),
  /** One applicant's bookings on any day (the profile): `from` and `days` are then not applied. */
  applicant: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')).optional(),
});

export const calendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{16,200}$/, 'Unknown calendar'),
});

export const confirmAttendanceStateSchema = z.object({
  startsAt: z.iso.datetime().nullable(),
  confirmed: z.boolean(),
  /** The school's time zone, in which the page writes the time. */
  timeZone: z.string(),
});

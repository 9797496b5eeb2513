import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { interviews } from './interviews.ts';
import { users } from './users.ts';

/**
 * One elder's interview calendar (issue 26): its row is locked while a slot of theirs is booked, so
 * bookings of one elder never overlap whatever process takes them; it holds the feed token's hash.
 */
export const interviewCalendars = pgTable('interview_calendars', {
  elderId: uuid('elder_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The sha-256 of the private calendar feed address's token; null: no feed. */
  feedTokenHash: text('feed_token_hash').unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A window an elder can interview in, on the school's clock: weekly, or once on a date. */
export const interviewAvailability = pgTable(
  'interview_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    elderId: uuid('elder_id')
      .notNull()
      .references(() => interviewCalendars.elderId, { onDelete: 'cascade' }),
    kind: text('kind').$type<'weekly' | 'one-off'>().notNull(),
    /** ISO weekday, 1 = Monday (weekly windows). */
    weekday: smallint('weekday'),
    /** dd-MM-yyyy (one-off windows). */
    onDate: text('on_date'),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    lengthMinutes: integer('length_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull(),
    method: text('method').notNull(),
    meetingLink: text('meeting_link'),
    place: text('place'),
    position: integer('position').notNull(),
  },
  (t) => [
    index('interview_availability_elder_idx').on(t.elderId, t.position),
    check('interview_availability_kind', sql`${t.kind} in ('weekly', 'one-off')`),
  ],
);

/** A day (dd-MM-yyyy, school clock) an elder takes off: no slot starts on it. */
export const interviewDaysOff = pgTable(
  'interview_days_off',
  {
    elderId: uuid('elder_id')
      .notNull()
      .references(() => interviewCalendars.elderId, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.elderId, t.day] })],
);

/**
 * An applicant's booked interview slot. The row keeps its id through reschedules (the calendar
 * event's UID) and counts its changes in `sequence`. A live ('booked') slot start is unique per
 * elder, and an applicant has at most one live booking: both enforced here, across processes.
 */
export const interviewBookings = pgTable(
  'interview_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    elderId: uuid('elder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The interviews row the rest of the portal reads (dashboard, review, reminders). */
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    method: text('method').notNull(),
    meetingLink: text('meeting_link'),
    place: text('place'),
    /** The applicant's browser's IANA zone when they booked (or last moved): messages add their clock. */
    applicantTimeZone: text('applicant_time_zone'),
    status: text('status').$type<'booked' | 'cancelled' | 'held' | 'no-show'>().notNull().default('booked'),
    /** iCalendar SEQUENCE: 0 when booked, +1 on every change. */
    sequence: integer('sequence').notNull().default(0),
    reschedules: integer('reschedules').notNull().default(0),
    cancelReason: text('cancel_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    reminder24hAt: timestamp('reminder_24h_at', { withTimezone: true }),
    reminder1hAt: timestamp('reminder_1h_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_bookings_elder_slot_live')
      .on(t.elderId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex('interview_bookings_applicant_live').on(t.applicantId).where(sql`${t.status} = 'booked'`),
    index('interview_bookings_starts_idx').on(t.startsAt),
    index('interview_bookings_applicant_idx').on(t.applicantId, t.createdAt),
    check('interview_bookings_status', sql`${t.status} in ('booked', 'cancelled', 'held', 'no-show')`),
    check('interview_bookings_range', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Who was invited to book, by whom; the booking link is a link token of purpose 'interview-booking'. */
export const interviewBookingInvitations = pgTable('interview_booking_invitations', {
  applicantId: uuid('applicant_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The applicant's own changes under this invitation: each move and each cancellation. Counted here,
   * not on the booking, so that cancelling and booking again is a change too. A fresh invitation (staff
   * inviting again, an elder's cancellation, a no-show's rebooking link) starts again at 0.
   */
  changesUsed: integer('changes_used').notNull().default(0),
  /** When the applicant cancelled inside the cut-off: booking again is closed until a fresh invitation. */
  lateCancelAt: timestamp('late_cancel_at', { withTimezone: true }),
});

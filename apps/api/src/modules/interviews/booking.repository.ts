import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, ne, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  interviewAvailability,
  interviewBookingInvitations,
  interviewBookings,
  interviewCalendars,
  interviewDaysOff,
  reviewConflicts,
  users,
} from '../../db/schema/index.ts';
import type { AvailabilityWindow } from './booking-slots.ts';

export type BookingRow = typeof interviewBookings.$inferSelect;
type NewWindow = Omit<typeof interviewAvailability.$inferInsert, 'id' | 'elderId'>;

export async function ensureCalendar(db: Executor, elderId: string) {
  await db.insert(interviewCalendars).values({ elderId }).onConflictDoNothing();
}

/**
 * Locks an elder's calendar for the transaction: one booking of theirs at a time. With `skipLocked`
 * a calendar another booking holds answers false at once instead of waiting.
 */
export async function lockCalendar(db: Executor, elderId: string, skipLocked = false) {
  const [row] = await db
    .select({ elderId: interviewCalendars.elderId })
    .from(interviewCalendars)
    .where(eq(interviewCalendars.elderId, elderId))
    .for('update', skipLocked ? { skipLocked: true } : {});
  return row !== undefined;
}

export async function replaceAvailability(
  db: Executor,
  elderId: string,
  windows: NewWindow[],
  daysOff: string[],
) {
  await db.delete(interviewAvailability).where(eq(interviewAvailability.elderId, elderId));
  await db.delete(interviewDaysOff).where(eq(interviewDaysOff.elderId, elderId));
  if (windows.length > 0) {
    await db.insert(interviewAvailability).values(windows.map((window) => ({ ...window, elderId })));
  }
  const days = [...new Set(daysOff)];
  if (days.length > 0) await db.insert(interviewDaysOff).values(days.map((day) => ({ elderId, day })));
  await db
    .update(interviewCalendars)
    .set({ updatedAt: new Date() })
    .where(eq(interviewCalendars.elderId, elderId));
}

/** The windows and days off of the given elders (all elders when none are given). */
export async function findAvailability(db: Executor, elderIds?: string[]) {
  if (elderIds && elderIds.length === 0) return { windows: [], daysOff: [] };
  const windows = await db
    .select()
    .from(interviewAvailability)
    .where(elderIds ? inArray(interviewAvailability.elderId, elderIds) : undefined)
    .orderBy(asc(interviewAvailability.elderId), asc(interviewAvailability.position));
  const daysOff = await db
    .select()
    .from(interviewDaysOff)
    .where(elderIds ? inArray(interviewDaysOff.elderId, elderIds) : undefined)
    .orderBy(asc(interviewDaysOff.day));
  return { windows: windows as (AvailabilityWindow & { id: string; position: number })[], daysOff };
}

/** Elders with a calendar, by name (for the admins' view). */
export async function findCalendarOwners(db: Executor) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(interviewCalendars)
    .innerJoin(users, eq(users.id, interviewCalendars.elderId))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/**
 * The staff who may interview this applicant: elders and admins with a calendar, never the
 * applicant's own account nor anyone with a declared conflict with them (decision 0074).
 */
export async function findEligibleElderIds(db: Executor, applicantId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(interviewCalendars)
    .innerJoin(users, eq(users.id, interviewCalendars.elderId))
    .where(
      and(
        inArray(users.role, ['ELDER', 'ADMIN']),
        ne(users.id, applicantId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviewConflicts)
            .where(
              and(eq(reviewConflicts.reviewerId, users.id), eq(reviewConflicts.applicantId, applicantId)),
            ),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** Live bookings of these elders that reach into [from, to]. */
export async function findLiveBookings(db: Executor, elderIds: string[], from: Date, to: Date) {
  if (elderIds.length === 0) return [];
  return db
    .select({
      elderId: interviewBookings.elderId,
      startsAt: interviewBookings.startsAt,
      endsAt: interviewBookings.endsAt,
      bufferMinutes: interviewBookings.bufferMinutes,
      id: interviewBookings.id,
    })
    .from(interviewBookings)
    .where(
      and(
        inArray(interviewBookings.elderId, elderIds),
        eq(interviewBookings.status, 'booked'),
        lt(interviewBookings.startsAt, to),
        gt(interviewBookings.endsAt, new Date(from.getTime() - 86_400_000)),
      ),
    );
}

export async function findLiveBookingOf(db: Executor, applicantId: string) {
  const [row] = await db
    .select()
    .from(interviewBookings)
    .where(and(eq(interviewBookings.applicantId, applicantId), eq(interviewBookings.status, 'booked')));
  return row;
}

export async function findBooking(db: Executor, bookingId: string) {
  const [row] = await db.select().from(interviewBookings).where(eq(interviewBookings.id, bookingId));
  return row;
}

export async function lockBooking(db: Executor, bookingId: string) {
  const [row] = await db
    .select()
    .from(interviewBookings)
    .where(eq(interviewBookings.id, bookingId))
    .for('update');
  return row;
}

/** Undefined when the slot was taken meanwhile (the live-slot unique key). */
export async function insertBooking(db: Executor, booking: typeof interviewBookings.$inferInsert) {
  const [row] = await db.insert(interviewBookings).values(booking).onConflictDoNothing().returning();
  return row;
}

export async function updateBooking(db: Executor, bookingId: string, changes: Partial<BookingRow>) {
  const [row] = await db
    .update(interviewBookings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(interviewBookings.id, bookingId))
    .returning();
  return row;
}

export async function countNoShows(db: Executor, applicantId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(interviewBookings)
    .where(and(eq(interviewBookings.applicantId, applicantId), eq(interviewBookings.status, 'no-show')));
  return row?.count ?? 0;
}

/** A fresh invitation: the applicant's own changes start again at 0 and booking is open again. */
export async function upsertBookingInvitation(db: Executor, applicantId: string, invitedBy: string) {
  await db
    .insert(interviewBookingInvitations)
    .values({ applicantId, invitedBy })
    .onConflictDoUpdate({
      target: interviewBookingInvitations.applicantId,
      set: { invitedBy, invitedAt: new Date(), changesUsed: 0, lateCancelAt: null },
    });
}

/** Counts one of the applicant's own changes (a move or a cancellation); `late`: inside the cut-off. */
export async function countApplicantChange(db: Executor, applicantId: string, late = false) {
  await db
    .update(interviewBookingInvitations)
    .set({
      changesUsed: sql`${interviewBookingInvitations.changesUsed} + 1`,
      ...(late ? { lateCancelAt: new Date() } : {}),
    })
    .where(eq(interviewBookingInvitations.applicantId, applicantId));
}

export async function findBookingInvitation(db: Executor, applicantId: string) {
  const [row] = await db
    .select()
    .from(interviewBookingInvitations)
    .where(eq(interviewBookingInvitations.applicantId, applicantId));
  return row;
}

export async function setFeedTokenHash(db: Executor, elderId: string, feedTokenHash: string) {
  await ensureCalendar(db, elderId);
  await db.update(interviewCalendars).set({ feedTokenHash }).where(eq(interviewCalendars.elderId, elderId));
}

export async function findCalendarByFeedHash(db: Executor, feedTokenHash: string) {
  const [row] = await db
    .select({ elderId: interviewCalendars.elderId })
    .from(interviewCalendars)
    .where(eq(interviewCalendars.feedTokenHash, feedTokenHash));
  return row;
}

export async function hasFeed(db: Executor, elderId: string) {
  const [row] = await db
    .select({ hash: interviewCalendars.feedTokenHash })
    .from(interviewCalendars)
    .where(eq(interviewCalendars.elderId, elderId));
  return Boolean(row?.hash);
}

/** Bookings with both people's names, from `from` to `to`, of one elder or everyone. */
/** Live and past bookings (cancelled ones left out) in a time window, or of one applicant at any time. */
export async function findStaffBookings(
  db: Executor,
  filter: { from?: Date; to?: Date; elderId?: string; applicantEmail?: string },
) {
  const elder = sql`(select concat_ws(' ', e.first_name, e.last_name) from users e where e.id = ${interviewBookings.elderId})`;
  return db
    .select({
      id: interviewBookings.id,
      startsAt: interviewBookings.startsAt,
      endsAt: interviewBookings.endsAt,
      method: interviewBookings.method,
      status: interviewBookings.status,
      elderId: interviewBookings.elderId,
      elderName: sql<string>`${elder}`,
      applicantName: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
      applicantEmail: users.email,
      confirmedAt: interviewBookings.confirmedAt,
      meetingLink: interviewBookings.meetingLink,
      place: interviewBookings.place,
    })
    .from(interviewBookings)
    .innerJoin(users, eq(users.id, interviewBookings.applicantId))
    .where(
      and(
        filter.from ? gte(interviewBookings.startsAt, filter.from) : undefined,
        filter.to ? lt(interviewBookings.startsAt, filter.to) : undefined,
        ne(interviewBookings.status, 'cancelled'),
        filter.elderId ? eq(interviewBookings.elderId, filter.elderId) : undefined,
        filter.applicantEmail ? eq(users.email, filter.applicantEmail) : undefined,
      ),
    )
    .orderBy(asc(interviewBookings.startsAt));
}

/** An elder's live and past-day bookings for the feed, with the applicant's name. */
export async function findFeedBookings(db: Executor, elderId: string, since: Date) {
  return db
    .select({
      booking: interviewBookings,
      applicantName: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
    })
    .from(interviewBookings)
    .innerJoin(users, eq(users.id, interviewBookings.applicantId))
    .where(
      and(
        eq(interviewBookings.elderId, elderId),
        inArray(interviewBookings.status, ['booked', 'held']),
        gte(interviewBookings.startsAt, since),
      ),
    )
    .orderBy(asc(interviewBookings.startsAt));
}

/**
 * Claims the bookings whose reminder is due, marking them sent in the same statement, so that each
 * reminder goes once however many workers sweep (`which`: 24 h or 1 h before).
 */
export async function claimDueReminders(db: Executor, which: '24h' | '1h', limit: number) {
  const column = which === '24h' ? interviewBookings.reminder24hAt : interviewBookings.reminder1hAt;
  const lead = which === '24h' ? sql`interval '24 hours'` : sql`interval '1 hour'`;
  // The 24-hour reminder is skipped for a booking made within the last hour before the 1-hour one.
  const floor = which === '24h' ? sql`now() + interval '1 hour'` : sql`now()`;
  const due = db
    .select({ id: interviewBookings.id })
    .from(interviewBookings)
    .where(
      and(
        eq(interviewBookings.status, 'booked'),
        isNull(column),
        lte(interviewBookings.startsAt, sql`now() + ${lead}`),
        gt(interviewBookings.startsAt, floor),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(interviewBookings)
    .set(which === '24h' ? { reminder24hAt: new Date() } : { reminder1hAt: new Date() })
    .where(inArray(interviewBookings.id, due))
    .returning();
}

export async function deleteBookingInvitationOf(db: Executor, applicantId: string) {
  await db
    .delete(interviewBookingInvitations)
    .where(eq(interviewBookingInvitations.applicantId, applicantId));
}

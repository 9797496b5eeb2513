import type { Availability, BookingPage, BookSlot, staffBookingsQuerySchema } from '@intake/contracts';
import { bookingAnswers, bookingMailCopy as copy } from '@intake/contracts/copy/email-interview-booking';
import { bookingErrors } from '@intake/contracts/errors/interview-booking';
import { pagePath, paths } from '@intake/contracts/pages';
import type { z } from 'zod';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { findApplicant, findApplicantByEmail, lockApplicant } from '../../core/applicants.repository.ts';
import { moveApplication } from '../../core/application-status.service.ts';
import { enqueueJob } from '../../core/jobs.repository.ts';
import { replaceUnusedLinkTokens } from '../../core/link-tokens.repository.ts';
import { issueLinkToken, type LinkPurpose, readLinkToken } from '../../core/link-tokens.service.ts';
import { findAdminEmails, findUserById } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, appError } from '../../lib/app-error.ts';
import { buildIcs, buildIcsCalendar, type CalendarEvent, type CalendarMethod } from '../../lib/ics.ts';
import {
  formatSchoolDate,
  formatSchoolTime,
  formatTwelveHour,
  toInstant,
  weekdayOf,
} from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { renderBookingMail, renderSecondNoShowMail } from '../../mail/templates/interview-booking.ts';
import { queueMail } from '../mail/mail.service.ts';
import {
  type BookingRow,
  claimDueReminders,
  countApplicantChange,
  countNoShows,
  deleteBookingInvitationOf,
  ensureCalendar,
  findAvailability,
  findBooking,
  findBookingInvitation,
  findCalendarByFeedHash,
  findCalendarOwners,
  findEligibleElderIds,
  findFeedBookings,
  findLiveBookingOf,
  findLiveBookings,
  findStaffBookings,
  hasFeed,
  insertBooking,
  lockBooking,
  lockCalendar,
  replaceAvailability,
  setFeedTokenHash,
  updateBooking,
  upsertBookingInvitation,
} from './booking.repository.ts';
import { clashes, type ElderSlot, expandSlots, freeSlots, poolSlots } from './booking-slots.ts';
import {
  deleteInterview,
  insertInterview,
  markInterviewAccepted,
  markInterviewHeld,
} from './interviews.repository.ts';

type Deps = ServiceDeps<'db' | 'config'>;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How many next free slots a loser of a race is offered. */
const NEXT_SLOTS = 8;
/** Where an applicant can still wait for (or hold) a booked interview. */
const BOOKABLE_STATUSES = ['TESTED', 'INVITED_FOR_INTERVIEW', 'ACCEPTED_INTERVIEW', 'DECLINED_INTERVIEW'];
/** Whether an applicant at this status may be sent a booking link. */
export const canBeInvitedToBook = (status: string) => BOOKABLE_STATUSES.includes(status);
export const BOOKING_REMINDERS_JOB = 'interview-booking-reminders';
const SWEEP_EVERY_MS = 5 * 60_000;
/** The links of the spec's fixed-time invitation, which a booking (or an invitation to book) replaces. */
const FIXED_TIME_LINKS: LinkPurpose[] = ['interview-accept', 'interview-reschedule'];

// ---------------------------------------------------------------- availability and the feed

/** The elder's own availability, as the editor shows it. */
export async function getMyAvailability(deps: Deps, elderId: string) {
  const { windows, daysOff } = await findAvailability(deps.db, [elderId]);
  return {
    rules: windows.map(toRule),
    daysOff: daysOff.map((row) => row.day),
    feedActive: await hasFeed(deps.db, elderId),
  };
}

function toRule(window: Awaited<ReturnType<typeof findAvailability>>['windows'][number]) {
  return {
    kind: window.kind,
    weekday: window.weekday,
    date: window.onDate,
    startTime: window.startTime,
    endTime: window.endTime,
    lengthMinutes: window.lengthMinutes,
    bufferMinutes: window.bufferMinutes,
    method: window.method as 'phone' | 'ONLINE' | 'Offline',
    meetingLink: window.meetingLink,
    place: window.place,
  };
}

/** Replaces the elder's windows and days off; booked interviews stand whatever changes. */
export async function saveMyAvailability(deps: Deps, elderId: string, availability: Availability) {
  for (const date of [...availability.daysOff, ...availability.rules.flatMap((rule) => rule.date ?? [])]) {
    if (!toInstant(date, '12:00', deps.config.timeZone)) throw appError(bookingErrors.dateDoesNotExist);
  }
  await deps.db.transaction(async (tx) => {
    await ensureCalendar(tx, elderId);
    await replaceAvailability(
      tx,
      elderId,
      availability.rules.map((rule, position) => ({
        kind: rule.kind,
        weekday: rule.kind === 'weekly' ? rule.weekday : null,
        onDate: rule.kind === 'one-off' ? rule.date : null,
        startTime: rule.startTime,
        endTime: rule.endTime,
        lengthMinutes: rule.lengthMinutes,
        bufferMinutes: rule.bufferMinutes,
        method: rule.method,
        meetingLink: rule.method === 'ONLINE' ? rule.meetingLink : null,
        place: rule.method === 'Offline' ? rule.place : null,
        position,
      })),
      availability.daysOff,
    );
  });
  return getMyAvailability(deps, elderId);
}

/** Every elder's availability, for admins. */
export async function everyonesAvailability(deps: Deps) {
  const owners = await findCalendarOwners(deps.db);
  const { windows, daysOff } = await findAvailability(deps.db);
  return {
    elders: owners.map((owner) => ({
      elderId: owner.id,
      elderName: `${owner.firstName} ${owner.lastName}`,
      rules: windows.filter((window) => window.elderId === owner.id).map(toRule),
      daysOff: daysOff.filter((row) => row.elderId === owner.id).map((row) => row.day),
    })),
  };
}

/** A new private feed address; the previous one stops working at once. */
export async function renewCalendarFeed(deps: Deps, elderId: string) {
  const token = createOpaqueToken();
  await setFeedTokenHash(deps.db, elderId, hashToken(token));
  return { feedUrl: `${deps.config.publicUrl}/api/interviewCalendar/${token}` };
}

/** The elder's booked interviews from a week ago on, as an iCalendar feed. */
export async function calendarFeedIcs(deps: Deps, token: string) {
  const calendar = await findCalendarByFeedHash(deps.db, hashToken(token));
  if (!calendar) throw appError(bookingErrors.feedNotFound);
  const rows = await findFeedBookings(deps.db, calendar.elderId, new Date(Date.now() - 7 * DAY_MS));
  return buildIcsCalendar(
    rows.map(({ booking, applicantName }) => ({
      ...calendarEventOf(deps, booking, ''),
      summary: `${copy.calendarTitle}: ${applicantName}`,
    })),
  );
}

// ---------------------------------------------------------------- words and calendar files

const zoneName = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/**
 * "Tuesday 01-12-2026 at 10:00 AM (Lagos time)": the school's clock, named. With the applicant's own
 * zone (their browser's, stored on the booking) where its clock reads differently, their time follows:
 * "… (Lagos time) (your time: Tuesday 01-12-2026 at 9:00 AM, London)".
 */
export function describeInstant(instant: Date, timeZone: string, applicantTimeZone?: string | null) {
  const school = clockOf(instant, timeZone);
  const when = copy.when(school.weekday, school.date, school.time, zoneName(timeZone));
  if (!applicantTimeZone || applicantTimeZone === timeZone) return when;
  const own = clockOf(instant, applicantTimeZone);
  if (own.weekday === school.weekday && own.date === school.date && own.time === school.time) return when;
  return `${when} ${copy.yourTime(own.weekday, own.date, own.time, zoneName(applicantTimeZone))}`;
}

function clockOf(instant: Date, timeZone: string) {
  return {
    weekday: weekdayOf(instant, timeZone),
    date: formatSchoolDate(instant, timeZone),
    time: formatTwelveHour(formatSchoolTime(instant, timeZone)),
  };
}

/** The booking's time for the applicant: the school's clock, and theirs where it differs. */
const whenFor = (deps: Deps, booking: Pick<BookingRow, 'startsAt' | 'applicantTimeZone'>) =>
  describeInstant(booking.startsAt, deps.config.timeZone, booking.applicantTimeZone);

const meetingLinkOf = (booking: Pick<BookingRow, 'id' | 'meetingLink'>) =>
  booking.meetingLink?.replaceAll('{booking}', booking.id) ?? null;

function describeHow(booking: Pick<BookingRow, 'id' | 'method' | 'meetingLink' | 'place'>) {
  if (booking.method === 'ONLINE') return copy.how.ONLINE(meetingLinkOf(booking) ?? '');
  if (booking.method === 'Offline') return copy.how.Offline(booking.place ?? '');
  return copy.how.phone;
}

function calendarEventOf(
  deps: Deps,
  booking: BookingRow,
  pageLink: string,
  attendee?: { name: string; email: string },
): CalendarEvent {
  const how = describeHow(booking);
  return {
    uid: `booking-${booking.id}@intake`,
    start: booking.startsAt,
    durationMinutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    summary: copy.calendarTitle,
    description: pageLink ? copy.calendarText(how, pageLink) : how,
    location:
      booking.method === 'ONLINE' ? (meetingLinkOf(booking) ?? '') : (booking.place ?? booking.method),
    sequence: booking.sequence,
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: deps.config.mailFrom.name ?? 'Admissions', email: deps.config.mailFrom.address },
    ...(attendee ? { attendee } : {}),
  };
}

/** The booking's invitation or cancellation, sent as the mail's calendar part (see MailAttachment). */
const calendarAttachment = (
  deps: Deps,
  booking: BookingRow,
  method: CalendarMethod,
  pageLink: string,
  applicant: { email: string; firstName: string; lastName?: string },
) => ({
  filename: 'interview.ics',
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: buildIcs(
    calendarEventOf(deps, booking, pageLink, {
      name: [applicant.firstName, applicant.lastName].filter(Boolean).join(' '),
      email: applicant.email,
    }),
    new Date(),
    method,
  ),
  icalMethod: method,
});

/** A fresh booking-page link for the applicant, valid until a day after the interview (or the link life). */
async function bookingPageLink(deps: Deps, tx: Executor, applicantId: string, until?: Date) {
  const linkLife = deps.config.booking.linkDays * DAY_MS;
  const ttlMs = until ? Math.max(until.getTime() - Date.now() + DAY_MS, linkLife) : linkLife;
  const token = await issueLinkToken(tx, applicantId, 'interview-booking', Math.ceil(ttlMs / 1000));
  return `${deps.config.publicUrl}${pagePath(paths.bookInterview, { token })}`;
}

async function mailApplicant(
  deps: Deps,
  tx: Executor,
  applicant: { id: string; email: string; firstName: string; lastName?: string },
  mail: {
    kind: string;
    subject: string;
    paragraphs: string[];
    action: { label: string; url: string };
    calendar?: { booking: BookingRow; method: CalendarMethod };
  },
) {
  await queueMail(tx, {
    kind: mail.kind,
    to: applicant.email,
    userId: applicant.id,
    rendered: renderBookingMail({
      subject: mail.subject,
      firstName: applicant.firstName,
      paragraphs: mail.paragraphs,
      action: mail.action,
    }),
    attachments: mail.calendar
      ? [calendarAttachment(deps, mail.calendar.booking, mail.calendar.method, mail.action.url, applicant)]
      : undefined,
  });
}

// ---------------------------------------------------------------- invitations

/** Staff invite an applicant to book: a booking link by e-mail (an earlier unused one is replaced). */
export async function inviteToBook(deps: Deps, applicantEmail: string, actorId: string) {
  await deps.db.transaction(async (tx) => {
    const found = await findApplicantByEmail(tx, applicantEmail);
    if (!found) throw appError(bookingErrors.applicantNotFound);
    await sendBookingInvitation(deps, tx, found.user, actorId, {});
  });
  return { message: bookingAnswers.invited };
}

/**
 * Invites one applicant whose status allows it, in the caller's transaction (a bulk action calls
 * it per applicant, naming itself in `context`).
 */
export async function sendBookingInvitation(
  deps: Deps,
  tx: Executor,
  user: { id: string; email: string; firstName: string },
  actorId: string,
  context: Record<string, unknown>,
) {
  const applicant = await lockApplicant(tx, user.id);
  if (!applicant || !BOOKABLE_STATUSES.includes(applicant.applicationStatus)) {
    throw appError(bookingErrors.inviteRefused);
  }
  await upsertBookingInvitation(tx, user.id, actorId);
  await replaceUnusedLinkTokens(tx, user.id, ['interview-booking', ...FIXED_TIME_LINKS]);
  const link = await bookingPageLink(deps, tx, user.id);
  await insertActivity(tx, {
    applicantId: user.id,
    actorId,
    action: 'INTERVIEW_BOOKING_INVITED',
    details: context,
  });
  await mailApplicant(deps, tx, user, {
    kind: 'interview-booking-invitation',
    subject: copy.invitation.subject,
    paragraphs: [copy.invitation.body, copy.invitation.expires(deps.config.booking.linkDays)],
    action: { label: copy.invitation.action, url: link },
  });
}

// ---------------------------------------------------------------- the applicant's page

/** The applicant a booking link names; an unknown, replaced or expired link is refused. */
export async function applicantOfBookingLink(deps: Deps, token: string) {
  const link = await readLinkToken(deps.db, token, 'interview-booking');
  if (!link || link.replaced) throw appError(bookingErrors.linkInvalid);
  if (link.expired) throw appError(bookingErrors.linkExpired);
  return link.userId;
}

function bookingWindow(deps: Deps) {
  const now = Date.now();
  return {
    from: new Date(now + deps.config.booking.noticeHours * HOUR_MS),
    to: new Date(now + deps.config.booking.horizonDays * DAY_MS),
  };
}

/** The windows and days off of the elders who may interview this applicant: what slots are made of. */
async function slotSourceFor(db: Executor, applicantId: string) {
  const elderIds = await findEligibleElderIds(db, applicantId);
  const { windows, daysOff } = await findAvailability(db, elderIds);
  const off = new Map<string, Set<string>>();
  for (const row of daysOff) off.set(row.elderId, (off.get(row.elderId) ?? new Set()).add(row.day));
  return { elderIds, windows, off };
}
type SlotSource = Awaited<ReturnType<typeof slotSourceFor>>;

/** The free slots within the booking window: the source's slots less its elders' live bookings (one query). */
async function freeSlotsOf(deps: Deps, db: Executor, source: SlotSource, ownBookingId?: string) {
  const { from, to } = bookingWindow(deps);
  const slots = expandSlots(source.windows, source.off, from, to, deps.config.timeZone);
  const busy = (await findLiveBookings(db, source.elderIds, from, to)).filter((b) => b.id !== ownBookingId);
  return freeSlots(slots, busy);
}

/**
 * The elders' slots starting exactly at `at` by `method` that no live booking reaches (their own
 * left out): a booking attempt expands that one instant, not the whole horizon.
 */
async function slotsAt(
  deps: Deps,
  db: Executor,
  source: SlotSource,
  at: Date,
  method: string,
  ownId?: string,
) {
  const { from, to } = bookingWindow(deps);
  if (at < from || at > to) return [];
  const slots = expandSlots(source.windows, source.off, at, at, deps.config.timeZone).filter(
    (slot) => slot.startsAt.getTime() === at.getTime() && slot.method === method,
  );
  if (slots.length === 0) return [];
  const reach = Math.max(...slots.map((slot) => slot.endsAt.getTime())) + DAY_MS;
  const busy = (
    await findLiveBookings(
      db,
      slots.map((slot) => slot.elderId),
      at,
      new Date(reach),
    )
  ).filter((b) => b.id !== ownId);
  return freeSlots(slots, busy);
}

function isOpen(status: string | undefined, invited: boolean) {
  return invited && status !== undefined && BOOKABLE_STATUSES.includes(status);
}

type Invitation = Awaited<ReturnType<typeof findBookingInvitation>>;

/**
 * The applicant's own changes are counted per invitation (each move and each cancellation), so that
 * cancelling and booking again spends a change as a move does; a booking without an invitation row
 * (none is made so today) falls back on its own count.
 */
function changeState(deps: Deps, booking: BookingRow | undefined, invitation: Invitation) {
  const used = invitation?.changesUsed ?? booking?.reschedules ?? 0;
  const reschedulesLeft = Math.max(0, deps.config.booking.reschedules - used);
  const beforeCutoff =
    !booking || booking.startsAt.getTime() - Date.now() > deps.config.booking.changeCutoffHours * HOUR_MS;
  return { reschedulesLeft, beforeCutoff };
}

/**
 * Why the applicant may not book again after cancelling: a cancellation inside the cut-off, or one
 * past the limit of changes (the cancellation counted one; the new booking uses it). A fresh
 * invitation (staff, an elder's cancellation, a no-show's link) clears both.
 */
function rebookRefusal(deps: Deps, invitation: Invitation) {
  if (!invitation) return undefined;
  if (invitation.lateCancelAt) return bookingErrors.tooLateToRebook;
  if (invitation.changesUsed > deps.config.booking.reschedules) return bookingErrors.noRebookingLeft;
  return undefined;
}

/**
 * What the booking page shows: reading it changes nothing. A booking call passes the slot source
 * it has already read, so its answer costs no second read of the elders' availability.
 */
export async function bookingPage(
  deps: Deps,
  applicantId: string,
  source?: SlotSource,
): Promise<BookingPage> {
  const [user, applicant, invitation, booking] = await Promise.all([
    findUserById(deps.db, applicantId),
    findApplicant(deps.db, applicantId),
    findBookingInvitation(deps.db, applicantId),
    findLiveBookingOf(deps.db, applicantId),
  ]);
  const open = isOpen(applicant?.applicationStatus, invitation !== undefined || booking !== undefined);
  const { reschedulesLeft, beforeCutoff } = changeState(deps, booking, invitation);
  const refusal = open && !booking ? rebookRefusal(deps, invitation) : undefined;
  const canChoose = open && (booking ? reschedulesLeft > 0 && beforeCutoff : !refusal);
  const slots = canChoose
    ? poolSlots(
        await freeSlotsOf(deps, deps.db, source ?? (await slotSourceFor(deps.db, applicantId)), booking?.id),
        deps.config.timeZone,
      )
    : [];
  return {
    firstName: user?.firstName ?? '',
    timeZone: deps.config.timeZone,
    booking: booking ? await bookingView(deps, booking) : null,
    slots,
    reschedulesLeft,
    canReschedule: Boolean(booking) && canChoose,
    changesUntil: booking
      ? new Date(booking.startsAt.getTime() - deps.config.booking.changeCutoffHours * HOUR_MS).toISOString()
      : null,
    open,
    cannotBookReason: refusal?.message ?? null,
  };
}

async function bookingView(deps: Deps, booking: BookingRow) {
  const elder = await findUserById(deps.db, booking.elderId);
  return {
    id: booking.id,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    method: booking.method as 'phone' | 'ONLINE' | 'Offline',
    meetingLink: meetingLinkOf(booking),
    place: booking.place,
    elderName: elder ? `${elder.firstName} ${elder.lastName}` : '',
    confirmed: booking.confirmedAt !== null,
  };
}

/** A copy in random order (Fisher–Yates). */
function shuffled<T>(items: T[]) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Ends a booking attempt's savepoint: its calendar lock and anything it wrote are undone. */
class AttemptUndone extends Error {
  constructor(readonly outcome: 'busy' | 'taken') {
    super(outcome);
  }
}

/** The 409 of a lost race: the next free slots ride along so the screen can offer them at once. */
async function slotTaken(deps: Deps, source: SlotSource, ownBookingId: string | undefined) {
  const next = poolSlots(await freeSlotsOf(deps, deps.db, source, ownBookingId), deps.config.timeZone);
  return new AppError(409, bookingErrors.slotTaken.code, bookingErrors.slotTaken.message, {
    slots: next.slice(0, NEXT_SLOTS),
  });
}

/**
 * Books (or moves) the applicant's interview to a free slot at `startsAt` of one of the elders who may
 * interview them. Each elder's calendar row is locked while their bookings are checked and written,
 * and the live-slot unique key backs it: of two applicants racing for a slot exactly one gets it.
 */
export async function bookSlot(deps: Deps, applicantId: string, choice: BookSlot) {
  const at = new Date(choice.startsAt);
  // Read before the transaction: the windows are the elders' own, and every check that matters is
  // made again under the elder's lock.
  const source = await slotSourceFor(deps.db, applicantId);
  let ownBookingId: string | undefined;
  const outcome = await deps.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, applicantId);
    const user = await findUserById(tx, applicantId);
    const current = await findLiveBookingOf(tx, applicantId);
    const invitation = await findBookingInvitation(tx, applicantId);
    if (
      !applicant ||
      !user ||
      !isOpen(applicant.applicationStatus, invitation !== undefined || current !== undefined)
    ) {
      throw appError(bookingErrors.notInvited);
    }
    ownBookingId = current?.id;
    if (current) {
      // A repeat of the booking just made (a double click, a retry) answers as the first did.
      if (current.startsAt.getTime() === at.getTime() && current.method === choice.method) return 'booked';
      const { reschedulesLeft, beforeCutoff } = changeState(deps, current, invitation);
      if (!beforeCutoff) throw appError(bookingErrors.tooLateToChange);
      if (reschedulesLeft === 0) throw appError(bookingErrors.noReschedulesLeft);
    } else {
      const refusal = rebookRefusal(deps, invitation);
      if (refusal) throw appError(refusal);
    }
    const candidates = await slotsAt(deps, tx, source, at, choice.method, current?.id);
    // Elders another booking holds are tried last, so racers spread over the free elders at once.
    // Each attempt runs in a savepoint that a failed attempt rolls back, its calendar lock with it:
    // a transaction waiting for one elder then holds no other elder's lock, so two racers can
    // never wait for each other in a cycle (and a half-made booking leaves nothing behind).
    const tryElder = (slot: ElderSlot, skipLocked: boolean) =>
      tx
        .transaction(async (attempt) => {
          if (!(await lockCalendar(attempt, slot.elderId, skipLocked))) throw new AttemptUndone('busy');
          // Up to a day past the slot's end: a booking starting within either's buffer after it clashes too.
          const reach = new Date(slot.endsAt.getTime() + DAY_MS);
          const busy = (await findLiveBookings(attempt, [slot.elderId], slot.startsAt, reach)).filter(
            (b) => b.id !== current?.id,
          );
          if (busy.some((range) => clashes(slot, range))) throw new AttemptUndone('taken');
          const booking = current
            ? await moveBooking(deps, attempt, user, current, slot, choice.timeZone)
            : await createBooking(deps, attempt, user, slot, {
                invitedBy: invitation?.invitedBy ?? null,
                status: applicant.applicationStatus,
                timeZone: choice.timeZone,
              });
          if (!booking) throw new AttemptUndone('taken');
          return 'booked' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof AttemptUndone) return error.outcome;
          throw error;
        });
    const held: ElderSlot[] = [];
    for (const slot of shuffled(candidates)) {
      const tried = await tryElder(slot, true);
      if (tried === 'booked') return 'booked';
      if (tried === 'busy') held.push(slot);
    }
    for (const slot of held) {
      if ((await tryElder(slot, false)) === 'booked') return 'booked';
    }
    return 'taken';
  });
  if (outcome === 'taken') throw await slotTaken(deps, source, ownBookingId);
  return bookingPage(deps, applicantId, source);
}

async function createBooking(
  deps: Deps,
  tx: Executor,
  user: { id: string; email: string; firstName: string },
  slot: ElderSlot,
  // The applicant's row is locked since the status was read: it cannot have moved meanwhile.
  { invitedBy, status, timeZone }: { invitedBy: string | null; status: string; timeZone: string | undefined },
) {
  const interview = await insertInterview(tx, {
    applicantId: user.id,
    scheduledAt: slot.startsAt,
    method: slot.method,
    comment: null,
    invitedBy,
  });
  await markInterviewAccepted(tx, interview.id);
  const booking = await insertBooking(tx, {
    applicantId: user.id,
    elderId: slot.elderId,
    interviewId: interview.id,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    bufferMinutes: slot.bufferMinutes,
    method: slot.method,
    meetingLink: slot.meetingLink,
    place: slot.place,
    applicantTimeZone: timeZone ?? null,
    reminder24hAt: reminder24hSkipped(slot.startsAt),
  });
  if (!booking) return undefined;
  // One track: the fixed-time invitation's accept and reschedule links now answer as replaced.
  await replaceUnusedLinkTokens(tx, user.id, FIXED_TIME_LINKS);
  const details = { bookingId: booking.id, startsAt: booking.startsAt.toISOString() };
  if (status === 'TESTED' || status === 'DECLINED_INTERVIEW') {
    await moveApplication(tx, user.id, {
      to: 'INVITED_FOR_INTERVIEW',
      action: 'INTERVIEW_INVITED',
      actorId: user.id,
      details,
      refusal: bookingErrors.notInvited.message,
    });
  }
  // moveApplication throws unless it moved: past the first move the applicant is INVITED_FOR_INTERVIEW.
  if (status === 'TESTED' || status === 'DECLINED_INTERVIEW' || status === 'INVITED_FOR_INTERVIEW') {
    await moveApplication(tx, user.id, {
      to: 'ACCEPTED_INTERVIEW',
      action: 'INTERVIEW_BOOKED',
      actorId: user.id,
      details,
      refusal: bookingErrors.notInvited.message,
    });
  } else {
    await insertActivity(tx, { applicantId: user.id, actorId: user.id, action: 'INTERVIEW_BOOKED', details });
  }
  const link = await bookingPageLink(deps, tx, user.id, booking.startsAt);
  await mailApplicant(deps, tx, user, {
    kind: 'interview-booked',
    subject: copy.booked.subject,
    paragraphs: [
      copy.booked.body(whenFor(deps, booking), describeHow(booking)),
      copy.booked.change(deps.config.booking.reschedules, deps.config.booking.changeCutoffHours),
    ],
    action: { label: copy.booked.action, url: link },
    calendar: { booking, method: 'REQUEST' },
  });
  return booking;
}

/** The same booking (same calendar UID) at a new time: SEQUENCE rises, reminders start again. */
async function moveBooking(
  deps: Deps,
  tx: Executor,
  user: { id: string; email: string; firstName: string },
  current: BookingRow,
  slot: ElderSlot,
  timeZone: string | undefined,
) {
  const interview = await insertInterview(tx, {
    applicantId: user.id,
    scheduledAt: slot.startsAt,
    method: slot.method,
    comment: null,
    invitedBy: (await findBookingInvitation(tx, user.id))?.invitedBy ?? null,
  });
  await markInterviewAccepted(tx, interview.id);
  if (current.interviewId) await deleteInterview(tx, current.interviewId);
  const booking = await updateBooking(tx, current.id, {
    elderId: slot.elderId,
    interviewId: interview.id,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    bufferMinutes: slot.bufferMinutes,
    method: slot.method,
    meetingLink: slot.meetingLink,
    place: slot.place,
    sequence: current.sequence + 1,
    reschedules: current.reschedules + 1,
    confirmedAt: null,
    reminder24hAt: reminder24hSkipped(slot.startsAt),
    reminder1hAt: null,
    // The device that moved it speaks for the applicant now; a move without a zone keeps the old one.
    ...(timeZone ? { applicantTimeZone: timeZone } : {}),
  });
  if (!booking) return undefined;
  await countApplicantChange(tx, user.id);
  await insertActivity(tx, {
    applicantId: user.id,
    actorId: user.id,
    action: 'INTERVIEW_RESCHEDULED',
    details: { bookingId: booking.id, startsAt: booking.startsAt.toISOString() },
  });
  const link = await bookingPageLink(deps, tx, user.id, booking.startsAt);
  await mailApplicant(deps, tx, user, {
    kind: 'interview-booking-moved',
    subject: copy.moved.subject,
    paragraphs: [copy.booked.body(whenFor(deps, booking), describeHow(booking))],
    action: { label: copy.moved.action, url: link },
    calendar: { booking, method: 'REQUEST' },
  });
  return booking;
}

/**
 * Cancels a live booking in the caller's transaction: the calendar event is withdrawn
 * (METHOD:CANCEL, SEQUENCE up), the interview row goes, the applicant waits for a new booking.
 */
async function cancelBooking(tx: Executor, booking: BookingRow, actorId: string, reason: string | null) {
  const cancelled = await updateBooking(tx, booking.id, {
    status: 'cancelled',
    sequence: booking.sequence + 1,
    cancelReason: reason,
    cancelledBy: actorId,
  });
  if (!cancelled) throw appError(bookingErrors.bookingNotFound);
  if (booking.interviewId) await deleteInterview(tx, booking.interviewId);
  const details = { bookingId: booking.id, reason };
  if ((await lockApplicant(tx, booking.applicantId))?.applicationStatus === 'ACCEPTED_INTERVIEW') {
    await moveApplication(tx, booking.applicantId, {
      to: 'INVITED_FOR_INTERVIEW',
      action: 'INTERVIEW_BOOKING_CANCELLED',
      actorId,
      details,
      refusal: bookingErrors.bookingClosed.message,
    });
  } else {
    await insertActivity(tx, {
      applicantId: booking.applicantId,
      actorId,
      action: 'INTERVIEW_BOOKING_CANCELLED',
      details,
    });
  }
  return cancelled;
}

/**
 * The applicant cancels their booking (any time before it starts). It counts as one of their
 * changes, and one inside the cut-off closes booking again: a cancel and a new booking is a move.
 */
export async function cancelMyBooking(deps: Deps, applicantId: string) {
  await deps.db.transaction(async (tx) => {
    await lockApplicant(tx, applicantId);
    const booking = await findLiveBookingOf(tx, applicantId);
    if (!booking) throw appError(bookingErrors.noBooking);
    if (booking.startsAt.getTime() <= Date.now()) throw appError(bookingErrors.tooLateToChange);
    const user = await findUserById(tx, applicantId);
    const cancelled = await cancelBooking(tx, booking, applicantId, null);
    const { beforeCutoff } = changeState(deps, booking, undefined);
    await countApplicantChange(tx, applicantId, !beforeCutoff);
    if (!user) return;
    const refusal = rebookRefusal(deps, await findBookingInvitation(tx, applicantId));
    const link = await bookingPageLink(deps, tx, applicantId);
    await mailApplicant(deps, tx, user, {
      kind: 'interview-booking-cancelled',
      subject: copy.cancelledByApplicant.subject,
      paragraphs: refusal
        ? [copy.cancelledByApplicant.closed(whenFor(deps, booking)), refusal.message]
        : [copy.cancelledByApplicant.body(whenFor(deps, booking))],
      action: {
        label: refusal ? copy.cancelledByApplicant.closedAction : copy.cancelledByApplicant.action,
        url: link,
      },
      calendar: { booking: cancelled, method: 'CANCEL' },
    });
  });
  return bookingPage(deps, applicantId);
}

// ---------------------------------------------------------------- staff

interface Actor {
  userId: string;
  role: string;
}

async function applicantOfBooking(tx: Executor, bookingId: string) {
  const booking = await findBooking(tx, bookingId);
  if (!booking) throw appError(bookingErrors.bookingNotFound);
  return booking.applicantId;
}

async function lockStaffBooking(tx: Executor, bookingId: string, actor: Actor) {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw appError(bookingErrors.bookingNotFound);
  if (booking.elderId !== actor.userId && actor.role !== 'ADMIN')
    throw appError(bookingErrors.notYourBooking);
  if (booking.status !== 'booked') throw appError(bookingErrors.bookingClosed);
  return booking;
}

/** The elder (or an admin) cancels with a reason; the applicant is mailed a link to book again. */
export async function cancelBookingByStaff(deps: Deps, bookingId: string, actor: Actor, reason: string) {
  await deps.db.transaction(async (tx) => {
    // The applicant's row first, as a booking does: the two never wait on each other in a cycle.
    await lockApplicant(tx, await applicantOfBooking(tx, bookingId));
    const booking = await lockStaffBooking(tx, bookingId, actor);
    const cancelled = await cancelBooking(tx, booking, actor.userId, reason);
    await upsertBookingInvitation(tx, booking.applicantId, actor.userId);
    const user = await findUserById(tx, booking.applicantId);
    if (!user) return;
    const link = await bookingPageLink(deps, tx, user.id);
    await mailApplicant(deps, tx, user, {
      kind: 'interview-booking-cancelled-by-elder',
      subject: copy.cancelledByElder.subject,
      paragraphs: [copy.cancelledByElder.body(whenFor(deps, booking), reason), copy.cancelledByElder.rebook],
      action: { label: copy.cancelledByElder.action, url: link },
      calendar: { booking: cancelled, method: 'CANCEL' },
    });
  });
  return { message: bookingAnswers.cancelled };
}

/**
 * After the slot has begun the elder marks it held (INTERVIEWING: the review flow goes on as today)
 * or missed: a first no-show gets one rebooking link, a second is reported to the admins instead.
 */
export async function recordBookingOutcome(
  deps: Deps,
  bookingId: string,
  actor: Actor,
  outcome: 'held' | 'no-show',
) {
  await deps.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, await applicantOfBooking(tx, bookingId));
    const booking = await lockStaffBooking(tx, bookingId, actor);
    if (booking.startsAt.getTime() > Date.now()) throw appError(bookingErrors.outcomeTooEarly);
    await updateBooking(tx, booking.id, { status: outcome });
    const details = { bookingId: booking.id };
    if (outcome === 'held') {
      if (booking.interviewId) await markInterviewHeld(tx, booking.interviewId);
      if (applicant?.applicationStatus !== 'INTERVIEWING') {
        await moveApplication(tx, booking.applicantId, {
          to: 'INTERVIEWING',
          action: 'INTERVIEW_STARTED',
          actorId: actor.userId,
          details,
          refusal: bookingErrors.bookingClosed.message,
        });
      }
      return;
    }
    await recordNoShow(deps, tx, booking, actor.userId);
  });
  return { message: outcome === 'held' ? bookingAnswers.held : bookingAnswers.noShow };
}

async function recordNoShow(deps: Deps, tx: Executor, booking: BookingRow, actorId: string) {
  const user = await findUserById(tx, booking.applicantId);
  if (!user) return;
  const noShows = await countNoShows(tx, booking.applicantId);
  const when = describeInstant(booking.startsAt, deps.config.timeZone);
  if ((await lockApplicant(tx, user.id))?.applicationStatus === 'ACCEPTED_INTERVIEW') {
    await moveApplication(tx, user.id, {
      to: 'INVITED_FOR_INTERVIEW',
      action: 'INTERVIEW_NO_SHOW',
      actorId,
      details: { bookingId: booking.id, noShows },
      refusal: bookingErrors.bookingClosed.message,
    });
  }
  if (noShows === 1) {
    await upsertBookingInvitation(tx, user.id, actorId);
    await replaceUnusedLinkTokens(tx, user.id, ['interview-booking']);
    const link = await bookingPageLink(deps, tx, user.id);
    await mailApplicant(deps, tx, user, {
      kind: 'interview-no-show-rebooking',
      subject: copy.noShowRebook.subject,
      paragraphs: [copy.noShowRebook.body(whenFor(deps, booking))],
      action: { label: copy.noShowRebook.action, url: link },
    });
    return;
  }
  // No more self-booking: the admins decide what happens next.
  await replaceUnusedLinkTokens(tx, user.id, ['interview-booking']);
  await deleteBookingInvitationOf(tx, user.id);
  for (const to of await findAdminEmails(tx)) {
    await queueMail(tx, {
      kind: 'interview-second-no-show',
      to,
      rendered: renderSecondNoShowMail({
        applicantName: `${user.firstName} ${user.lastName}`,
        applicantEmail: user.email,
        when,
        profileLink: `${deps.config.publicUrl}${pagePath(paths.profile, { id: user.email })}`,
      }),
    });
  }
}

/**
 * Booked interviews by day: an elder's own, or everyone's for an admin. Asked for one applicant
 * (their profile), every day and every elder's: the profile already shows staff the interview.
 */
export async function listStaffBookings(
  deps: Deps,
  actor: Actor,
  query: z.output<typeof staffBookingsQuerySchema>,
) {
  const rows = query.applicant
    ? await findStaffBookings(deps.db, { applicantEmail: query.applicant.toLowerCase() })
    : await findStaffBookings(deps.db, {
        ...schoolDays(deps, query.from, query.days),
        elderId: actor.role === 'ADMIN' ? undefined : actor.userId,
      });
  return {
    bookings: rows.map((row) => ({
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      method: row.method as 'phone' | 'ONLINE' | 'Offline',
      status: row.status,
      elderId: row.elderId,
      elderName: row.elderName,
      applicantName: row.applicantName,
      applicantEmail: row.applicantEmail,
      confirmed: row.confirmedAt !== null,
      meetingLink: meetingLinkOf(row),
      place: row.place,
    })),
    timeZone: deps.config.timeZone,
  };
}

/** From the start of a school day (today when not given) for `days` days. */
function schoolDays(deps: Deps, date: string | undefined, days: number) {
  const start = date ? toInstant(date, '00:00', deps.config.timeZone) : undefined;
  if (date && !start) throw appError(bookingErrors.dateDoesNotExist);
  const from =
    start ??
    toInstant(formatSchoolDate(new Date(), deps.config.timeZone), '00:00', deps.config.timeZone) ??
    new Date();
  return { from, to: new Date(from.getTime() + days * DAY_MS) };
}

// ---------------------------------------------------------------- reminders and confirmation

export async function scheduleBookingReminderSweep(deps: ServiceDeps<'db'>) {
  const next = new Date((Math.floor(Date.now() / SWEEP_EVERY_MS) + 1) * SWEEP_EVERY_MS);
  await enqueueJob(deps.db, {
    kind: BOOKING_REMINDERS_JOB,
    payload: {},
    runAt: next,
    uniqueKey: `${BOOKING_REMINDERS_JOB}:${next.toISOString()}`,
  });
}

/**
 * Queues the due 24-hour (with a confirm link) and 1-hour reminders; each booking's reminder is
 * claimed and mailed in one transaction, so it goes once, and never for a cancelled booking.
 */
export async function sendDueBookingReminders(deps: Deps) {
  let queued = 0;
  for (const which of ['24h', '1h'] as const) {
    for (;;) {
      const sent = await deps.db.transaction(async (tx) => {
        const due = await claimDueReminders(tx, which, 50);
        for (const booking of due) await mailReminder(deps, tx, booking, which);
        return due.length;
      });
      queued += sent;
      if (sent < 50) break;
    }
  }
  return queued;
}

/**
 * A booking made (or moved) less than 24 hours ahead gets only the 1-hour reminder: its 24-hour one
 * is marked done at once (`reminder_24h_at` then means "settled", not "mailed"), so no sweep sends
 * an "in a day" reminder for an interview the applicant has just chosen.
 */
function reminder24hSkipped(startsAt: Date) {
  return startsAt.getTime() - Date.now() < DAY_MS ? new Date() : null;
}

async function mailReminder(deps: Deps, tx: Executor, booking: BookingRow, which: '24h' | '1h') {
  const user = await findUserById(tx, booking.applicantId);
  if (!user) return;
  const when = whenFor(deps, booking);
  if (which === '24h') {
    const ttl = Math.ceil((booking.startsAt.getTime() - Date.now() + HOUR_MS) / 1000);
    const token = await issueLinkToken(tx, user.id, 'interview-confirm', ttl);
    await mailApplicant(deps, tx, user, {
      kind: 'interview-reminder-24h',
      // Named by its day, never "tomorrow": a late sweep may find it on the same day.
      subject: copy.reminder24h.subject(
        `${weekdayOf(booking.startsAt, deps.config.timeZone)} ${formatSchoolDate(booking.startsAt, deps.config.timeZone)}`,
      ),
      paragraphs: [copy.reminder24h.body(when, describeHow(booking)), copy.reminder24h.confirm],
      action: {
        label: copy.reminder24h.action,
        url: `${deps.config.publicUrl}${pagePath(paths.confirmInterview, { token })}`,
      },
    });
    return;
  }
  await mailApplicant(deps, tx, user, {
    kind: 'interview-reminder-1h',
    subject: copy.reminder1h.subject,
    paragraphs: [copy.reminder1h.body(when, describeHow(booking))],
    action: {
      label: copy.reminder1h.action,
      url: await bookingPageLink(deps, tx, user.id, booking.startsAt),
    },
  });
}

async function bookingOfConfirmLink(deps: Deps, token: string) {
  const link = await readLinkToken(deps.db, token, 'interview-confirm');
  if (!link || link.replaced) throw appError(bookingErrors.linkInvalid);
  if (link.expired) throw appError(bookingErrors.linkExpired);
  return findLiveBookingOf(deps.db, link.userId);
}

/** What the confirm page shows before the click: reading it changes nothing. */
export async function confirmAttendanceState(deps: Deps, token: string) {
  const booking = await bookingOfConfirmLink(deps, token);
  return {
    startsAt: booking?.startsAt.toISOString() ?? null,
    confirmed: Boolean(booking?.confirmedAt),
    timeZone: deps.config.timeZone,
  };
}

/** The click on the confirm page (a POST); a repeat answers as the first. */
export async function confirmAttendance(deps: Deps, token: string) {
  const booking = await bookingOfConfirmLink(deps, token);
  if (booking && !booking.confirmedAt) await updateBooking(deps.db, booking.id, { confirmedAt: new Date() });
  return {
    startsAt: booking?.startsAt.toISOString() ?? null,
    confirmed: booking !== undefined,
    timeZone: deps.config.timeZone,
  };
}

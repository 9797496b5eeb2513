import {
  INFO_SESSION_EARLY_JOIN_MINUTES,
  INFO_SESSION_MINUTES,
  type InfoSession,
  type InfoSessionInput,
  messages,
} from '@intake/contracts';
import { infoSessionInviteMailCopy } from '@intake/contracts/copy/email-info-sessions';
import { infoSessionErrors } from '@intake/contracts/errors/info-sessions';
import { interviewErrors } from '@intake/contracts/errors/interviews';
import { pagePath, paths } from '@intake/contracts/pages';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { findApplicant, lockApplicant, updateApplicant } from '../../core/applicants.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { issueLinkToken, readLinkToken } from '../../core/link-tokens.service.ts';
import { findUserById } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError, notFound } from '../../lib/app-error.ts';
import { buildIcs } from '../../lib/ics.ts';
import {
  formatSchoolDate,
  formatSchoolTime,
  formatTwelveHour,
  toInstant,
  weekdayOf,
} from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { hashToken } from '../../lib/tokens.ts';
import { renderInfoSessionInviteMail, type SessionPlace } from '../../mail/templates/info-session-invite.ts';
import { loadUserData } from '../auth/auth.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { findGuestJoinToken } from './info-session-guests.repository.ts';
import {
  findBookingsOfUpcomingSessions,
  findInfoSession,
  findUpcomingInfoSessions,
  type InfoSessionRow,
  type InfoSessionValues,
  insertInfoSession,
  updateInfoSession,
} from './info-sessions.repository.ts';

const JOIN_LINK_GRACE_SECONDS = 24 * 3600;

/** The wire shape; sessionDetails is the display text the spec's lists show. */
export function toInfoSession(row: InfoSessionRow, timeZone: string, withLink: boolean): InfoSession {
  const mode = row.mode === 'Online' ? 'Online' : 'Offline';
  const sessionDate = formatSchoolDate(row.startsAt, timeZone);
  const sessionTime = formatSchoolTime(row.startsAt, timeZone);
  const kind = mode === 'Online' ? 'Virtual' : 'Physical';
  return {
    infoSessionId: row.id,
    mode,
    ...(withLink && row.link ? { infoSessionLink: row.link } : {}),
    ...(mode === 'Offline' && row.venueAddress ? { venueAddress: row.venueAddress } : {}),
    ...(mode === 'Offline' && row.venueDirections ? { venueDirections: row.venueDirections } : {}),
    sessionDate,
    sessionTime,
    sessionDetails: `${kind} session, ${weekdayOf(row.startsAt, timeZone)} ${sessionDate} at ${formatTwelveHour(sessionTime)}`,
  };
}

/** The row's values; an Online session keeps no venue (the contract has required its link). */
function sessionValues(deps: ServiceDeps<'config'>, input: InfoSessionInput): InfoSessionValues {
  const startsAt = toInstant(input.sessionDate, input.sessionTime, deps.config.timeZone);
  if (!startsAt) throw appError(interviewErrors.dateDoesNotExist);
  if (startsAt.getTime() <= Date.now()) throw appError(infoSessionErrors.sessionInPast);
  const offline = input.mode === 'Offline';
  return {
    mode: input.mode,
    link: input.infoSessionLink ?? null,
    venueAddress: offline ? (input.venueAddress ?? null) : null,
    venueDirections: offline ? (input.venueDirections ?? null) : null,
    startsAt,
  };
}

export async function createSession(
  deps: ServiceDeps<'db' | 'config'>,
  input: InfoSessionInput,
  actorId: string,
) {
  const values = sessionValues(deps, input);
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertInfoSession(tx, values);
    await insertAudit(tx, {
      actorId,
      action: 'INFO_SESSION_CREATED',
      subject: created.id,
      details: { ...input },
    });
    return created;
  });
  return {
    message: messages.infoSessionCreated,
    infoSession: toInfoSession(row, deps.config.timeZone, true),
  };
}

export async function updateSession(
  deps: ServiceDeps<'db' | 'config'>,
  id: string,
  input: InfoSessionInput,
  actorId: string,
) {
  const values = sessionValues(deps, input);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateInfoSession(tx, id, values);
    if (!updated) throw appError(infoSessionErrors.sessionNotFound);
    await insertAudit(tx, { actorId, action: 'INFO_SESSION_UPDATED', subject: id, details: { ...input } });
    return updated;
  });
  return {
    message: messages.infoSessionUpdated,
    infoSession: toInfoSession(row, deps.config.timeZone, true),
  };
}

export async function listUpcomingSessions(deps: ServiceDeps<'db' | 'config'>, withLinks: boolean) {
  const rows = await findUpcomingInfoSessions(deps.db);
  return rows.map((row) => toInfoSession(row, deps.config.timeZone, withLinks));
}

/** When a session ends: its start plus its length. */
const endOf = (session: InfoSessionRow) => session.startsAt.getTime() + INFO_SESSION_MINUTES * 60_000;

/** Whether the join link opens the session now: from a little before its start until its end. */
const isJoinable = (session: InfoSessionRow, now: number) =>
  now >= session.startsAt.getTime() - INFO_SESSION_EARLY_JOIN_MINUTES * 60_000 && now <= endOf(session);

/**
 * The dashboard drawer's list: the upcoming sessions (staff see their links). An applicant's own
 * booking stays in it, first and with its join link, while it can be joined, also once it has
 * started: the drawer shows the booking and how to join instead of forgetting it (issue 18.20).
 */
export async function listAvailableSessions(
  deps: ServiceDeps<'db' | 'config'>,
  viewer: { userId: string; role: string },
) {
  const staff = viewer.role === 'ADMIN' || viewer.role === 'ELDER' || viewer.role === 'SPONSOR';
  const sessions = await listUpcomingSessions(deps, staff);
  if (staff) return sessions;
  const bookedId = (await findApplicant(deps.db, viewer.userId))?.infoSessionId;
  const booked = bookedId ? await findInfoSession(deps.db, bookedId) : undefined;
  if (!booked || !isJoinable(booked, Date.now())) return sessions;
  return [
    { ...toInfoSession(booked, deps.config.timeZone, true), joinable: true },
    ...sessions.filter((session) => session.infoSessionId !== booked.id),
  ];
}

/** An applicant books (or moves to) a session and is mailed the ticket with a calendar invite. */
export async function chooseSession(
  deps: ServiceDeps<'db' | 'config'>,
  applicantId: string,
  infoSessionId: string,
) {
  await deps.db.transaction(async (tx) => {
    const session = await findInfoSession(tx, infoSessionId);
    if (!session || session.startsAt.getTime() <= Date.now())
      throw appError(infoSessionErrors.sessionExpired);
    const applicant = await lockApplicant(tx, applicantId);
    const user = await findUserById(tx, applicantId);
    if (!applicant || !user) throw notFound();
    await bookSession(deps, tx, user, applicant.infoSessionId, session, applicantId);
  });
  return loadUserData(deps.db, applicantId);
}

/**
 * Books an applicant whose row the caller locked on a session, in the caller's transaction, and
 * mails the ticket. `context` goes into the activity details (a bulk action names itself there).
 */
export async function bookSession(
  deps: ServiceDeps<'config'>,
  tx: Executor,
  user: { id: string; email: string; firstName: string },
  bookedSessionId: string | null,
  session: InfoSessionRow,
  actorId: string,
  context: Record<string, unknown> = {},
) {
  await updateApplicant(tx, user.id, { infoSessionId: session.id });
  await insertActivity(tx, {
    applicantId: user.id,
    actorId,
    action: bookedSessionId ? 'INFO_SESSION_RESCHEDULED' : 'INFO_SESSION_CHOSEN',
    details: { infoSessionId: session.id, startsAt: session.startsAt.toISOString(), ...context },
  });
  await mailSessionInvitation(deps, tx, user, session);
}

/** One session by id, past or upcoming. */
export const findSession = (db: Executor, id: string) => findInfoSession(db, id);

/** Seconds a join link stays valid: until the session ends, plus a day's grace. */
export const joinLinkTtlSeconds = (session: InfoSessionRow) =>
  Math.ceil(
    (session.startsAt.getTime() - Date.now()) / 1000 + INFO_SESSION_MINUTES * 60 + JOIN_LINK_GRACE_SECONDS,
  );

/** A booking's ticket, or the admins' Notify reminder of it (optional mail: unsubscribed applicants skip it). */
type SessionMailKind = 'info-session-invite' | 'info-session-reminder';

/** Mails an applicant the ticket of their session: a join link through the server and an .ics. */
export async function mailSessionInvitation(
  deps: ServiceDeps<'config'>,
  tx: Executor,
  user: { id: string; email: string; firstName: string },
  session: InfoSessionRow,
  kind: SessionMailKind = 'info-session-invite',
) {
  const token = await issueLinkToken(tx, user.id, 'info-session', joinLinkTtlSeconds(session));
  await queueSessionInvitation(
    deps,
    tx,
    { to: user.email, userId: user.id, firstName: user.firstName, uidKey: user.id },
    session,
    token,
    kind,
  );
}

/** Queues the ticket mail (join link and .ics) for a join token already issued to its recipient. */
export async function queueSessionInvitation(
  deps: ServiceDeps<'config'>,
  tx: Executor,
  recipient: { to: string; userId?: string; firstName: string; uidKey: string },
  session: InfoSessionRow,
  token: string,
  kind: SessionMailKind = 'info-session-invite',
) {
  const wire = toInfoSession(session, deps.config.timeZone, false);
  const joinLink = `${deps.config.publicUrl}/api/infoSession/attend/${token}`;
  const place = placeOf(session, joinLink);
  const venue = place.mode === 'Offline' ? [place.venueAddress, place.venueDirections].filter(Boolean) : [];
  await queueMail(tx, {
    kind,
    to: recipient.to,
    ...(recipient.userId ? { userId: recipient.userId } : {}),
    rendered: renderInfoSessionInviteMail({
      firstName: recipient.firstName,
      sessionDetails: wire.sessionDetails,
      place,
    }),
    attachments: [
      {
        filename: 'information-session.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: buildIcs({
          uid: `info-session-${session.id}-${recipient.uidKey}@intake`,
          start: session.startsAt,
          durationMinutes: INFO_SESSION_MINUTES,
          summary: infoSessionInviteMailCopy.calendarTitle,
          description: [
            wire.sessionDetails,
            ...venue,
            ...(place.joinLink ? [infoSessionInviteMailCopy.calendarJoin(place.joinLink)] : []),
          ].join('. '),
          location: place.mode === 'Online' ? 'Online' : place.venueAddress,
          ...(place.joinLink ? { url: place.joinLink } : {}),
        }),
      },
    ],
  });
}

/**
 * An online session is joined through the join link; an offline one is at its venue, and offers the
 * join link only when the admin gave it a link too. (A session saved before venues existed has its
 * link where the address would be.)
 */
function placeOf(session: InfoSessionRow, joinLink: string): SessionPlace {
  if (session.mode === 'Online') return { mode: 'Online', joinLink };
  return {
    mode: 'Offline',
    venueAddress: session.venueAddress ?? session.link ?? '',
    venueDirections: session.venueDirections ?? undefined,
    ...(session.link ? { joinLink } : {}),
  };
}

/** The information session the applicant chose, if any. */
export async function findChosenSession(db: Executor, applicantId: string) {
  const applicant = await findApplicant(db, applicantId);
  return applicant?.infoSessionId ? findInfoSession(db, applicant.infoSessionId) : undefined;
}

/** The session an applicant's or a guest's join token leads to; 'expired' once the token lapsed. */
async function sessionOfJoinToken(deps: ServiceDeps<'db'>, token: string) {
  const link = await readLinkToken(deps.db, token, 'info-session');
  if (link) {
    if (link.expired) return 'expired';
    return findChosenSession(deps.db, link.userId);
  }
  const guest = await findGuestJoinToken(deps.db, hashToken(token));
  if (!guest) return undefined;
  if (guest.expired) return 'expired';
  return findInfoSession(deps.db, guest.infoSessionId);
}

/**
 * Where the join link leads: the session itself inside its window, else the spec's error pages.
 * A ticket we do not know (cut short, mistyped) goes to the link error page: it names no session,
 * so it cannot say one has ended. An offline session without a link has nothing to join: its page
 * shows the venue and time, as the invitation does.
 */
export async function resolveJoinLink(deps: ServiceDeps<'db'>, token: string): Promise<string> {
  const session = await sessionOfJoinToken(deps, token);
  if (!session) return paths.linkError;
  const now = Date.now();
  if (session === 'expired' || now > endOf(session)) {
    return pagePath(paths.infoSessionExpired, { user: token });
  }
  if (!session.link) return pagePath(paths.infoSessionVenue, { token });
  if (isJoinable(session, now)) return session.link;
  return pagePath(paths.infoSessionTooEarly, { user: token });
}

/** The session a join token names, for its venue page (without its link); a 400 for a dead ticket. */
export async function sessionOfTicket(
  deps: ServiceDeps<'db' | 'config'>,
  token: string,
): Promise<InfoSession> {
  const session = await sessionOfJoinToken(deps, token);
  if (!session || session === 'expired') throw appError(infoSessionErrors.joinLinkInvalid);
  return toInfoSession(session, deps.config.timeZone, false);
}

/** Notify: every applicant booked on an upcoming session gets its invitation again. */
export async function notifyBookedApplicants(deps: ServiceDeps<'db' | 'config'>, actorId: string) {
  const sent = await deps.db.transaction(async (tx) => {
    const bookings = await findBookingsOfUpcomingSessions(tx);
    for (const { user, session } of bookings) {
      await mailSessionInvitation(deps, tx, user, session, 'info-session-reminder');
    }
    await insertAudit(tx, {
      actorId,
      action: 'INFO_SESSION_EMAILS_SENT',
      details: { count: bookings.length },
    });
    return bookings.length;
  });
  return { message: messages.infoSessionEmailsSent, sent };
}

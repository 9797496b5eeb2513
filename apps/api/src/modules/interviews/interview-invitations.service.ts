import {
  errorCodes,
  type InterviewInvitation,
  type InterviewReschedule,
  rescheduleWindowMessage,
  staffRoles,
} from '@intake/contracts';
import { interviewAnswers } from '@intake/contracts/copy/api-admissions';
import { interviewInviteMailCopy } from '@intake/contracts/copy/email-interviews';
import { interviewErrors } from '@intake/contracts/errors/interviews';
import { interviewAcceptedPath, pagePath, paths } from '@intake/contracts/pages';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { findApplicant, findApplicantByEmail, lockApplicant } from '../../core/applicants.repository.ts';
import { moveApplication } from '../../core/application-status.service.ts';
import {
  countLinkTokenUse,
  markLinkTokenUsed,
  replaceUnusedLinkTokens,
} from '../../core/link-tokens.repository.ts';
import {
  issueLinkToken,
  type LinkToken,
  readKnownLinkToken,
  readLinkToken,
} from '../../core/link-tokens.service.ts';
import { findAdminEmails, findUserById } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, appError, notFound } from '../../lib/app-error.ts';
import { buildIcs } from '../../lib/ics.ts';
import { formatTwelveHour, toInstant } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderInterviewInviteMail } from '../../mail/templates/interview-invite.ts';
import { renderInterviewRescheduledMail } from '../../mail/templates/interview-rescheduled.ts';
import { queueMail } from '../mail/mail.service.ts';
import { findLiveBookingOf } from './booking.repository.ts';
import {
  findLatestInterview,
  insertInterview,
  markInterviewAccepted,
  markInterviewHeld,
} from './interviews.repository.ts';

const INTERVIEW_MINUTES = 30;
const LINK_GRACE_SECONDS = 24 * 3600;

/** The interview's instant; a date that does not exist or has passed is refused with its error. */
export function scheduledAtOf(deps: ServiceDeps<'config'>, date: string, time: string) {
  const scheduledAt = toInstant(date, time, deps.config.timeZone);
  if (!scheduledAt) throw appError(interviewErrors.dateDoesNotExist);
  if (scheduledAt.getTime() <= Date.now()) throw appError(interviewErrors.interviewInPast);
  return scheduledAt;
}

const describeWhen = (date: string, time: string) => `${date} at ${formatTwelveHour(time)}`;

/**
 * A fixed-time invitation (sent, moved or resent) is refused while the applicant holds a live
 * self-booked interview: its accept and reschedule links would run beside the booking (decision
 * 0089, addendum). The 409 names the booking in its details.
 */
async function refuseBesideBooking(tx: Executor, applicantId: string) {
  const booking = await findLiveBookingOf(tx, applicantId);
  if (booking) {
    throw appError(interviewErrors.interviewBooked, {
      bookingId: booking.id,
      startsAt: booking.startsAt.toISOString(),
    });
  }
}

/** Mails the applicant the interview with its .ics, an accept link and a reschedule link. */
export async function mailInvitation(
  deps: ServiceDeps<'config'>,
  tx: Executor,
  applicant: { id: string; email: string; firstName: string },
  interview: {
    id: string;
    scheduledAt: Date;
    method: string;
    comment: string | null;
    date: string;
    time: string;
  },
) {
  await refuseBesideBooking(tx, applicant.id);
  const ttl = Math.ceil((interview.scheduledAt.getTime() - Date.now()) / 1000) + LINK_GRACE_SECONDS;
  await replaceUnusedLinkTokens(tx, applicant.id, ['interview-accept', 'interview-reschedule']);
  const acceptToken = await issueLinkToken(tx, applicant.id, 'interview-accept', ttl);
  const rescheduleToken = await issueLinkToken(tx, applicant.id, 'interview-reschedule', ttl);
  const acceptLink = `${deps.config.publicUrl}${pagePath(paths.interviewAccept, { token: acceptToken })}`;
  const when = describeWhen(interview.date, interview.time);
  await queueMail(tx, {
    kind: 'interview-invite',
    to: applicant.email,
    userId: applicant.id,
    rendered: renderInterviewInviteMail({
      firstName: applicant.firstName,
      when,
      method: interview.method,
      comment: interview.comment ?? '',
      acceptLink,
      rescheduleLink: `${deps.config.publicUrl}${pagePath(paths.rescheduleInterview, { id: rescheduleToken })}`,
    }),
    attachments: [
      {
        filename: 'interview.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: buildIcs({
          uid: `interview-${interview.id}@intake`,
          start: interview.scheduledAt,
          durationMinutes: INTERVIEW_MINUTES,
          summary: interviewInviteMailCopy.calendarTitle,
          description: interviewInviteMailCopy.calendarText(interview.method, when, acceptLink),
          location: interview.method,
        }),
      },
    ],
  });
}

type InvitationFields = Omit<InterviewInvitation, 'applicantEmail'>;

/** A repeat (a double click, a retry) of the invitation just sent: it answers as the first did. */
async function isRepeatInvitation(
  tx: Executor,
  applicantId: string,
  status: string | undefined,
  invitation: InvitationFields,
  scheduledAt: Date,
) {
  if (status !== 'INVITED_FOR_INTERVIEW') return false;
  const latest = await findLatestInterview(tx, applicantId);
  return (
    latest?.scheduledAt.getTime() === scheduledAt.getTime() &&
    latest.method === invitation.interviewMethod &&
    latest.comment === (invitation.optionalInvitationComment || null)
  );
}

/**
 * Invites (or moves the invitation of) an applicant whose row the caller locked, in the caller's
 * transaction: the status or the move in the activity log, the interview, the e-mail with its .ics
 * and links. `context` goes into the activity details (a bulk action names itself there).
 */
export async function recordInvitation(
  deps: ServiceDeps<'config'>,
  tx: Executor,
  user: { id: string; email: string; firstName: string },
  status: string | undefined,
  invitation: InvitationFields & { scheduledAt: Date },
  actorId: string,
  context: Record<string, unknown> = {},
) {
  await refuseBesideBooking(tx, user.id);
  const details = {
    interviewDate: invitation.interviewDate,
    interviewTime: invitation.interviewTime,
    ...context,
  };
  if (status === 'INVITED_FOR_INTERVIEW') {
    await insertActivity(tx, { applicantId: user.id, actorId, action: 'INTERVIEW_MOVED', details });
  } else {
    await moveApplication(tx, user.id, {
      to: 'INVITED_FOR_INTERVIEW',
      action: 'INTERVIEW_INVITED',
      actorId,
      details,
      refusal: interviewErrors.inviteRefused.message,
    });
  }
  const interview = await insertInterview(tx, {
    applicantId: user.id,
    scheduledAt: invitation.scheduledAt,
    method: invitation.interviewMethod,
    comment: invitation.optionalInvitationComment || null,
    invitedBy: actorId,
  });
  await mailInvitation(deps, tx, user, {
    ...interview,
    date: invitation.interviewDate,
    time: invitation.interviewTime,
  });
}

/** Staff invite a tested applicant (or move an invitation): INVITED_FOR_INTERVIEW and the e-mail. */
export async function inviteApplicant(
  deps: ServiceDeps<'db' | 'config'>,
  invitation: InterviewInvitation,
  actorId: string,
) {
  const scheduledAt = scheduledAtOf(deps, invitation.interviewDate, invitation.interviewTime);
  await deps.db.transaction(async (tx) => {
    const found = await findApplicantByEmail(tx, invitation.applicantEmail);
    if (!found) throw appError(interviewErrors.applicantNotFound);
    const applicant = await lockApplicant(tx, found.user.id);
    const repeat = await isRepeatInvitation(
      tx,
      found.user.id,
      applicant?.applicationStatus,
      invitation,
      scheduledAt,
    );
    if (repeat) return;
    await recordInvitation(
      deps,
      tx,
      found.user,
      applicant?.applicationStatus,
      { ...invitation, scheduledAt },
      actorId,
    );
  });
  return { message: interviewAnswers.invitationSent };
}

/** The page an accept link leads to once it can no longer be clicked; undefined while it can. */
function closedAcceptPage(
  token: string,
  link: LinkToken,
  applicationStatus: string | undefined,
): string | undefined {
  const alreadyPage = pagePath(paths.alreadyAcceptedInterview, { id: token });
  if (link.replaced) return paths.linkReplaced;
  if (link.used) return alreadyPage;
  if (link.expired) return paths.linkError;
  if (applicationStatus !== 'INVITED_FOR_INTERVIEW') return alreadyPage;
  return undefined;
}

/** What the invitation's accept page shows before the click; reading it changes nothing. */
export async function acceptLinkState(deps: ServiceDeps<'db'>, token: string) {
  const link = await readKnownLinkToken(deps.db, token, 'interview-accept');
  const applicant = await findApplicant(deps.db, link.userId);
  return { next: closedAcceptPage(token, link, applicant?.applicationStatus) ?? null };
}

/** The applicant's click on the accept page (a POST): ACCEPTED_INTERVIEW; answers the page to show. */
export async function acceptInterview(deps: ServiceDeps<'db'>, token: string) {
  const link = await readKnownLinkToken(deps.db, token, 'interview-accept');
  const next = await deps.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, link.userId);
    const closed = closedAcceptPage(token, link, applicant?.applicationStatus);
    if (closed) return closed;
    if (!(await markLinkTokenUsed(tx, link.id)))
      return pagePath(paths.alreadyAcceptedInterview, { id: token });
    const interview = await findLatestInterview(tx, link.userId);
    if (interview) await markInterviewAccepted(tx, interview.id);
    await moveApplication(tx, link.userId, {
      to: 'ACCEPTED_INTERVIEW',
      action: 'INTERVIEW_ACCEPTED',
      actorId: link.userId,
      refusal: interviewErrors.acceptRefused.message,
    });
    return interviewAcceptedPath;
  });
  return { next };
}

/** The new date must lie within the reschedule window (a setting) from now. */
function checkRescheduleWindow(deps: ServiceDeps<'config'>, scheduledAt: Date) {
  const windowEnds = Date.now() + deps.config.rescheduleWindowDays * 86_400_000;
  if (scheduledAt.getTime() > windowEnds) {
    throw new AppError(422, errorCodes.rule, rescheduleWindowMessage(deps.config.rescheduleWindowDays));
  }
}

/** The applicant moves the interview from the e-mailed link, a few times at most; staff are told. */
export async function rescheduleInterview(
  deps: ServiceDeps<'db' | 'config'>,
  token: string,
  change: InterviewReschedule,
) {
  const link = await readLinkToken(deps.db, token, 'interview-reschedule');
  if (!link || link.expired) throw appError(interviewErrors.rescheduleLinkInvalid);
  if (link.replaced) throw appError(interviewErrors.rescheduleLinkReplaced);
  if (link.used || link.uses >= deps.config.rescheduleLinkUses) {
    throw appError(interviewErrors.rescheduleLinkSpent);
  }
  const scheduledAt = scheduledAtOf(deps, change.interviewDate, change.interviewTime);
  checkRescheduleWindow(deps, scheduledAt);
  await deps.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, link.userId);
    const user = await findUserById(tx, link.userId);
    if (!applicant || !user) throw notFound();
    if (!['INVITED_FOR_INTERVIEW', 'ACCEPTED_INTERVIEW'].includes(applicant.applicationStatus)) {
      throw appError(interviewErrors.rescheduleClosed);
    }
    if (!(await countLinkTokenUse(tx, link.id, deps.config.rescheduleLinkUses))) {
      throw appError(interviewErrors.rescheduleLinkSpent);
    }
    const previous = await findLatestInterview(tx, link.userId);
    const interview = await insertInterview(tx, {
      applicantId: link.userId,
      scheduledAt,
      method: change.interviewMethod,
      comment: previous?.comment ?? null,
      invitedBy: previous?.invitedBy ?? null,
    });
    // The applicant chose this time, so it counts as accepted.
    await markInterviewAccepted(tx, interview.id);
    if (applicant.applicationStatus === 'INVITED_FOR_INTERVIEW') {
      await moveApplication(tx, link.userId, {
        to: 'ACCEPTED_INTERVIEW',
        action: 'INTERVIEW_RESCHEDULED',
        actorId: link.userId,
        details: { interviewDate: change.interviewDate, interviewTime: change.interviewTime },
        refusal: interviewErrors.rescheduleClosed.message,
      });
    } else {
      await insertActivity(tx, {
        applicantId: link.userId,
        actorId: link.userId,
        action: 'INTERVIEW_RESCHEDULED',
        details: { interviewDate: change.interviewDate, interviewTime: change.interviewTime },
      });
    }
    const inviter = previous?.invitedBy ? await findUserById(tx, previous.invitedBy) : undefined;
    const recipients = new Set(await findAdminEmails(tx));
    if (inviter && staffRoles.includes(inviter.role)) recipients.add(inviter.email);
    for (const to of recipients) {
      await queueMail(tx, {
        kind: 'interview-rescheduled',
        to,
        rendered: renderInterviewRescheduledMail({
          applicantName: `${user.firstName} ${user.lastName}`,
          applicantEmail: user.email,
          when: describeWhen(change.interviewDate, change.interviewTime),
          method: change.interviewMethod,
          profileLink: `${deps.config.publicUrl}${pagePath(paths.profile, { id: user.email })}`,
        }),
      });
    }
  });
  return { message: interviewAnswers.rescheduled };
}

/** Staff mark the interview started (INTERVIEWING) or done (INTERVIEWED). */
export async function recordInterviewProgress(
  deps: ServiceDeps<'db'>,
  email: string,
  to: 'INTERVIEWING' | 'INTERVIEWED',
  actorId: string,
) {
  await deps.db.transaction(async (tx) => {
    const found = await findApplicantByEmail(tx, email);
    if (!found) throw appError(interviewErrors.applicantNotFound);
    // A repeat (a double click, a retry) finds the applicant already there and answers as the first.
    if ((await lockApplicant(tx, found.user.id))?.applicationStatus === to) return;
    await moveApplication(tx, found.user.id, {
      to,
      action: to === 'INTERVIEWING' ? 'INTERVIEW_STARTED' : 'INTERVIEW_COMPLETED',
      actorId,
      refusal: (to === 'INTERVIEWING' ? interviewErrors.startRefused : interviewErrors.completeRefused)
        .message,
    });
    if (to === 'INTERVIEWING') {
      const interview = await findLatestInterview(tx, found.user.id);
      if (interview) await markInterviewHeld(tx, interview.id);
    }
  });
  return { message: to === 'INTERVIEWING' ? interviewAnswers.started : interviewAnswers.completed };
}

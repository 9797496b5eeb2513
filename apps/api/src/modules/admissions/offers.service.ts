import { formatTwelveHour } from '@intake/contracts';
import { admissionErrors } from '@intake/contracts/errors/admissions';
import { offerErrors } from '@intake/contracts/errors/offers';
import type { CohortSeats } from '@intake/contracts/offers';
import { pagePath, paths } from '@intake/contracts/pages';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { findApplicant, lockApplicant } from '../../core/applicants.repository.ts';
import { moveApplication } from '../../core/application-status.service.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { enqueueJob } from '../../core/jobs.repository.ts';
import { replaceUnusedLinkTokens } from '../../core/link-tokens.repository.ts';
import { issueLinkToken } from '../../core/link-tokens.service.ts';
import { findUserById } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import type { OfferState } from '../../db/schema/index.ts';
import { appError } from '../../lib/app-error.ts';
import { loggableError } from '../../lib/error-log.ts';
import { formatSchoolDate, formatSchoolTime, weekdayOf } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderAdmissionOfferMail } from '../../mail/templates/admission-offer.ts';
import { renderOfferReminderMail } from '../../mail/templates/offer-reminder.ts';
import { queueMail } from '../mail/mail.service.ts';
import { findLatestNextStep } from './decision-reasons.repository.ts';
import {
  claimDueReminders,
  closeOutstandingOffer,
  countSeatsTaken,
  findCohortTerms,
  findDueOffers,
  findOutstandingOffer,
  findWaitlist,
  insertOffer,
  insertWaitlistEntry,
  leaveWaitlist,
  lockNextOnWaitlist,
  lockOutstandingOffer,
} from './offers.repository.ts';

/** The job that expires offers past their deadline and sends the 48-hour reminders, every minute. */
export const OFFERS_SWEEP_JOB = 'admissions.offers-sweep';
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 100;

type Recipient = { id: string; email: string; firstName: string };

/**
 * The seats and offer response window a cohort sets: the one place they are read (the cohorts
 * work of issue 23.1 owns the columns). `lock` holds the cohort row for the transaction.
 */
export async function cohortOfferTerms(db: Executor, cohortId: string, lock = false) {
  const row = await findCohortTerms(db, cohortId, lock);
  if (!row) return undefined;
  return {
    name: row.name,
    tuitionFee: row.tuitionFee,
    seats: row.seats,
    responseDays: row.offerResponseDays,
  };
}

/** Seats left for a new offer: seats − accepted − offers out; null when the cohort sets no limit. */
async function seatsLeft(db: Executor, cohortId: string, seats: number | null) {
  if (seats === null) return null;
  const taken = await countSeatsTaken(db, cohortId);
  return seats - taken.accepted - taken.offered;
}

/** The deadline as the school writes it: 'Friday 27-11-2026 at 6:30 PM'. */
function deadlineText(deadline: Date, timeZone: string) {
  const time = formatTwelveHour(formatSchoolTime(deadline, timeZone));
  return `${weekdayOf(deadline, timeZone)} ${formatSchoolDate(deadline, timeZone)} at ${time}`;
}

const offerSeconds = (deps: ServiceDeps<'config'>, responseDays: number) =>
  deps.config.offerSecondsOverride ?? responseDays * 86_400;

/** An offer's window when there is no cohort to read one from (the column's default). */
const DEFAULT_RESPONSE_DAYS = 7;

/**
 * The applicant's unanswered offer. One put in OFFERED_ADMISSION without a recorded offer (a
 * record from before deadlines, staff tools) is given one now from their cohort's window; without
 * a cohort there is no seat to free, so the link just lives that long.
 */
async function outstandingOfferOf(deps: ServiceDeps<'config'>, tx: Executor, applicantId: string) {
  const offer = await findOutstandingOffer(tx, applicantId);
  if (offer) return offer;
  const cohortId = (await findApplicant(tx, applicantId))?.cohortId;
  const terms = cohortId ? await cohortOfferTerms(tx, cohortId) : undefined;
  const seconds = offerSeconds(deps, terms?.responseDays ?? DEFAULT_RESPONSE_DAYS);
  if (!cohortId)
    return { expiresAt: new Date(Date.now() + seconds * 1000), secondsLeft: seconds, fromWaitlist: false };
  await insertOffer(tx, { applicantId, cohortId, seconds, fromWaitlist: false });
  return (await findOutstandingOffer(tx, applicantId)) as NonNullable<typeof offer>;
}

/**
 * Mails the offer with its deadline and a fresh link to its accept-or-decline page that works until
 * then; earlier offer links say they were replaced. A resend (admin console) keeps the deadline.
 */
export async function mailAdmissionOffer(deps: ServiceDeps<'config'>, tx: Executor, user: Recipient) {
  const offer = await outstandingOfferOf(deps, tx, user.id);
  await replaceUnusedLinkTokens(tx, user.id, ['admission-offer']);
  const token = await issueLinkToken(tx, user.id, 'admission-offer', offer.secondsLeft);
  await queueMail(tx, {
    kind: 'admission-offer',
    to: user.email,
    userId: user.id,
    rendered: renderAdmissionOfferMail({
      firstName: user.firstName,
      answerLink: `${deps.config.publicUrl}${pagePath(paths.admissionRespond, { token })}`,
      deadline: deadlineText(offer.expiresAt, deps.config.timeZone),
      fromWaitlist: offer.fromWaitlist,
      nextStep: offer.fromWaitlist ? null : await findLatestNextStep(tx, user.id, 'Offer Admission'),
    }),
  });
}

/**
 * Before a staff offer (single or bulk), with the applicant locked by the caller and before any
 * status moves: locks the cohort and refuses with 409 when no seat is left (a promotion counts
 * its own). Returns the offer's cohort and life in seconds.
 */
export async function reserveSeat(deps: ServiceDeps<'config'>, tx: Executor, applicantId: string) {
  const cohortId = (await findApplicant(tx, applicantId))?.cohortId;
  const terms = cohortId ? await cohortOfferTerms(tx, cohortId, true) : undefined;
  if (!cohortId || !terms) throw appError(offerErrors.cohortNotFound);
  const left = await seatsLeft(tx, cohortId, terms.seats);
  if (left !== null && left <= 0) throw appError(offerErrors.noSeatLeft);
  return { cohortId, seconds: offerSeconds(deps, terms.responseDays) };
}

/** Records the offer just made (status already moved) with its deadline; it leaves any waitlist. */
export async function openOffer(
  tx: Executor,
  applicantId: string,
  seat: { cohortId: string; seconds: number },
  fromWaitlist: boolean,
) {
  await insertOffer(tx, { applicantId, cohortId: seat.cohortId, seconds: seat.seconds, fromWaitlist });
  await leaveWaitlist(tx, applicantId, fromWaitlist);
}

/** 'Not Sure' puts the applicant on their cohort's waitlist (once); staff see it on the log. */
export async function placeOnWaitlist(tx: Executor, applicantId: string) {
  const cohortId = (await findApplicant(tx, applicantId))?.cohortId;
  if (cohortId) await insertWaitlistEntry(tx, { applicantId, cohortId });
}

/** Send to Community takes the applicant off the waitlist. */
export const leaveWaitlistByDecision = (tx: Executor, applicantId: string) =>
  leaveWaitlist(tx, applicantId, false);

/**
 * The offer was answered or lapsed (the applicant's row locked by the caller). An accepted one
 * takes its seat; a declined or expired one frees it, and the next on the waitlist is offered it.
 * For a decline or lapse the caller settles BEFORE moving the applicant's own status: the status
 * counters (applicant_status_counts, kept by a trigger) are then locked in the order INTERVIEWED,
 * OFFERED, DECLINED, the order every decision takes them, so two such transactions cannot deadlock
 * (the offer-expiry bench found that one).
 */
export async function settleOffer(
  deps: ServiceDeps<'config'>,
  tx: Executor,
  applicantId: string,
  state: Exclude<OfferState, 'OUTSTANDING'>,
) {
  const closed = await closeOutstandingOffer(tx, applicantId, state);
  if (!closed || state === 'ACCEPTED') return;
  // Still counted among the offers out until the caller moves them: theirs is the seat freed.
  const freeing = (await findApplicant(tx, applicantId))?.listKey === 'OFFERED_ADMISSION' ? 1 : 0;
  await promoteNext(deps, tx, closed.cohortId, freeing);
}

/**
 * One freed seat goes to the next on the waitlist, with a fresh offer and its e-mail, while the
 * cohort has seats left (counting `freeing`, the seat of the offer being settled). A cohort without
 * seats set has no limit, so nothing is freed and no one is promoted; nor without a fee, as no
 * offer is made then (decision 0081).
 */
async function promoteNext(deps: ServiceDeps<'config'>, tx: Executor, cohortId: string, freeing: number) {
  const terms = await cohortOfferTerms(tx, cohortId, true);
  if (!terms || terms.seats === null || terms.tuitionFee === null) return;
  const left = await seatsLeft(tx, cohortId, terms.seats);
  if (left === null || left + freeing <= 0) return;
  const next = await lockNextOnWaitlist(tx, cohortId);
  if (!next) return;
  const user = await findUserById(tx, next);
  if (!user) return;
  await moveApplication(tx, next, {
    to: 'OFFERED_ADMISSION',
    action: 'ADMISSION_OFFERED_FROM_WAITLIST',
    refusal: admissionErrors.decisionTooEarly.message,
  });
  await openOffer(tx, next, { cohortId, seconds: offerSeconds(deps, terms.responseDays) }, true);
  await insertAudit(tx, {
    actorId: null,
    action: 'ADMISSION_OFFERED_FROM_WAITLIST',
    subject: user.email,
    details: { cohortId },
  });
  await mailAdmissionOffer(deps, tx, user);
}

/**
 * Expires one offer past its deadline in its own transaction: the applicant first, then (in the
 * promotion) the cohort, the order every offer path takes; the promotion before the lapse (see
 * settleOffer). An answered offer is left alone.
 */
async function expireOffer(deps: ServiceDeps<'db' | 'config'>, due: { id: string; applicantId: string }) {
  return deps.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, due.applicantId);
    const offer = await lockOutstandingOffer(tx, due.id);
    if (!applicant || !offer) return false;
    await settleOffer(deps, tx, due.applicantId, 'EXPIRED');
    if (applicant.applicationStatus === 'OFFERED_ADMISSION') {
      await moveApplication(tx, due.applicantId, {
        to: 'DECLINED_ADMISSION',
        action: 'ADMISSION_OFFER_EXPIRED',
        details: { deadline: offer.expiresAt.toISOString() },
        refusal: admissionErrors.offerClosed.message,
      });
    }
    return true;
  });
}

/** Expires every offer past its deadline; any number of processes may run it at once. */
export async function expireDueOffers(deps: ServiceDeps<'db' | 'config' | 'log'>) {
  let expired = 0;
  for (;;) {
    const due = await findDueOffers(deps.db, SWEEP_BATCH);
    let progressed = 0;
    for (const offer of due) {
      try {
        if (await expireOffer(deps, offer)) progressed += 1;
      } catch (error) {
        // One offer that cannot expire must not hold back the others; the next sweep tries it again.
        deps.log.error({ offerId: offer.id, err: loggableError(error) }, 'offer expiry failed');
      }
    }
    expired += progressed;
    // Another process took this batch: what it left is due again on the next pass.
    if (due.length < SWEEP_BATCH || progressed === 0) return expired;
  }
}

/** Reminds each unanswered offer once, 48 hours before it lapses, with a link to its page. */
export async function remindDueOffers(deps: ServiceDeps<'db' | 'config'>) {
  let reminded = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, SWEEP_BATCH);
      for (const row of due) {
        const token = await issueLinkToken(tx, row.applicant_id, 'admission-offer', row.seconds_left);
        await insertActivity(tx, { applicantId: row.applicant_id, action: 'OFFER_REMINDER_SENT' });
        await queueMail(tx, {
          kind: 'offer-reminder',
          to: row.email,
          userId: row.applicant_id,
          rendered: renderOfferReminderMail({
            firstName: row.first_name,
            answerLink: `${deps.config.publicUrl}${pagePath(paths.admissionRespond, { token })}`,
            deadline: deadlineText(new Date(row.expires_at), deps.config.timeZone),
          }),
        });
      }
      return due.length;
    });
    reminded += batch;
    if (batch < SWEEP_BATCH) return reminded;
  }
}

/** Queues the next minute's sweep; every process asks for the same minute, and it is queued once. */
export async function scheduleOffersSweep(deps: ServiceDeps<'db'>) {
  const next = new Date((Math.floor(Date.now() / SWEEP_EVERY_MS) + 1) * SWEEP_EVERY_MS);
  await enqueueJob(deps.db, {
    kind: OFFERS_SWEEP_JOB,
    payload: {},
    runAt: next,
    uniqueKey: `${OFFERS_SWEEP_JOB}:${next.toISOString()}`,
  });
}

/** The console's figures for a cohort: seats offered, accepted, paid, remaining, and the waitlist. */
export async function cohortSeats(deps: ServiceDeps<'db'>, cohortId: string): Promise<CohortSeats> {
  const terms = await cohortOfferTerms(deps.db, cohortId);
  if (!terms) throw appError(offerErrors.cohortNotFound);
  const taken = await countSeatsTaken(deps.db, cohortId);
  const waitlist = await findWaitlist(deps.db, cohortId);
  return {
    cohortId,
    cohortName: terms.name,
    seats: terms.seats,
    responseDays: terms.responseDays,
    ...taken,
    remaining: terms.seats === null ? null : Math.max(0, terms.seats - taken.accepted - taken.offered),
    waitlist: waitlist.map((row, index) => ({
      rank: index + 1,
      applicantId: row.applicant_id,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      reviewScore: row.review_score === null ? null : Number(row.review_score),
      testScore: row.test_score,
      placedAt: new Date(row.placed_at).toISOString(),
    })),
  };
}

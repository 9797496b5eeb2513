import {
  type ApplicationStatus,
  canMoveApplication,
  errorCodes,
  offerNeedsTuitionFee,
} from '@intake/contracts';
import { interviewAnswers } from '@intake/contracts/copy/api-admissions';
import type { ReasonDecision } from '@intake/contracts/decision-reasons';
import { admissionErrors } from '@intake/contracts/errors/admissions';
import { interviewErrors } from '@intake/contracts/errors/interviews';
import { paths } from '@intake/contracts/pages';
import { insertActivity } from '../../core/activity-log.repository.ts';
import {
  findApplicant,
  findApplicantByEmail,
  findApplicantCohort,
  lockApplicant,
} from '../../core/applicants.repository.ts';
import { moveApplication, moveNative } from '../../core/application-status.service.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { markLinkTokenUsed } from '../../core/link-tokens.repository.ts';
import { type LinkToken, readKnownLinkToken } from '../../core/link-tokens.service.ts';
import type { Executor } from '../../db/client.ts';
import { appError, conflict, wrongState } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderSendToCommunityMail } from '../../mail/templates/send-to-community.ts';
import { queueMail } from '../mail/mail.service.ts';
import { queueVirtualAccount } from '../payment-gateway/payment-gateway.service.ts';
import { findLatestNextStep, insertAdmissionDecision } from './decision-reasons.repository.ts';
import { checkReason } from './decision-reasons.service.ts';
import {
  leaveWaitlistByDecision,
  mailAdmissionOffer,
  openOffer,
  placeOnWaitlist,
  reserveSeat,
  settleOffer,
} from './offers.service.ts';

// The offer e-mail lives with the offers it states the deadline of; the console's resend sends it.
export { mailAdmissionOffer };

export type Decision = 'Offer Admission' | 'Send to Community' | 'send' | 'Not Sure';

const refusal = admissionErrors.decisionTooEarly.message;

/** The status each decision leaves the applicant in; a repeat finds them already there. */
const outcomeOf: Partial<Record<Decision, ApplicationStatus>> = {
  'Offer Admission': 'OFFERED_ADMISSION',
  'Send to Community': 'ADMISSION_REJECTED',
  send: 'ADMISSION_REJECTED',
};

/** Whether the applicant already has this decision's outcome: a double click or a retry, done once. */
async function alreadyDecided(tx: Executor, applicantId: string, decision: Decision) {
  const applicant = await lockApplicant(tx, applicantId);
  return applicant !== undefined && applicant.applicationStatus === outcomeOf[decision];
}

type Recipient = { id: string; email: string; firstName: string };

/** The community e-mail, with the next step of the decision's reason (a resend keeps it). */
export async function mailSendToCommunity(deps: ServiceDeps<'config'>, tx: Executor, user: Recipient) {
  await queueMail(tx, {
    kind: 'send-to-community',
    to: user.email,
    userId: user.id,
    rendered: renderSendToCommunityMail({
      firstName: user.firstName,
      mainSiteUrl: deps.config.mainSiteUrl,
      nextStep: await findLatestNextStep(tx, user.id, 'Send to Community'),
    }),
  });
}

/**
 * An offer leads to a payment plan priced from the cohort's fee: without a fee the learner would
 * pay, enrol and then be stuck at the plan, so staff are told before the applicant hears anything.
 */
async function assertCohortHasFee(db: Executor, applicantId: string) {
  const cohort = await findApplicantCohort(db, applicantId);
  if (cohort?.tuitionFee === null || cohort?.tuitionFee === undefined) {
    throw conflict(offerNeedsTuitionFee(cohort?.name), errorCodes.noTuitionFee);
  }
}

/** The spec's client sends 'send' for Send to Community. */
const canonical = (decision: Decision): ReasonDecision =>
  decision === 'send' ? 'Send to Community' : decision;

/**
 * A decision on an applicant whose row the caller locked, in the caller's transaction: the status,
 * the decision row, the audit and its e-mail. `context` goes into the activity and audit details
 * (a bulk action names itself there).
 */
export async function recordDecision(
  deps: ServiceDeps<'config'>,
  tx: Executor,
  user: Recipient,
  chosen: { decision: ReasonDecision; reason: { id: string; label: string } | null },
  actorId: string,
  context: Record<string, unknown> = {},
) {
  const { decision: kind, reason } = chosen;
  // The profile's activity log shows the label; the id stays in admission_decisions and the audit.
  const details =
    reason || Object.keys(context).length
      ? { ...(reason ? { reason: reason.label } : {}), ...context }
      : undefined;
  if (kind === 'Not Sure') {
    await insertActivity(tx, { applicantId: user.id, actorId, action: 'DECISION_NOT_SURE', details });
    await placeOnWaitlist(tx, user.id);
  } else if (kind === 'Offer Admission') {
    await assertCohortHasFee(tx, user.id);
    // The status rule's sentence comes before the seats' (moveApplication checks it again).
    const from = (await findApplicant(tx, user.id))?.applicationStatus;
    if (!from || !canMoveApplication(from, 'OFFERED_ADMISSION')) throw wrongState(refusal);
    const seat = await reserveSeat(deps, tx, user.id);
    await moveApplication(tx, user.id, {
      to: 'OFFERED_ADMISSION',
      action: 'ADMISSION_OFFERED',
      actorId,
      details,
      refusal,
    });
    await openOffer(tx, user.id, seat, false);
  } else {
    await leaveWaitlistByDecision(tx, user.id);
    await moveApplication(tx, user.id, {
      to: 'ADMISSION_REJECTED',
      action: 'SENT_TO_COMMUNITY',
      actorId,
      details,
      refusal,
    });
  }
  await insertAdmissionDecision(tx, {
    applicantId: user.id,
    decision: kind,
    reasonId: reason?.id ?? null,
    actorId,
  });
  await insertAudit(tx, {
    actorId,
    action: 'ADMISSION_DECISION',
    subject: user.email,
    details: { decision: kind, reason: reason?.label ?? null, reasonId: reason?.id ?? null, ...context },
  });
  if (kind === 'Offer Admission') await mailAdmissionOffer(deps, tx, user);
  if (kind === 'Send to Community') await mailSendToCommunity(deps, tx, user);
}

/**
 * The elder's decision: an offer with its e-mail, the community e-mail, or a note that they are unsure.
 * `reason` is what the Make Decision dialog sends (a reason is then required where the decision needs
 * one); the spec's path-only route passes none and decides without a reason, as before.
 */
export async function sendDecision(
  deps: ServiceDeps<'db' | 'config'>,
  email: string,
  decision: Decision,
  actorId: string,
  reason?: { reasonId?: string | null },
) {
  const kind = canonical(decision);
  await deps.db.transaction(async (tx) => {
    const found = await findApplicantByEmail(tx, email);
    if (!found) throw appError(interviewErrors.applicantNotFound);
    const { user } = found;
    const chosen = reason ? await checkReason(tx, kind, reason.reasonId) : null;
    if (await alreadyDecided(tx, user.id, decision)) return;
    await recordDecision(deps, tx, user, { decision: kind, reason: chosen }, actorId);
  });
  return { message: interviewAnswers.decisionRecorded(kind) };
}

/** The page an offer link leads to once it can no longer be answered; undefined while it can. */
function closedOfferPage(link: LinkToken, applicationStatus: string | undefined): string | undefined {
  if (link.replaced) return paths.linkReplaced;
  if (link.used) return paths.admissionAlreadyDecided;
  if (link.expired) return paths.admissionOfferExpired;
  if (applicationStatus !== 'OFFERED_ADMISSION') return paths.admissionAlreadyDecided;
  return undefined;
}

/** What the offer e-mail's page shows before the click; reading it changes nothing. */
export async function offerLinkState(deps: ServiceDeps<'db'>, token: string) {
  const link = await readKnownLinkToken(deps.db, token, 'admission-offer');
  const applicant = await findApplicant(deps.db, link.userId);
  return { next: closedOfferPage(link, applicant?.applicationStatus) ?? null };
}

/** The applicant's click on the offer page (a POST): accepts or declines; answers the outcome page. */
export async function answerOffer(deps: ServiceDeps<'db' | 'config'>, token: string, accept: boolean) {
  const link = await readKnownLinkToken(deps.db, token, 'admission-offer');
  const next = await deps.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, link.userId);
    const closed = closedOfferPage(link, applicant?.applicationStatus);
    if (closed) return closed;
    if (!(await markLinkTokenUsed(tx, link.id))) return paths.admissionAlreadyDecided;
    if (accept) {
      await moveNative(tx, link.userId, {
        to: 'ACCEPTED_ADMISSION',
        alsoSet: { applicationStatus: 'ACCEPTED_ADMISSION' },
        action: 'ADMISSION_ACCEPTED',
        actorId: link.userId,
        refusal: admissionErrors.offerClosed.message,
      });
      await settleOffer(deps, tx, link.userId, 'ACCEPTED');
      await queueVirtualAccount(tx, deps.config, link.userId);
      return paths.admissionAccepted;
    }
    // The freed seat's promotion first, then the decline (the lock order settleOffer explains).
    await settleOffer(deps, tx, link.userId, 'DECLINED');
    await moveApplication(tx, link.userId, {
      to: 'DECLINED_ADMISSION',
      action: 'ADMISSION_DECLINED',
      actorId: link.userId,
      refusal: admissionErrors.offerClosed.message,
    });
    return paths.admissionOfferDeclined;
  });
  return { next };
}

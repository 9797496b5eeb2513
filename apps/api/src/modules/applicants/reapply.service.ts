import {
  applicationOutcome,
  type EarlierApplications,
  type ReapplyOffer,
  type Role,
} from '@intake/contracts';
import { reapplyCopy } from '@intake/contracts/copy/reapply';
import { reapplyErrors } from '@intake/contracts/errors/reapply';
import { paths } from '@intake/contracts/pages';
import { findApplicant, findApplicantByEmail, lockApplicant } from '../../core/applicants.repository.ts';
import { restartApplication } from '../../core/application-status.service.ts';
import { applicationHasEnded, reapplyCohort } from '../../core/reapply-eligibility.ts';
import { findUserData } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError, notFound } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderReappliedMail } from '../../mail/templates/reapplied.ts';
import { settleOffer } from '../admissions/offers.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { cohortOpenForApplying } from '../settings/settings.service.ts';
import {
  clearApplicationRows,
  cohortName,
  findApplicationAttempts,
  findLatestAttempt,
  insertApplicationAttempt,
  isBlindFirstRound,
  readApplicationRecord,
} from './reapply.repository.ts';

/** GET /api/applicant/reapply: the dashboard's "apply to <cohort>" card, or nothing. */
export async function getReapplyOffer(deps: ServiceDeps<'db'>, applicantId: string): Promise<ReapplyOffer> {
  const applicant = await findApplicant(deps.db, applicantId);
  if (!applicant) throw notFound();
  const cohortId = reapplyCohort(applicant, await cohortOpenForApplying(deps.db));
  return { cohort: cohortId ? { id: cohortId, name: await cohortName(deps.db, cohortId) } : null };
}

/**
 * POST /api/applicant/reapply: archives the ended application and starts a new one in the cohort
 * open now, in one transaction (decision 0086). A repeat for the cohort already joined this way
 * (a double click, a retry) answers as the first did.
 */
export async function reapply(deps: ServiceDeps<'db' | 'config'>, applicantId: string, cohortId: string) {
  const joined = await deps.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, applicantId);
    const user = await findUserData(tx, applicantId);
    if (!applicant || !user || applicant.erasedAt) throw notFound();
    const outcome = applicationOutcome(applicant.applicationStatus, applicant.withdrawnAt !== null);
    // The new application of this cohort runs already: the first click made it.
    if (!outcome && applicant.cohortId === cohortId && (await findLatestAttempt(tx, applicantId))) {
      return cohortName(tx, cohortId);
    }
    if (!outcome || !applicant.accountIsApplicant) throw appError(reapplyErrors.notEnded);
    const openCohortId = await cohortOpenForApplying(tx);
    if (!openCohortId) throw appError(reapplyErrors.noOpenCohort);
    if (openCohortId === applicant.cohortId) throw appError(reapplyErrors.sameCohort);
    if (openCohortId !== cohortId) throw appError(reapplyErrors.otherCohort);

    const record = await readApplicationRecord(tx, applicantId, applicant.cohortId);
    await insertApplicationAttempt(tx, {
      applicantId,
      cohortId: applicant.cohortId,
      applicationNumber: applicant.applicationNumber,
      finalStatus: applicant.applicationStatus,
      nativeState: applicant.nativeState,
      outcome,
      reason: outcome === 'WITHDREW' ? record.withdrawalReason : record.decisionReason,
      startedAt: record.startedAt ?? applicant.createdAt,
      endedAt: applicant.withdrawnAt ?? record.endedAt ?? applicant.updatedAt,
      questionnaire: applicant.questionnaire,
      testScore: record.testScore,
      reviewScore: applicant.reviewScore,
      reviewCount: applicant.reviewCount,
      decisionReason: record.decisionReason,
      scorecards: record.scorecards,
      interviewComments: record.interviewComments,
    });
    // An offer left open by a withdrawal closes as declined; its seat goes to the waitlist.
    await settleOffer(deps, tx, applicantId, 'DECLINED');
    await clearApplicationRows(tx, applicantId);
    await restartApplication(tx, applicantId, {
      cohortId,
      actorId: applicantId,
      questionnaire: applicant.questionnaire,
      refusal: reapplyErrors.notEnded.message,
    });
    const name = await cohortName(tx, cohortId);
    await queueMail(tx, {
      kind: 'application-received-again',
      to: user.email,
      userId: applicantId,
      rendered: renderReappliedMail({
        firstName: user.firstName,
        cohort: name,
        url: `${deps.config.publicUrl}${paths.dashboard}`,
      }),
    });
    return name;
  });
  return { message: reapplyCopy.applied(joined) };
}

/**
 * The apply form with the e-mail of an account whose application ended: the answer tells them to
 * sign in and apply again from the dashboard, instead of "e-mail exists".
 */
export async function isReapplicantEmail(db: Executor, email: string) {
  const found = await findApplicantByEmail(db, email);
  return found ? applicationHasEnded(found.applicant) : false;
}

/** The cohort whose questionnaire the applicant's unsubmitted draft was copied from, or null. */
export async function questionnaireCopiedFrom(db: Executor, applicantId: string) {
  const latest = await findLatestAttempt(db, applicantId);
  return latest?.attempt.questionnaire ? (latest.cohortName ?? '') : null;
}

/**
 * GET /api/elder/earlierApplications/:email: the applicant's archived applications. An elder
 * does not see them while the applicant is in a blind first round (decision 0075): the outcome
 * and scores of an earlier try are what the blind round keeps from a first reading.
 */
export async function getEarlierApplications(
  deps: ServiceDeps<'db'>,
  viewer: { role: Role },
  email: string,
): Promise<EarlierApplications> {
  const found = await findApplicantByEmail(deps.db, email);
  if (!found || found.applicant.erasedAt) throw notFound();
  const { applicant } = found;
  if (viewer.role === 'ELDER' && applicant.applicationStatus === 'TESTED') {
    // Without a cohort the setting's default (on) holds, as in the records list.
    const blind = applicant.cohortId ? await isBlindFirstRound(deps.db, applicant.cohortId) : true;
    if (blind) return { withheld: true, applications: [] };
  }
  const rows = await findApplicationAttempts(deps.db, applicant.userId);
  return {
    withheld: false,
    applications: rows.map(({ attempt, cohortName }) => ({
      id: attempt.id,
      cohortName,
      applicationNumber: attempt.applicationNumber,
      finalStatus: attempt.finalStatus,
      nativeState: attempt.nativeState,
      outcome: attempt.outcome,
      reason: attempt.reason,
      startedAt: attempt.startedAt.toISOString(),
      endedAt: attempt.endedAt.toISOString(),
      testScore: attempt.testScore,
      reviewScore: attempt.reviewScore,
      reviewCount: attempt.reviewCount,
      decisionReason: attempt.decisionReason,
      questionnaire: attempt.questionnaire,
      scorecards: attempt.scorecards,
      interviewComments: attempt.interviewComments,
    })),
  };
}

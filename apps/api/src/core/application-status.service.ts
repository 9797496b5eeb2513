import {
  type ApplicationStatus,
  applicationOutcome,
  canMoveApplication,
  canMoveNative,
  type NativeState,
} from '@intake/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { notFound, wrongState } from '../lib/app-error.ts';
import { insertActivity } from './activity-log.repository.ts';
import { lockApplicant, type NewApplicant, updateApplicant } from './applicants.repository.ts';
import { enqueueJob } from './jobs.repository.ts';

/** The job (review module) that gives an applicant who reached the review stage their first-round reviewers. */
export const ASSIGN_REVIEWERS_JOB = 'review.assign-reviewers';

export interface StatusChange {
  to: ApplicationStatus;
  action: string;
  actorId?: string;
  details?: Record<string, unknown>;
  /** The message of the 409 when the applicant is not in a status that may move to `to`. */
  refusal: string;
}

/**
 * The only way an applicationStatus changes: checked against the transition table and written
 * to the activity log in the caller's transaction.
 */
export async function moveApplication(tx: Executor, applicantId: string, change: StatusChange) {
  const applicant = await lockApplicant(tx, applicantId);
  if (!applicant) throw notFound();
  const from = applicant.applicationStatus;
  if (!canMoveApplication(from, change.to)) throw wrongState(change.refusal);
  await updateApplicant(tx, applicantId, { applicationStatus: change.to });
  await insertActivity(tx, {
    applicantId,
    actorId: change.actorId,
    action: change.action,
    fromStatus: from,
    toStatus: change.to,
    details: change.details,
  });
  // Here rather than in each caller, so every path to the review stage is caught (decision 0074).
  if (change.to === 'TESTED') {
    await enqueueJob(tx, {
      kind: ASSIGN_REVIEWERS_JOB,
      payload: { applicantId },
      runAt: new Date(),
      uniqueKey: `${ASSIGN_REVIEWERS_JOB}:${applicantId}`,
    });
  }
  return { from, to: change.to };
}

export interface NativeStateChange {
  to: NativeState;
  action: string;
  actorId?: string;
  details?: Record<string, unknown>;
  /** Other columns changed with the state, in the same statement (e.g. a permission it grants). */
  alsoSet?: Partial<
    Pick<NewApplicant, 'applicationStatus' | 'canFillEnrollmentForm' | 'canFillTenancyAgreementForm'>
  >;
  /** The message of the 409 when the learner is not in a state that may move to `to`. */
  refusal: string;
}

/**
 * The only way a nativeState changes after admission: checked against the transition table and
 * written to the activity log in the caller's transaction. An applicationStatus set alongside is
 * checked against its own table too.
 */
export async function moveNative(tx: Executor, applicantId: string, change: NativeStateChange) {
  const applicant = await lockApplicant(tx, applicantId);
  if (!applicant) throw notFound();
  const from = applicant.nativeState;
  if (!canMoveNative(from, change.to)) throw wrongState(change.refusal);
  const nextStatus = change.alsoSet?.applicationStatus;
  if (nextStatus && !canMoveApplication(applicant.applicationStatus, nextStatus)) {
    throw wrongState(change.refusal);
  }
  await updateApplicant(tx, applicantId, { ...change.alsoSet, nativeState: change.to });
  // The log's status columns show the applicationStatus when it moves too, as staff lists read them.
  await insertActivity(tx, {
    applicantId,
    actorId: change.actorId,
    action: change.action,
    fromStatus: nextStatus ? applicant.applicationStatus : from,
    toStatus: nextStatus ?? change.to,
    details: { ...change.details, nativeState: { from, to: change.to } },
  });
  return { from, to: change.to, applicant };
}

export interface ApplicationRestart {
  cohortId: string;
  actorId?: string;
  /** The draft the new application starts with (the last questionnaire, to check and submit). */
  questionnaire: Record<string, unknown> | null;
  /** The message of the 409 when the application has not ended. */
  refusal: string;
}

/**
 * The one move outside the transition table (issue 23.4, decision 0086): an application that
 * ended (withdrawn, offer declined, not admitted) gives way to a new one in another cohort, from
 * APPLIED with a new application number and nothing of the old one's progress. The caller archives
 * the old application first. Logged as RE_APPLIED with where the records list had them, which the
 * funnel's trigger reads (migration funnel_reapplications).
 */
export async function restartApplication(tx: Executor, applicantId: string, restart: ApplicationRestart) {
  const applicant = await lockApplicant(tx, applicantId);
  if (!applicant) throw notFound();
  if (!applicationOutcome(applicant.applicationStatus, applicant.withdrawnAt !== null)) {
    throw wrongState(restart.refusal);
  }
  await updateApplicant(tx, applicantId, {
    applicationNumber:
      sql`nextval(pg_get_serial_sequence('applicants', 'application_number'))` as unknown as number,
    cohortId: restart.cohortId,
    applicationStatus: 'APPLIED',
    nativeState: 'PENDING',
    canFillEnrollmentForm: false,
    canFillTenancyAgreementForm: false,
    canFillLoanAgreement: false,
    infoSessionId: null,
    questionnaire: restart.questionnaire,
    withdrawnAt: null,
    // A withdrawal unsubscribed them too; an unsubscription of its own stands.
    unsubscribedAt: applicant.withdrawnAt ? null : applicant.unsubscribedAt,
    retentionWarnedAt: null,
    reviewScore: null,
    reviewCount: 0,
    reviewDisagrees: false,
  });
  await insertActivity(tx, {
    applicantId,
    actorId: restart.actorId,
    action: 'RE_APPLIED',
    fromStatus: applicant.applicationStatus,
    toStatus: 'APPLIED',
    details: {
      cohort: { from: applicant.cohortId, to: restart.cohortId },
      fromListKey: applicant.withdrawnAt ? 'WITHDRAWN' : applicant.applicationStatus,
    },
  });
  return applicant;
}
